import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useDeleteAppProfileMutation, useListAppProfileUsagesQuery } from '../../../api/appProfiles.enhance';
import { failureAlert } from '../../../shared/api/apiError';
import { DeleteDialog } from '../../../shared/dialog/DeleteDialog';
import { DELETE_FAILED, DELETED, USAGES_FAILED } from './appProfileMessages';
import { LEAVE_WITHOUT_ASKING } from '../../../shared/form/leaveWithoutAsking';

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
  const [deleteProfile, { isLoading: deleting }] = useDeleteAppProfileMutation();
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
    // Leaving the page closes the dialog with it.
    navigate('/profile/app/list', { state: LEAVE_WITHOUT_ASKING });
  };

  return (
    <DeleteDialog
      name={profile.name}
      loading={usages.isFetching}
      loadingLabel="Loading business profiles"
      loadFailed={usages.isError}
      loadFailedMessage={USAGES_FAILED}
      refusal={refusal}
      deleting={deleting}
      onDelete={() => void confirm()}
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
