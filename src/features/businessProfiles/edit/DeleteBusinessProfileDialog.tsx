import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useDeleteBusinessProfileMutation, useListBusinessProfileUsersQuery } from '../../../api/businessProfiles.enhance';
import { errorMessage } from '../../../shared/api/apiError';
import { DELETE_FAILED, DELETED, holdersSentence, USERS_FAILED } from '../businessProfileMessages';

interface DeleteBusinessProfileDialogProps {
  profile: { uuid: string; name: string };
  onClose: () => void;
}

/**
 * SPEC section 8 "Delete dialogs": it first loads the users who hold the profile and states the
 * active and inactive counts, then deletes (the users lose the profile in the same transaction).
 * Rendered only while open, so every opening counts afresh.
 */
export function DeleteBusinessProfileDialog({ profile, onClose }: DeleteBusinessProfileDialogProps) {
  const users = useListBusinessProfileUsersQuery({ id: profile.uuid }, { refetchOnMountOrArgChange: true });
  const [deleteProfile, { isLoading: deleting }] = useDeleteBusinessProfileMutation();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => {
    if (users.isError) enqueueSnackbar(USERS_FAILED, { variant: 'error' });
  }, [users.isError, enqueueSnackbar]);

  const confirm = async () => {
    const result = await deleteProfile({ id: profile.uuid });
    if ('error' in result) {
      enqueueSnackbar(DELETE_FAILED, { variant: 'error' });
      setRefusal(errorMessage(result.error));
      return;
    }
    enqueueSnackbar(DELETED, { variant: 'success' });
    navigate('/profile/business/list');
  };

  const active = users.data?.filter((user) => user.active).length ?? 0;
  const inactive = (users.data?.length ?? 0) - active;
  const titleId = 'delete-business-profile-title';
  return (
    <Dialog open onClose={deleting ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Delete {profile.name}</DialogTitle>
      <DialogContent>
        {refusal && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {refusal}
          </Alert>
        )}
        {users.isFetching && <CircularProgress size={28} aria-label="Loading the users of this profile" />}
        {!users.isFetching && users.isError && <Alert severity="error">{USERS_FAILED}</Alert>}
        {!users.isFetching && users.data && <Typography>{holdersSentence(active, inactive)}</Typography>}
      </DialogContent>
      <DialogActions>
        <Button color="error" variant="contained" onClick={() => void confirm()} disabled={deleting || users.isFetching || users.isError}>
          Delete
        </Button>
        <Button onClick={onClose} disabled={deleting}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
