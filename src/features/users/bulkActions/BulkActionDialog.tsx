import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { UserBulkAction } from '../../../api/users.gen';
import { actionLabels, confirmText, ELEMENTS_FOLLOW_PROFILE } from './bulkActionMessages';

export interface ProfileChoice {
  uuid: string;
  name: string;
}

interface BulkActionDialogProps {
  action: UserBulkAction;
  selected: number;
  /** The profiles to choose from, for a set action. */
  profiles?: readonly ProfileChoice[];
  onConfirm: (profile: ProfileChoice | null) => void;
  onCancel: () => void;
}

/** Asks before a bulk action, naming how many users it changes; a set action chooses its profile here. */
export function BulkActionDialog({ action, selected, profiles, onConfirm, onCancel }: BulkActionDialogProps) {
  const [profileUuid, setProfileUuid] = useState('');
  const profile = profiles?.find((p) => p.uuid === profileUuid) ?? null;
  const needsProfile = profiles !== undefined;
  return (
    <Dialog open onClose={onCancel} aria-labelledby="bulk-action-title">
      <DialogTitle id="bulk-action-title">{actionLabels[action]}</DialogTitle>
      <DialogContent>
        {needsProfile && (
          <TextField
            select
            fullWidth
            margin="dense"
            label={action === 'setBusinessProfile' ? 'Business Profile' : 'Visibility Profile'}
            value={profileUuid}
            onChange={(event) => setProfileUuid(event.target.value)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">---</option>
            {profiles.map((p) => (
              <option key={p.uuid} value={p.uuid}>
                {p.name}
              </option>
            ))}
          </TextField>
        )}
        <DialogContentText>{confirmText(action, selected, profile?.name)}</DialogContentText>
        {action === 'setBusinessProfile' && <DialogContentText sx={{ mt: 1 }}>{ELEMENTS_FOLLOW_PROFILE}</DialogContentText>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" disabled={needsProfile && !profile} onClick={() => onConfirm(profile)}>
          {actionLabels[action]}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
