import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { useConfirmTotpEnrolmentMutation, useStartTotpEnrolmentMutation } from '../../api/account.enhance';
import type { TotpEnrolment } from '../../api/account.gen';
import { failureAlert } from '../../shared/api/apiError';
import { CodeForm } from '../../shared/mfa/CodeForm';
import { TotpKeyPanel } from '../../shared/mfa/TotpKeyPanel';
import { EnrolDialog } from './EnrolDialog';

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
    <EnrolDialog title={ADD_AUTHENTICATOR} codes={codes} onClose={onClose} onAdded={onAdded}>
      {enrolment && <TotpKeyPanel otpauthUri={enrolment.otpauthUri} secret={enrolment.secret} />}
      {!enrolment && error && <Alert severity="error">{error}</Alert>}
      {enrolment && (
        <>
          <TextField label="Name" value={name} onChange={(event) => setName(event.target.value)} slotProps={{ htmlInput: { maxLength: 100 } }} />
          <CodeForm label="Code from the app" submitLabel="Confirm" submitting={isLoading} error={error} onSubmit={(code) => void confirmCode(code)} />
        </>
      )}
    </EnrolDialog>
  );
}
