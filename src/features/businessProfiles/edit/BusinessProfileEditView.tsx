import { EditForm, type FieldErrors } from '../../../shared/editScreen/EditForm';
import { BusinessProfileEditForm, type BusinessProfileEditFormProps } from './BusinessProfileEditForm';
import type { BusinessProfileFormValues } from './businessProfileFormValues';
import { businessProfileSchema } from './businessProfileSchema';

export interface BusinessProfileEditViewProps extends BusinessProfileEditFormProps {
  initialValues: BusinessProfileFormValues;
  /** Saves valid values; the server's field errors come back. */
  onSubmit: (values: BusinessProfileFormValues) => Promise<FieldErrors | undefined>;
}

/** The business profile edit and create screen on Formik's own submit flow (the button is disabled while invalid). */
export function BusinessProfileEditView({ initialValues, onSubmit, ...formProps }: BusinessProfileEditViewProps) {
  return (
    <EditForm initialValues={initialValues} schema={businessProfileSchema} onSubmit={onSubmit}>
      <BusinessProfileEditForm {...formProps} />
    </EditForm>
  );
}
