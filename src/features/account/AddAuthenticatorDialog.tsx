import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useConfirmTotpEnrolmentMutation, useStartTotpEnrolmentMutation } from '../../api/account.enhance';
import type { TotpEnrolment } from '../../api/account.gen';
import { failureAlert } from '../../shared/api/apiError';
import { CodeForm } from '../../shared/mfa/CodeForm';
import { RecoveryCodesList } from '../../shared/mfa/RecoveryCodesList';
import { TotpKeyPanel } from '../../shared/mfa/TotpKeyPanel';

export const ADD_AUTHENTICATOR = 'Add authenticator app';

/** Adds an authenticator app: a new key (QR code and text), its name, one code to confirm; the first factor's recovery codes once. */
export function AddAuthenticatorDialog({ onClose, onAdded }: { onClose: () => void; onAdded: () => void }) {
  const [start] = useStartTotpEnrolmentMutation();
  const [confirm, { isLoading }] = useConfirmTotpEnrolmentMutation();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [name, setName] = useState('Authenticator app');
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    void start().then((result) => {
      if (result.error) setError(failureAlert(result.error));
      else setEnrolment(result.data);
    });
  }, [start]);

  const confirmCode = async (code: string) => {
    if (!enrolment) return;
    setError(null);
    const result = await confirm({ id: enrolment.factorId, confirmFactorBody: { code, name: name.trim() || 'Authenticator app' } });
    if (result.error) return setError(failureAlert(result.error));
    if (result.data.recoveryCodes.length > 0) setCodes(result.data.recoveryCodes);
    else onAdded();
  };

  return (
    <Dialog open onClose={codes ? undefined : onClose} aria-labelledby="add-authenticator-title" maxWidth="xs" fullWidth>
      <DialogTitle id="add-authenticator-title">{codes ? 'Your recovery codes' : ADD_AUTHENTICATOR}</DialogTitle>
      <DialogContent>
        {codes ? (
          <RecoveryCodesList codes={codes} />
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            {enrolment && <TotpKeyPanel otpauthUri={enrolment.otpauthUri} secret={enrolment.secret} />}
            {!enrolment && error && <Alert severity="error">{error}</Alert>}
            {enrolment && (
              <>
                <TextField label="Name" value={name} onChange={(event) => setName(event.target.value)} slotProps={{ htmlInput: { maxLength: 100 } }} />
                <CodeForm label="Code from the app" submitLabel="Confirm" submitting={isLoading} error={error} onSubmit={(code) => void confirmCode(code)} />
              </>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {codes ? (
          <Button variant="contained" onClick={onAdded}>
            Done
          </Button>
        ) : (
          <Button onClick={onClose}>Cancel</Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
