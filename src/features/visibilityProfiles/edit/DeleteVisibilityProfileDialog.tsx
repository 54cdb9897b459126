import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useDeleteVisibilityProfileMutation, useListVisibilityProfileUsersQuery } from '../../../api/visibilityProfiles.enhance';
import { UserHoldersDeleteDialog } from '../../../shared/dialog/UserHoldersDeleteDialog';
import { deleteOutcome, holdersSentence, USERS_FAILED } from '../visibilityProfileMessages';
import { LEAVE_WITHOUT_ASKING } from '../../../shared/form/leaveWithoutAsking';

interface DeleteVisibilityProfileDialogProps {
  profile: { uuid: string; name: string };
  onClose: () => void;
}

/**
 * SPEC section 8 "Delete dialogs": it first loads the users who hold the profile and states the
 * active and inactive counts, then deletes and goes to the list.
 */
export function DeleteVisibilityProfileDialog({ profile, onClose }: DeleteVisibilityProfileDialogProps) {
  const users = useListVisibilityProfileUsersQuery({ id: profile.uuid }, { refetchOnMountOrArgChange: true });
  const [deleteProfile, { isLoading: deleting }] = useDeleteVisibilityProfileMutation();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string | null>(null);

  const confirm = async () => {
    const outcome = deleteOutcome(await deleteProfile({ id: profile.uuid }));
    enqueueSnackbar(outcome.message, { variant: outcome.variant });
    if (outcome.variant === 'success') navigate('/profile/visibility/list', { state: LEAVE_WITHOUT_ASKING });
    else setRefusal(outcome.refusal ?? null);
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
