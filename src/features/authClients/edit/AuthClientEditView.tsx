import { EditForm, type FieldErrors } from '../../../shared/editScreen/EditForm';
import { AuthClientEditForm, type AuthClientEditFormProps } from './AuthClientEditForm';
import { authClientSchema, type AuthClientFormValues } from './authClientSchema';

export interface AuthClientEditViewProps extends AuthClientEditFormProps {
  initialValues: AuthClientFormValues;
  /** Saves valid values; the server's field errors come back. */
  onSubmit: (values: AuthClientFormValues) => Promise<FieldErrors | undefined>;
}

/** The OAuth2 client edit and create screen (the button is disabled while invalid). */
export function AuthClientEditView({ initialValues, onSubmit, ...formProps }: AuthClientEditViewProps) {
  const schema = authClientSchema({ isNew: formProps.isNew, savedRedirectTarget: formProps.isNew ? undefined : initialValues.allowedRedirectTarget });
  return (
    <EditForm initialValues={initialValues} schema={schema} onSubmit={onSubmit}>
      <AuthClientEditForm {...formProps} />
    </EditForm>
  );
}
