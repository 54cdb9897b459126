import { useDeleteVisibilityProfileMutation, useListVisibilityProfileUsersQuery } from '../../../api/visibilityProfiles.enhance';
import { UserHoldersDeleteDialog } from '../../../shared/dialog/UserHoldersDeleteDialog';
import { useDeleteRecord } from '../../../shared/editScreen/useDeleteRecord';
import { deleteOutcome, holdersSentence, USERS_FAILED } from '../visibilityProfileMessages';

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
  const { deleting, refusal, remove } = useDeleteRecord(useDeleteVisibilityProfileMutation(), { outcome: deleteOutcome, listRoute: '/profile/visibility/list' });
  return (
    <UserHoldersDeleteDialog
      name={profile.name}
      users={users}
      usersFailedMessage={USERS_FAILED}
      holdersSentence={holdersSentence}
      refusal={refusal}
      deleting={deleting}
      onDelete={() => void remove({ id: profile.uuid })}
      onClose={onClose}
    />
  );
}
