import { Formik } from 'formik';
import { AppProfileEditForm, type AppProfileEditFormProps } from './AppProfileEditForm';
import type { AppProfileFormValues } from './appProfileFormValues';
import { appProfileSchema } from './appProfileSchema';

export interface AppProfileEditViewProps extends AppProfileEditFormProps {
  initialValues: AppProfileFormValues;
}

/** The application profile edit and create screen: the form, validated by SPEC section 5's schema. */
export function AppProfileEditView({ initialValues, ...formProps }: AppProfileEditViewProps) {
  return (
    <Formik initialValues={initialValues} validationSchema={appProfileSchema} validateOnMount onSubmit={() => undefined}>
      <AppProfileEditForm {...formProps} />
    </Formik>
  );
}
