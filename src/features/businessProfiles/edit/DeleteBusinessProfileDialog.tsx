import { useDeleteBusinessProfileMutation, useListBusinessProfileUsersQuery } from '../../../api/businessProfiles.enhance';
import { UserHoldersDeleteDialog } from '../../../shared/dialog/UserHoldersDeleteDialog';
import { useDeleteRecord } from '../../../shared/editScreen/useDeleteRecord';
import { deleteOutcome, holdersSentence, USERS_FAILED } from '../businessProfileMessages';

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
  const { deleting, refusal, remove } = useDeleteRecord(useDeleteBusinessProfileMutation(), { outcome: deleteOutcome, listRoute: '/profile/business/list' });
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
