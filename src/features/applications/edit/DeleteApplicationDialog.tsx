import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { DELETE_CONFIRMATION } from '../applicationMessages';
import { deleteTitle } from '../../../shared/dialog/deleteTitle';

interface DeleteApplicationDialogProps {
  open: boolean;
  name: string;
  deleting: boolean;
  /** Why the server refused the delete. */
  reason?: string;
  onClose: () => void;
  onConfirm: () => void;
}

/** SPEC's confirmation before a delete, with Delete and Close. */
export function DeleteApplicationDialog({ open, name, deleting, reason, onClose, onConfirm }: DeleteApplicationDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="delete-application-title" aria-describedby="delete-application-text">
      <DialogTitle id="delete-application-title">{deleteTitle(name)}</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-application-text">{DELETE_CONFIRMATION}</DialogContentText>
        {reason && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {reason}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onConfirm} color="error" variant="contained" disabled={deleting}>
          Delete
        </Button>
        <Button onClick={onClose} disabled={deleting}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
