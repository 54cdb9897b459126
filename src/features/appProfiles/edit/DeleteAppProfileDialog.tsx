import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useDeleteAppProfileMutation, useListAppProfileUsagesQuery } from '../../../api/appProfiles.enhance';
import { errorMessage } from '../../../shared/api/apiError';
import { DELETE_FAILED, DELETED, USAGES_FAILED } from './appProfileMessages';

interface DeleteAppProfileDialogProps {
  profile: { uuid: string; name: string };
  onClose: () => void;
}

/**
 * SPEC section 4 "Delete dialog": it first loads the business profiles that will lose the app
 * profile and lists them, then deletes (the server takes it out of them in the same transaction).
 * Rendered only while open, so every opening loads the usages afresh.
 */
export function DeleteAppProfileDialog({ profile, onClose }: DeleteAppProfileDialogProps) {
  const usages = useListAppProfileUsagesQuery({ id: profile.uuid }, { refetchOnMountOrArgChange: true });
  const [deleteProfile, { isLoading: deleting }] = useDeleteAppProfileMutation();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => {
    if (usages.isError) enqueueSnackbar(USAGES_FAILED, { variant: 'error' });
  }, [usages.isError, enqueueSnackbar]);

  const confirm = async () => {
    const result = await deleteProfile({ id: profile.uuid });
    if ('error' in result) {
      enqueueSnackbar(DELETE_FAILED, { variant: 'error' });
      setRefusal(errorMessage(result.error));
      return;
    }
    enqueueSnackbar(DELETED, { variant: 'success' });
    // Leaving the page closes the dialog with it.
    navigate('/profile/app/list');
  };

  const titleId = 'delete-app-profile-title';
  return (
    <Dialog open onClose={deleting ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Delete {profile.name}</DialogTitle>
      <DialogContent>
        {refusal && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {refusal}
          </Alert>
        )}
        {usages.isFetching && <CircularProgress size={28} aria-label="Loading business profiles" />}
        {!usages.isFetching && usages.isError && <Alert severity="error">{USAGES_FAILED}</Alert>}
        {!usages.isFetching && usages.data && usages.data.length === 0 && (
          <Typography>No business profile uses this application profile.</Typography>
        )}
        {!usages.isFetching && usages.data && usages.data.length > 0 && (
          <>
            <Typography id="delete-app-profile-usages">
              These business profiles will lose this application profile:
            </Typography>
            <List dense aria-labelledby="delete-app-profile-usages">
              {usages.data.map((usage) => (
                <ListItem key={usage.uuid}>{usage.name}</ListItem>
              ))}
            </List>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button color="error" variant="contained" onClick={() => void confirm()} disabled={deleting || usages.isFetching || usages.isError}>
          Delete
        </Button>
        <Button onClick={onClose} disabled={deleting}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
