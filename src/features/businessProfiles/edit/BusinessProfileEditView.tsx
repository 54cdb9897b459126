import { Formik, yupToFormErrors, type FormikErrors, type FormikHelpers } from 'formik';
import { ValidationError } from 'yup';
import { BusinessProfileEditForm, type BusinessProfileEditFormProps } from './BusinessProfileEditForm';
import type { BusinessProfileFormValues } from './businessProfileFormValues';
import { businessProfileSchema } from './businessProfileSchema';
import type { BusinessProfileFieldErrors } from '../businessProfileMessages';
import { FormikUnsavedChangesGuard } from '../../../shared/form/UnsavedChangesGuard';

export interface BusinessProfileEditViewProps extends BusinessProfileEditFormProps {
  initialValues: BusinessProfileFormValues;
  /** Saves valid values; the server's field errors go to showFieldErrors. */
  onSubmit: (values: BusinessProfileFormValues, showFieldErrors: (errors: BusinessProfileFieldErrors) => void) => Promise<void>;
}

/** The errors of the first values, known before the first render: a new profile's Create Profile starts disabled. */
function initialErrorsOf(values: BusinessProfileFormValues): FormikErrors<BusinessProfileFormValues> {
  try {
    businessProfileSchema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (error instanceof ValidationError) return yupToFormErrors<BusinessProfileFormValues>(error);
    throw error;
  }
}

/** The business profile edit and create screen on Formik's own submit flow (the button is disabled while invalid). */
export function BusinessProfileEditView({ initialValues, onSubmit, ...formProps }: BusinessProfileEditViewProps) {
  const submit = (values: BusinessProfileFormValues, helpers: FormikHelpers<BusinessProfileFormValues>) =>
    onSubmit(values, (errors) => Object.entries(errors).forEach(([field, message]) => helpers.setFieldError(field, message)));
  return (
    <Formik initialValues={initialValues} initialErrors={initialErrorsOf(initialValues)} validationSchema={businessProfileSchema} onSubmit={submit}>
      <>
        <BusinessProfileEditForm {...formProps} />
        <FormikUnsavedChangesGuard />
      </>
    </Formik>
  );
}
