import { useMemo } from 'react';
import { EditForm, type FieldErrors } from '../../../shared/editScreen/EditForm';
import type { OpenTabProps } from '../../../shared/editScreen/useOpenTab';
import type { VisibleToViewer } from '../../../shared/visibleTo/visibleToChoices';
import { UserEditForm } from './UserEditForm';
import { DEFAULT_TREE_CATEGORY } from './userElements';
import { tabWithErrors, userSchemaFor } from './userFormValidation';
import type { UserFormValues } from './userFormValues';
import type { UserEditChoices } from './useUserEditData';

/** Who edits: decides the Visible To choices and whether profile names link to their pages. */
export type UserEditViewer = VisibleToViewer;

export interface UserEditViewProps extends OpenTabProps {
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
  /** Create or Update User with values that passed validation; the server's field errors come back. */
  onSubmit: (values: UserFormValues) => Promise<FieldErrors | undefined>;
  /** Create or Update User was pressed with values that validation stopped (their errors now show). */
  onInvalidSubmit: () => void;
  /** Create or Update User was pressed while a save runs. */
  onSubmitWhileSaving: () => void;
  onClone: (values: UserFormValues) => void;
  onSendPasswordReset: () => void;
  /** A password reset email is being sent. */
  sendingPasswordReset: boolean;
}

/** The user edit and create screen; it renders the form and reports what the admin does. */
export function UserEditView({ initialValues, choices, restoredDraft, onSubmit, onInvalidSubmit, onSubmitWhileSaving, ...formProps }: UserEditViewProps) {
  const schema = useMemo(() => userSchemaFor(choices), [choices]);
  // The open tab follows the errors, found here or by the server.
  const showTabWithErrors = (errors: object) => {
    // Only a tab with an error moves the admin: a save that answers late must not take back a tab chosen meanwhile.
    const withErrors = tabWithErrors(errors, DEFAULT_TREE_CATEGORY);
    if (withErrors) formProps.onTabChange(withErrors);
  };
  const submit = async (values: UserFormValues) => {
    const fieldErrors = await onSubmit(values);
    if (fieldErrors) showTabWithErrors(fieldErrors);
    return fieldErrors;
  };
  const refuseInvalid = (errors: object) => {
    showTabWithErrors(errors);
    onInvalidSubmit();
  };
  return (
    <EditForm
      initialValues={initialValues}
      schema={schema}
      unsaved={restoredDraft}
      onSubmit={submit}
      onInvalidSubmit={refuseInvalid}
      onSubmitWhileSaving={onSubmitWhileSaving}
    >
      <UserEditForm choices={choices} restoredDraft={restoredDraft} {...formProps} />
    </EditForm>
  );
}
