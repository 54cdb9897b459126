import { Formik } from 'formik';
import { useMemo } from 'react';
import type { VisibleToViewer } from '../../../shared/visibleTo/visibleToChoices';
import { UserEditForm } from './UserEditForm';
import { userFormValidator } from './userFormValidation';
import type { UserFormValues } from './userFormValues';
import type { UserFieldErrors } from './userSaveMessages';
import type { UserEditChoices } from './useUserEditData';

/** Who edits: decides the Visible To choices and whether profile names link to their pages. */
export type UserEditViewer = VisibleToViewer;

/** A press of Create or Update User: the values and whether they passed validation. */
export interface SubmitAttempt {
  values: UserFormValues;
  valid: boolean;
  showFieldErrors: (errors: UserFieldErrors) => void;
}

export interface UserEditViewProps {
  /** No saved user yet: the username is editable and the button says Create User. */
  isNew: boolean;
  initialValues: UserFormValues;
  /** The values are a draft kept while the admin logged in again, not yet saved. */
  restoredDraft: boolean;
  choices: UserEditChoices;
  viewer: UserEditViewer;
  saving: boolean;
  onSubmit: (attempt: SubmitAttempt) => void;
  onClone: (values: UserFormValues) => void;
  onSendPasswordReset: () => void;
  /** A password reset email is being sent. */
  sendingPasswordReset: boolean;
}

/** The user edit and create screen; it renders the form and reports what the admin does. */
export function UserEditView({ initialValues, choices, viewer, ...formProps }: UserEditViewProps) {
  const validate = useMemo(() => userFormValidator(choices), [choices]);
  return (
    <Formik initialValues={initialValues} validate={validate} onSubmit={() => undefined}>
      <UserEditForm choices={choices} viewer={viewer} {...formProps} />
    </Formik>
  );
}
