import { Formik, type FormikHelpers } from 'formik';
import { AuthClientEditForm, type AuthClientEditFormProps } from './AuthClientEditForm';
import { authClientSchema, type AuthClientFormValues } from './authClientSchema';
import type { AuthClientFieldErrors } from '../authClientMessages';
import { FormikUnsavedChangesGuard } from '../../../shared/form/UnsavedChangesGuard';

export interface AuthClientEditViewProps extends AuthClientEditFormProps {
  initialValues: AuthClientFormValues;
  /** Saves valid values; the server's field errors go to showFieldErrors. */
  onSubmit: (values: AuthClientFormValues, showFieldErrors: (errors: AuthClientFieldErrors) => void) => Promise<void>;
}

/** The OAuth2 client edit and create screen on Formik's own submit flow (the button is disabled while invalid). */
export function AuthClientEditView({ initialValues, onSubmit, ...formProps }: AuthClientEditViewProps) {
  const schema = authClientSchema({ isNew: formProps.isNew, savedRedirectTarget: formProps.isNew ? undefined : initialValues.allowedRedirectTarget });
  const submit = (values: AuthClientFormValues, helpers: FormikHelpers<AuthClientFormValues>) =>
    onSubmit(values, (errors) =>
      Object.entries(errors).forEach(([field, message]) => {
        void helpers.setFieldTouched(field, true, false);
        helpers.setFieldError(field, message);
      }),
    );
  return (
    <Formik initialValues={initialValues} validationSchema={schema} validateOnMount onSubmit={submit}>
      <>
        <AuthClientEditForm {...formProps} />
        <FormikUnsavedChangesGuard />
      </>
    </Formik>
  );
}
