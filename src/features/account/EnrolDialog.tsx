import { useId, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { RecoveryCodesList } from '../../shared/mfa/RecoveryCodesList';

interface EnrolDialogProps {
  title: string;
  /** The first factor's recovery codes, shown once after the enrolment. */
  codes: string[] | null;
  onClose: () => void;
  onAdded: () => void;
  children: ReactNode;
  /** The enrolment's own button beside Cancel, if any. */
  action?: ReactNode;
}

/** A new factor's dialog: its steps, then (for a first factor) the recovery codes and Done. */
export function EnrolDialog({ title, codes, onClose, onAdded, children, action }: EnrolDialogProps) {
  const titleId = useId();
  return (
    <Dialog open onClose={codes ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{codes ? 'Your recovery codes' : title}</DialogTitle>
      <DialogContent>
        {codes ? (
          <RecoveryCodesList codes={codes} />
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {codes ? (
          <Button variant="contained" onClick={onAdded}>
            Done
          </Button>
        ) : (
          <>
            <Button onClick={onClose}>Cancel</Button>
            {action}
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
