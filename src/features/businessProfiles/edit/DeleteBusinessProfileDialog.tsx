import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useDeleteBusinessProfileMutation, useListBusinessProfileUsersQuery } from '../../../api/businessProfiles.enhance';
import { failureAlert } from '../../../shared/api/apiError';
import { UserHoldersDeleteDialog } from '../../../shared/dialog/UserHoldersDeleteDialog';
import { DELETE_FAILED, DELETED, holdersSentence, USERS_FAILED } from '../businessProfileMessages';
import { LEAVE_WITHOUT_ASKING } from '../../../shared/form/leaveWithoutAsking';

interface DeleteBusinessProfileDialogProps {
  profile: { uuid: string; name: string };
  onClose: () => void;
}

/**
 * SPEC section 8 "Delete dialogs": it first loads the users who hold the profile and states the
 * active and inactive counts, then deletes (the users lose the profile in the same transaction).
 */
export function DeleteBusinessProfileDialog({ profile, onClose }: DeleteBusinessProfileDialogProps) {
  const users = useListBusinessProfileUsersQuery({ id: profile.uuid }, { refetchOnMountOrArgChange: true });
  const [deleteProfile, { isLoading: deleting }] = useDeleteBusinessProfileMutation();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string | null>(null);

  const confirm = async () => {
    const result = await deleteProfile({ id: profile.uuid });
    if ('error' in result) {
      enqueueSnackbar(DELETE_FAILED, { variant: 'error' });
      setRefusal(failureAlert(result.error));
      return;
    }
    enqueueSnackbar(DELETED, { variant: 'success' });
    navigate('/profile/business/list', { state: LEAVE_WITHOUT_ASKING });
  };

  return (
    <UserHoldersDeleteDialog
      name={profile.name}
      users={users}
      usersFailedMessage={USERS_FAILED}
      holdersSentence={holdersSentence}
      refusal={refusal}
      deleting={deleting}
      onDelete={() => void confirm()}
      onClose={onClose}
    />
  );
}
