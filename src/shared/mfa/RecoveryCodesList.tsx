import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export const RECOVERY_CODES_NOTE =
  'Save these recovery codes somewhere safe. Each one signs you in once if you lose your authenticator app. They will not be shown again.';

/** A new set of recovery codes, shown this once. */
export function RecoveryCodesList({ codes }: { codes: readonly string[] }) {
  return (
    <Box>
      <Alert severity="warning" sx={{ mb: 1 }}>
        {RECOVERY_CODES_NOTE}
      </Alert>
      <Typography component="ol" aria-label="Recovery codes" sx={{ fontFamily: 'monospace', columns: 2, m: 0, pl: 4 }}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Typography>
    </Box>
  );
}
