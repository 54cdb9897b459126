import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/**
 * A login step's passkey button: `run` asks the server for options, lets the browser prompt and
 * sends the answer; it resolves to the message to show, or null when the login went on.
 */
export function PasskeyAction({ label, run }: { label: string; run: () => Promise<string | null> }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const click = async () => {
    setError(null);
    setBusy(true);
    try {
      setError(await run());
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={1}>
      {error && <Alert severity="error">{error}</Alert>}
      <Button variant="outlined" disabled={busy} onClick={() => void click()}>
        {label}
      </Button>
      {busy && <Typography role="status">Waiting for your passkey…</Typography>}
    </Stack>
  );
}
