import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useSnackbar } from 'notistack';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { LoadingScreen } from '../../../shared/loading/LoadingScreen';
import { showsCompanySelect } from '../../../shared/visibleTo/visibleToChoices';
import { selectCurrentUser, useVisibleToViewer } from '../../session';
import {
  clonedUserFrom,
  cloneUser,
  defaultMinimumRole,
  formValuesToUser,
  newUserValues,
  userToFormValues,
  type UserFormValues,
} from './userFormValues';
import { CHECK_FORM, WAIT_FOR_SAVE } from './userSaveMessages';
import { useUserDraft } from './userDraft';
import { UserEditView } from './UserEditView';
import { useSaveUser } from './useSaveUser';
import { useSendPasswordResetEmail } from './useSendPasswordResetEmail';
import { useUserEditData } from './useUserEditData';
import { LEAVE_WITHOUT_ASKING } from '../../../shared/form/leaveWithoutAsking';
import { useOpenTab } from '../../../shared/editScreen/useOpenTab';
import { useFormWarning } from '../../../shared/editScreen/useFormWarning';
import { BASIC_TAB } from './userFormValidation';

const message = (text: string) => (
  <Box sx={{ p: 2 }}>
    <Alert severity="error">{text}</Alert>
  </Box>
);

/** /user/new and /user/edit/<uuid>: loads the user and the choices, saves, clones and sends reset emails. */
export default function UserEditPage() {
  const { uuid } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const viewer = useVisibleToViewer();
  const defaultRoleName = useAppSelector(selectCurrentUser)?.defaultMinimumRoleName;
  const data = useUserEditData(uuid, showsCompanySelect(viewer));
  const { saving, save } = useSaveUser();
  const sendPasswordReset = useSendPasswordResetEmail();
  const draft = useUserDraft(location.pathname);
  const openTab = useOpenTab<string>(uuid ?? location.key, BASIC_TAB);
  const formWarning = useFormWarning();

  if (data.status === 'loading') return <LoadingScreen />;
  if (data.status === 'notFound') return message('This user does not exist or you may not see it.');
  if (data.status === 'failed') return message('The user could not be loaded, please reload the page.');

  const { user, choices } = data;
  const original = user ?? clonedUserFrom(location.state);
  // A draft kept through a login round trip (the session had timed out) comes back as it was typed.
  const identity = draft.restored?.identity ?? {
    uuid: original?.uuid,
    version: original?.version,
    clonedId: original?.clonedId,
  };
  const initialValues =
    draft.restored?.values ??
    (original ? userToFormValues(original) : newUserValues(defaultMinimumRole(defaultRoleName)));
  const toUser = (values: UserFormValues) => formValuesToUser(values, identity, choices);

  const submit = async (values: UserFormValues) => {
    formWarning.clear();
    draft.keep({ values, identity });
    const outcome = await save(toUser(values));
    if (!outcome.sessionTimedOut) draft.settle(Boolean(outcome.savedUuid));
    return outcome.fieldErrors;
  };

  return (
    <UserEditView
      key={user ? `${user.uuid}@${user.version}` : location.key}
      isNew={!user}
      userUuid={user?.uuid}
      {...openTab}
      initialValues={initialValues}
      restoredDraft={Boolean(draft.restored)}
      choices={choices}
      viewer={viewer}
      saving={saving}
      onSubmit={submit}
      onInvalidSubmit={() => formWarning.warn(CHECK_FORM)}
      onSubmitWhileSaving={() => enqueueSnackbar(WAIT_FOR_SAVE, { variant: 'warning' })}
      onClone={(values) => navigate('/user/new', { state: { ...LEAVE_WITHOUT_ASKING, clonedUser: cloneUser(toUser(values)) } })}
      onSendPasswordReset={() => user && void sendPasswordReset.send(user)}
      sendingPasswordReset={sendPasswordReset.sending}
    />
  );
}
