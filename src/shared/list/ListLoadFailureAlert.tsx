import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** A list that failed to load: what failed, and a way to ask again. */
export interface ListLoadFailure {
  retry: () => void;
  retrying: boolean;
  /** Present when the banner may be closed. */
  dismiss?: () => void;
}

/** Says which list could not be loaded and offers Retry (disabled while it asks again). */
export function ListLoadFailureAlert({ failure, children }: { failure: ListLoadFailure; children: string }) {
  return (
    <Alert
      severity="error"
      sx={{ mb: 2 }}
      onClose={failure.dismiss}
      action={
        <Button color="inherit" size="small" onClick={failure.retry} disabled={failure.retrying}>
          Retry
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
