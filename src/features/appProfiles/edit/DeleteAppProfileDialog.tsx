import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useDeleteAppProfileMutation, useListAppProfileUsagesQuery } from '../../../api/appProfiles.enhance';
import { DeleteDialog } from '../../../shared/dialog/DeleteDialog';
import { useDeleteRecord } from '../../../shared/editScreen/useDeleteRecord';
import { deleteOutcome, USAGES_FAILED } from './appProfileMessages';

interface DeleteAppProfileDialogProps {
  profile: { uuid: string; name: string };
  onClose: () => void;
}

/**
 * SPEC section 8 "Delete dialogs": it first loads the business profiles that will lose the app
 * profile and lists them, then deletes (the server takes it out of them in the same transaction).
 */
export function DeleteAppProfileDialog({ profile, onClose }: DeleteAppProfileDialogProps) {
  const usages = useListAppProfileUsagesQuery({ id: profile.uuid }, { refetchOnMountOrArgChange: true });
  const { deleting, refusal, remove } = useDeleteRecord(useDeleteAppProfileMutation(), { outcome: deleteOutcome, listRoute: '/profile/app/list' });

  return (
    <DeleteDialog
      name={profile.name}
      loading={usages.isFetching}
      loadingLabel="Loading business profiles"
      loadFailed={usages.isError}
      loadFailedMessage={USAGES_FAILED}
      refusal={refusal}
      deleting={deleting}
      onDelete={() => void remove({ id: profile.uuid })}
      onClose={onClose}
    >
      {usages.data?.length ? (
        <>
          <Typography id="delete-app-profile-usages">These business profiles will lose this application profile:</Typography>
          <List dense aria-labelledby="delete-app-profile-usages">
            {usages.data.map((usage) => (
              <ListItem key={usage.uuid}>{usage.name}</ListItem>
            ))}
          </List>
        </>
      ) : (
        <Typography>No business profile uses this application profile.</Typography>
      )}
    </DeleteDialog>
  );
}
