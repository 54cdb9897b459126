import { EditForm, type FieldErrors } from '../../../shared/editScreen/EditForm';
import { VisibilityProfileEditForm, type VisibilityProfileEditFormProps } from './VisibilityProfileEditForm';
import type { VisibilityProfileFormValues } from './visibilityProfileFormValues';
import { visibilityProfileSchema } from './visibilityProfileSchema';

export interface VisibilityProfileEditViewProps extends VisibilityProfileEditFormProps {
  initialValues: VisibilityProfileFormValues;
  onSubmit: (values: VisibilityProfileFormValues) => Promise<FieldErrors | undefined>;
}

/** The visibility profile edit and create screen on Formik's submit flow. */
export function VisibilityProfileEditView({ initialValues, onSubmit, ...formProps }: VisibilityProfileEditViewProps) {
  return (
    <EditForm initialValues={initialValues} schema={visibilityProfileSchema} onSubmit={onSubmit}>
      <VisibilityProfileEditForm {...formProps} />
    </EditForm>
  );
}
