import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAddPasskeyMutation, useStartPasskeyEnrolmentMutation } from '../../api/account.enhance';
import { createPasskey, passkeyRound } from '../../shared/mfa/passkeyCeremony';
import { EnrolDialog } from './EnrolDialog';

export const ADD_PASSKEY = 'Add passkey';
const DEFAULT_NAME = 'Passkey';

/** Adds a passkey or security key: a name, then the browser's own prompt; the first factor's recovery codes once. */
export function AddPasskeyDialog({ onClose, onAdded }: { onClose: () => void; onAdded: () => void }) {
  const [start] = useStartPasskeyEnrolmentMutation();
  const [add] = useAddPasskeyMutation();
  const [name, setName] = useState(DEFAULT_NAME);
  const [busy, setBusy] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const register = async () => {
    setError(null);
    setBusy(true);
    try {
      setError(
        await passkeyRound(
          () => start(),
          createPasskey,
          (credential) => add({ addPasskeyBody: { name: name.trim() || DEFAULT_NAME, credential } }),
          (data) => (data.recoveryCodes.length > 0 ? setCodes(data.recoveryCodes) : onAdded()),
        ),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <EnrolDialog
      title={ADD_PASSKEY}
      codes={codes}
      onClose={onClose}
      onAdded={onAdded}
      action={
        <Button variant="contained" disabled={busy} onClick={() => void register()}>
          Create passkey
        </Button>
      }
    >
      <Typography>Name it, then follow your browser&apos;s prompt: this device, a phone or a security key.</Typography>
      <TextField label="Name" value={name} onChange={(event) => setName(event.target.value)} slotProps={{ htmlInput: { maxLength: 100 } }} />
      {error && <Alert severity="error">{error}</Alert>}
      {busy && <Typography role="status">Waiting for your passkey…</Typography>}
    </EnrolDialog>
  );
}
