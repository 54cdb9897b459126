import { Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { markSubmitPassed } from '../../../shared/form/invalidSubmit';
import type { VisibleToViewer } from '../../../shared/visibleTo/visibleToChoices';
import { UserEditForm } from './UserEditForm';
import { DEFAULT_TREE_CATEGORY } from './userElements';
import { BASIC_TAB, tabWithErrors, userFormValidator } from './userFormValidation';
import type { UserFormValues } from './userFormValues';
import type { UserFieldErrors } from './userSaveMessages';
import type { UserEditChoices } from './useUserEditData';
import { FormikUnsavedChangesGuard } from '../../../shared/form/UnsavedChangesGuard';

/** Who edits: decides the Visible To choices and whether profile names link to their pages. */
export type UserEditViewer = VisibleToViewer;


export interface UserEditViewProps {
  /** No saved user yet: the username is editable and the button says Create User. */
  isNew: boolean;
  /** The saved user's uuid: its Sessions tab shows, and its History tab lists the audit entries about it. */
  userUuid?: string;
  initialValues: UserFormValues;
  /** The values are a draft kept while the admin logged in again, not yet saved. */
  restoredDraft: boolean;
  choices: UserEditChoices;
  viewer: UserEditViewer;
  saving: boolean;
  /** Create or Update User with values that passed validation; the server's field errors go to showFieldErrors. */
  onSubmit: (values: UserFormValues, showFieldErrors: (errors: UserFieldErrors) => void) => void;
  /** Create or Update User was pressed with values that validation stopped (their errors now show). */
  onInvalidSubmit: () => void;
  onClone: (values: UserFormValues) => void;
  onSendPasswordReset: () => void;
  /** A password reset email is being sent. */
  sendingPasswordReset: boolean;
}

/** The user edit and create screen; it renders the form and reports what the admin does. */
export function UserEditView({ initialValues, choices, viewer, onSubmit, ...formProps }: UserEditViewProps) {
  const validate = useMemo(() => userFormValidator(choices), [choices]);
  // The open tab follows the errors, found here or by the server.
  const [tab, setTab] = useState(BASIC_TAB);
  const showTabWithErrors = (errors: object) => setTab((current) => tabWithErrors(errors, DEFAULT_TREE_CATEGORY) ?? current);
  const submit = (values: UserFormValues, helpers: FormikHelpers<UserFormValues>) => {
    markSubmitPassed(helpers);
    onSubmit(values, (fieldErrors) => {
      helpers.setErrors(fieldErrors);
      showTabWithErrors(fieldErrors);
    });
  };
  return (
    <Formik initialValues={initialValues} validate={validate} onSubmit={submit}>
      <>
        <UserEditForm
          choices={choices}
          viewer={viewer}
          tab={tab}
          onTabChange={setTab}
          onShowErrors={showTabWithErrors}
          {...formProps}
        />
        <FormikUnsavedChangesGuard unsaved={formProps.restoredDraft} />
      </>
    </Formik>
  );
}
