import { Formik } from 'formik';
import { useMemo } from 'react';
import type { VisibleToViewer } from '../../../shared/visibleTo/visibleToChoices';
import { UserEditForm } from './UserEditForm';
import { userFormValidator } from './userFormValidation';
import type { UserFormValues } from './userFormValues';
import type { UserFieldErrors } from './userSaveMessages';
import type { UserEditChoices } from './useUserEditData';

export interface UserEditViewer extends VisibleToViewer {
  isScoAdmin: boolean;
}

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
  choices: UserEditChoices;
  viewer: UserEditViewer;
  saving: boolean;
  onSubmit: (attempt: SubmitAttempt) => void;
  onClone: (values: UserFormValues) => void;
  onSendPasswordReset: () => void;
}

/** The user edit and create screen; it renders the form and reports what the admin does. */
export function UserEditView({ initialValues, choices, viewer, ...formProps }: UserEditViewProps) {
  const validate = useMemo(() => userFormValidator(choices, viewer), [choices, viewer]);
  return (
    <Formik initialValues={initialValues} validate={validate} onSubmit={() => undefined}>
      <UserEditForm choices={choices} viewer={viewer} {...formProps} />
    </Formik>
  );
}
