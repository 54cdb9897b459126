import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';

/** A list that failed to load: what failed, and a way to ask again. */
export interface ListLoadFailure {
  retry: () => void;
  retrying: boolean;
  /** Present when the banner may be closed. */
  dismiss?: () => void;
}

/**
 * Says which list could not be loaded and offers Retry (disabled while it asks again), and Close
 * when the banner may be closed (MUI's own close button gives way to an `action`, so it is here).
 */
export function ListLoadFailureAlert({ failure, children }: { failure: ListLoadFailure; children: string }) {
  return (
    <Alert
      severity="error"
      sx={{ mb: 2 }}
      action={
        <>
          <Button color="inherit" size="small" onClick={failure.retry} disabled={failure.retrying}>
            Retry
          </Button>
          {failure.dismiss && (
            <IconButton aria-label="Close" title="Close" color="inherit" size="small" onClick={failure.dismiss}>
              <CloseIcon fontSize="small" />
            </IconButton>
          )}
        </>
      }
    >
      {children}
    </Alert>
  );
}
