import type { FormikErrors } from 'formik';
import { useMemo, useState } from 'react';
import type { Application } from '../../../api/applications.enhance';
import { useFormWarning } from '../../../shared/editScreen/useFormWarning';
import { EditForm, type FieldErrors } from '../../../shared/editScreen/EditForm';
import type { CompanyChoice } from '../../../shared/visibleTo/VisibleToSelector';
import type { VisibleToViewer } from '../../../shared/visibleTo/visibleToChoices';
import { applicationFormSchema } from '../applicationFormSchema';
import { applicationToFormValues, newApplicationValues, type ApplicationFormValues } from '../applicationFormValues';
import { CHECK_FORM } from '../applicationMessages';
import { ApplicationEditForm, BASIC_TAB } from './ApplicationEditForm';
import { isBasicField } from './BasicInfoTab';
import { useElementRemovalConfirmation } from './RemoveElementsDialog';

export interface ApplicationEditViewProps {
  /** The saved application; none on /application/new. */
  application?: Application;
  viewer: VisibleToViewer;
  companies: readonly CompanyChoice[];
  saving: boolean;
  /** A sync runs: the controls are disabled. */
  syncing: boolean;
  deleting: boolean;
  /** Saves valid values; the server's field errors come back. */
  onSubmit: (values: ApplicationFormValues) => Promise<FieldErrors | undefined>;
  onSync: () => void;
  /** Delete App: the page asks first. */
  onDelete: () => void;
}

/**
 * The application edit and create screen: the form with its rules. The server's errors for Basic
 * Info fields go under them; the others (e.g. `roles`) are listed above the tabs.
 */
export function ApplicationEditView({ application, onSubmit, ...formProps }: ApplicationEditViewProps) {
  const formWarning = useFormWarning();
  const [tab, setTab] = useState(BASIC_TAB);
  const [serverErrors, setServerErrors] = useState<[string, string][]>([]);
  const { confirmRemoval, removalDialog } = useElementRemovalConfirmation(application?.name ?? '');
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

  const submit = async (values: ApplicationFormValues) => {
    formWarning.clear();
    setServerErrors([]);
    // Removing elements takes them from app profiles and users: that is confirmed first.
    const removed = values.elements.filter((element) => element.deleteMe);
    if (removed.length > 0 && !(await confirmRemoval(removed))) return undefined;
    const fieldErrors = Object.entries((await onSubmit(values)) ?? {}).filter((entry): entry is [string, string] => Boolean(entry[1]));
    const basic = fieldErrors.filter(([field]) => isBasicField(field));
    setServerErrors(fieldErrors.filter(([field]) => !isBasicField(field)));
    if (basic.length > 0) setTab(BASIC_TAB);
    return Object.fromEntries(basic);
  };
  const refuseInvalid = (errors: FormikErrors<ApplicationFormValues>) => {
    setServerErrors([]);
    if (Object.keys(errors).some((field) => isBasicField(field))) setTab(BASIC_TAB);
    formWarning.warn(CHECK_FORM);
  };

  return (
    <EditForm initialValues={initialValues} schema={schema} enableReinitialize onSubmit={submit} onInvalidSubmit={refuseInvalid}>
      <ApplicationEditForm application={application} tab={tab} onTabChange={setTab} serverErrors={serverErrors} {...formProps} />
      {removalDialog}
    </EditForm>
  );
}
