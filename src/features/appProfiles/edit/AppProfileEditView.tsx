import { Formik, yupToFormErrors, type FormikErrors } from 'formik';
import { ValidationError } from 'yup';
import { AppProfileEditForm, type AppProfileEditFormProps } from './AppProfileEditForm';
import type { AppProfileFormValues } from './appProfileFormValues';
import { appProfileSchema } from './appProfileSchema';
import { FormikUnsavedChangesGuard } from '../../../shared/form/UnsavedChangesGuard';

export interface AppProfileEditViewProps extends AppProfileEditFormProps {
  initialValues: AppProfileFormValues;
}

/** The errors of the first values, known before the first render: a new profile's Create Profile starts disabled. */
function initialErrorsOf(values: AppProfileFormValues): FormikErrors<AppProfileFormValues> {
  try {
    appProfileSchema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (error instanceof ValidationError) return yupToFormErrors<AppProfileFormValues>(error);
    throw error;
  }
}

/** The application profile edit and create screen: the form, validated by SPEC section 5's schema. */
export function AppProfileEditView({ initialValues, ...formProps }: AppProfileEditViewProps) {
  return (
    <Formik
      initialValues={initialValues}
      initialErrors={initialErrorsOf(initialValues)}
      validationSchema={appProfileSchema}
      validateOnMount
      onSubmit={() => undefined}
    >
      <>
        <AppProfileEditForm {...formProps} />
        <FormikUnsavedChangesGuard />
      </>
    </Formik>
  );
}
