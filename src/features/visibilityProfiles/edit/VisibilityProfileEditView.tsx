import { Formik, yupToFormErrors, type FormikErrors, type FormikHelpers } from 'formik';
import { ValidationError } from 'yup';
import type { VisibilityProfileFieldErrors } from '../visibilityProfileMessages';
import { VisibilityProfileEditForm, type VisibilityProfileEditFormProps } from './VisibilityProfileEditForm';
import type { VisibilityProfileFormValues } from './visibilityProfileFormValues';
import { visibilityProfileSchema } from './visibilityProfileSchema';
import { FormikUnsavedChangesGuard } from '../../../shared/form/UnsavedChangesGuard';

export interface VisibilityProfileEditViewProps extends VisibilityProfileEditFormProps {
  initialValues: VisibilityProfileFormValues;
  onSubmit: (values: VisibilityProfileFormValues, showFieldErrors: (errors: VisibilityProfileFieldErrors) => void) => Promise<void>;
}

/** The errors of the first values: a new profile's Create Profile starts disabled, with the reason shown. */
function initialErrorsOf(values: VisibilityProfileFormValues): FormikErrors<VisibilityProfileFormValues> {
  try {
    visibilityProfileSchema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (error instanceof ValidationError) return yupToFormErrors<VisibilityProfileFormValues>(error);
    throw error;
  }
}

/** The visibility profile edit and create screen on Formik's submit flow. */
export function VisibilityProfileEditView({ initialValues, onSubmit, ...formProps }: VisibilityProfileEditViewProps) {
  const submit = (values: VisibilityProfileFormValues, helpers: FormikHelpers<VisibilityProfileFormValues>) =>
    onSubmit(values, (errors) => Object.entries(errors).forEach(([field, message]) => helpers.setFieldError(field, message)));
  return (
    <Formik initialValues={initialValues} initialErrors={initialErrorsOf(initialValues)} validationSchema={visibilityProfileSchema} onSubmit={submit}>
      <>
        <VisibilityProfileEditForm {...formProps} />
        <FormikUnsavedChangesGuard />
      </>
    </Formik>
  );
}
