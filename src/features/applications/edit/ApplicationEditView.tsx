import { Formik } from 'formik';
import { useMemo } from 'react';
import type { Application } from '../../../api/applications.enhance';
import type { CompanyChoice } from '../../../shared/visibleTo/VisibleToSelector';
import { applicationFormSchema } from '../applicationFormSchema';
import { applicationToFormValues, newApplicationValues, type ApplicationFormValues } from '../applicationFormValues';
import type { VisibleToViewer } from '../../../shared/visibleTo/visibleToChoices';
import { ApplicationEditForm } from './ApplicationEditForm';
import { FormikUnsavedChangesGuard } from '../../../shared/form/UnsavedChangesGuard';

export interface ApplicationEditViewProps {
  /** The saved application; none on /application/new. */
  application?: Application;
  viewer: VisibleToViewer;
  companies: readonly CompanyChoice[];
  saving: boolean;
  /** A sync runs: the controls are disabled. */
  syncing: boolean;
  deleting: boolean;
  /** Why the server refused the delete, shown in the dialog. */
  deleteReason?: string;
  onSubmit: (values: ApplicationFormValues, showFieldErrors: (errors: Record<string, string>) => void) => void;
  onSync: () => void;
  /** Resolves true when the application was deleted. */
  onDelete: () => Promise<boolean>;
  onDeleteDialogClosed: () => void;
}

/** The application edit and create screen: the form with its rules, inside Formik. */
export function ApplicationEditView({ application, ...props }: ApplicationEditViewProps) {
  const initialValues = useMemo(() => (application ? applicationToFormValues(application) : newApplicationValues()), [application]);
  const schema = useMemo(
    () =>
      applicationFormSchema({
        builtIn: application?.builtIn ?? false,
        dataPasswordSet: application?.dataPasswordSet ?? false,
        apiPasswordSet: application?.apiPasswordSet ?? false,
      }),
    [application],
  );
  return (
    <Formik initialValues={initialValues} validationSchema={schema} enableReinitialize onSubmit={() => undefined}>
      <>
        <ApplicationEditForm application={application} {...props} />
        <FormikUnsavedChangesGuard />
      </>
    </Formik>
  );
}
