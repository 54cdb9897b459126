import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { SubmitButton } from '../form/SubmitButton';

interface CodeFormProps {
  label: string;
  submitLabel: string;
  submitting: boolean;
  error: string | null;
  onSubmit: (code: string) => void;
  /** A recovery code (letters and dashes) may be typed as well as six digits. */
  allowRecoveryCode?: boolean;
}

/** One code field and its button: a sign-in's second step, or an enrolment's confirmation. */
export function CodeForm({ label, submitLabel, submitting, error, onSubmit, allowRecoveryCode = false }: CodeFormProps) {
  const [code, setCode] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    if (code.trim()) onSubmit(code.trim());
  };
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      {error && <Alert severity="error">{error}</Alert>}
      <TextField
        label={label}
        name="code"
        autoComplete="one-time-code"
        autoFocus
        required
        value={code}
        onChange={(event) => setCode(event.target.value)}
        slotProps={{ htmlInput: { inputMode: allowRecoveryCode ? 'text' : 'numeric', maxLength: allowRecoveryCode ? 32 : 6, spellCheck: false } }}
      />
      <SubmitButton submitting={submitting}>{submitLabel}</SubmitButton>
    </Stack>
  );
}
