import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

/** A form's submit button, disabled with a spinner while its request runs. */
export function SubmitButton({ submitting, children = 'Submit' }: { submitting: boolean; children?: ReactNode }) {
  return (
    <Button
      type="submit"
      variant="contained"
      disabled={submitting}
      startIcon={submitting ? <CircularProgress size={18} aria-hidden="true" /> : undefined}
    >
      {children}
    </Button>
  );
}
