import { EditForm, type FieldErrors } from '../../../shared/editScreen/EditForm';
import { AppProfileEditForm, type AppProfileEditFormProps } from './AppProfileEditForm';
import type { AppProfileFormValues } from './appProfileFormValues';
import { appProfileSchema } from './appProfileSchema';

export interface AppProfileEditViewProps extends AppProfileEditFormProps {
  initialValues: AppProfileFormValues;
  /** Saves valid values; the server's field errors come back. */
  onSubmit: (values: AppProfileFormValues) => Promise<FieldErrors | undefined>;
}

/** The application profile edit and create screen: the form, validated by SPEC section 5's schema. */
export function AppProfileEditView({ initialValues, onSubmit, ...formProps }: AppProfileEditViewProps) {
  return (
    <EditForm initialValues={initialValues} schema={appProfileSchema} onSubmit={onSubmit}>
      <AppProfileEditForm {...formProps} />
    </EditForm>
  );
}
