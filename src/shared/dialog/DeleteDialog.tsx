import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useSnackbar } from 'notistack';
import { useEffect, useId, type ReactNode } from 'react';
import { deleteTitle } from './deleteTitle';

interface DeleteDialogProps {
  /** The record's name: the title says "Delete <name>". */
  name: string;
  /** What the delete will change is being loaded (e.g. the users who hold a profile); a plain confirmation loads nothing. */
  loading?: boolean;
  loadingLabel?: string;
  /** SPEC's words when that could not be loaded: a toast and the dialog say them, and Delete stays off. */
  loadFailed?: boolean;
  loadFailedMessage?: string;
  /** The server refused the delete: its reason. */
  refusal: string | null;
  /** False when what it loaded forbids the delete (a company still in use): no Delete button at all. */
  deletable?: boolean;
  deleting: boolean;
  onDelete: () => void;
  onClose: () => void;
  /** What the delete will change (once loaded). */
  children: ReactNode;
}

/**
 * Every edit screen's delete dialog (SPEC section 8): it first loads and states what the delete changes,
 * then Delete (disabled until that is known) or Close. Render it only while open, so every
 * opening loads afresh.
 */
export function DeleteDialog(props: DeleteDialogProps) {
  const { name, loading = false, loadingLabel, loadFailed = false, loadFailedMessage, refusal, deletable = true, deleting, onDelete, onClose, children } = props;
  const { enqueueSnackbar } = useSnackbar();
  const titleId = useId();

  useEffect(() => {
    if (loadFailed && loadFailedMessage) enqueueSnackbar(loadFailedMessage, { variant: 'error' });
  }, [loadFailed, loadFailedMessage, enqueueSnackbar]);

  return (
    <Dialog open onClose={deleting ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{deleteTitle(name)}</DialogTitle>
      <DialogContent>
        {refusal && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {refusal}
          </Alert>
        )}
        {loading && <CircularProgress size={28} aria-label={loadingLabel} />}
        {!loading && loadFailed && <Alert severity="error">{loadFailedMessage}</Alert>}
        {!loading && !loadFailed && children}
      </DialogContent>
      <DialogActions>
        {deletable && (
          <Button color="error" variant="contained" onClick={onDelete} disabled={deleting || loading || loadFailed}>
            Delete
          </Button>
        )}
        <Button onClick={onClose} disabled={deleting}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
