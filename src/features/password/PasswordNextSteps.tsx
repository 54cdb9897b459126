import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';

interface PasswordNextStepsProps {
  /** Offer a new reset link (the link in hand is no good). */
  askForNewLink?: boolean;
  loginLabel?: string;
}

/** The ways on from a password screen: the login, and a new reset link where that one failed. */
export function PasswordNextSteps({ askForNewLink = false, loginLabel = 'Back to Log In' }: PasswordNextStepsProps) {
  return (
    <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }}>
      {askForNewLink && (
        <Link component={RouterLink} to="/password/forgot">
          Request A New Link
        </Link>
      )}
      <Link component={RouterLink} to="/auth/login/user">
        {loginLabel}
      </Link>
    </Stack>
  );
}
