import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

/** Submit, disabled with a spinner while the request runs. */
export function SubmitButton({ submitting }: { submitting: boolean }) {
  return (
    <Button
      type="submit"
      variant="contained"
      disabled={submitting}
      startIcon={submitting ? <CircularProgress size={18} aria-hidden="true" /> : undefined}
    >
      Submit
    </Button>
  );
}
