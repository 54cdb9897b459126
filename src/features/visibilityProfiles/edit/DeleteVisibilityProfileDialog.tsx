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
import { useDeleteVisibilityProfileMutation, useListVisibilityProfileUsersQuery } from '../../../api/visibilityProfiles.enhance';
import { deleteOutcome, holdersSentence, USERS_FAILED } from '../visibilityProfileMessages';

interface DeleteVisibilityProfileDialogProps {
  profile: { uuid: string; name: string };
  onClose: () => void;
}

/**
 * SPEC section 8 "Delete dialogs": it first loads the users who hold the profile and states the
 * active and inactive counts, then deletes and goes to the list. Rendered only while open.
 */
export function DeleteVisibilityProfileDialog({ profile, onClose }: DeleteVisibilityProfileDialogProps) {
  const users = useListVisibilityProfileUsersQuery({ id: profile.uuid }, { refetchOnMountOrArgChange: true });
  const [deleteProfile, { isLoading: deleting }] = useDeleteVisibilityProfileMutation();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => {
    if (users.isError) enqueueSnackbar(USERS_FAILED, { variant: 'error' });
  }, [users.isError, enqueueSnackbar]);

  const confirm = async () => {
    const outcome = deleteOutcome(await deleteProfile({ id: profile.uuid }));
    enqueueSnackbar(outcome.message, { variant: outcome.variant });
    if (outcome.variant === 'success') navigate('/profile/visibility/list');
    else setRefusal(outcome.refusal ?? null);
  };

  const active = users.data?.filter((user) => user.active).length ?? 0;
  const inactive = (users.data?.length ?? 0) - active;
  const titleId = 'delete-visibility-profile-title';
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
