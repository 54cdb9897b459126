import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import type { Application } from '../../../api/applications.enhance';
import { SubmitButton } from '../../../shared/form/SubmitButton';
import { DeleteDialog } from '../../../shared/dialog/DeleteDialog';
import { DELETE_CONFIRMATION } from '../applicationMessages';

interface ApplicationEditActionsProps {
  application?: Application;
  /** ERRIGAL_ADMIN: Create/Update App and Delete App. */
  canEdit: boolean;
  /** A save, sync or delete runs: the other buttons wait. */
  busy: boolean;
  syncing: boolean;
  deleting: boolean;
  deleteReason?: string;
  onSync: () => void;
  onDelete: () => Promise<boolean>;
  onDeleteDialogClosed: () => void;
}

/** Sync <name> (saved applications with a connector), Create or Update App, Delete App. */
export function ApplicationEditActions({ application, canEdit, busy, syncing, deleting, deleteReason, onSync, onDelete, onDeleteDialogClosed }: ApplicationEditActionsProps) {
  const [confirming, setConfirming] = useState(false);
  const close = () => {
    setConfirming(false);
    onDeleteDialogClosed();
  };
  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ mt: 2, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
      {application && !application.builtIn && (
        <Button
          variant="outlined"
          onClick={onSync}
          disabled={busy}
          startIcon={syncing ? <CircularProgress size={18} aria-hidden="true" /> : undefined}
        >
          {`Sync ${application.name}`}
        </Button>
      )}
      {canEdit && application && (
        <Button variant="outlined" color="error" onClick={() => setConfirming(true)} disabled={busy || application.builtIn}>
          Delete App
        </Button>
      )}
      {canEdit && (
        <SubmitButton submitting={busy}>{application ? 'Update App' : 'Create App'}</SubmitButton>
      )}
      {application && confirming && (
        <DeleteDialog name={application.name} refusal={deleteReason ?? null} deleting={deleting} onDelete={() => void onDelete()} onClose={close}>
          <DialogContentText>{DELETE_CONFIRMATION}</DialogContentText>
        </DeleteDialog>
      )}
    </Stack>
  );
}
