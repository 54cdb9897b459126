import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAppDispatch } from '../../app/hooks';
import { LoadingScreen } from '../../shared/loading/LoadingScreen';
import { endSession } from './sessionThunks';

export const SIGNED_OUT_MESSAGE = 'You have been signed out.';
export const RETURN_TO_ROOT_DELAY_MS = 3000;

/**
 * /logout: ends the session and only then says so (a test, or a user, acting on the message finds
 * nothing left), with a link to log in again; returns to the product root 3 seconds later.
 */
export default function LogoutPage() {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const started = useRef(false);
  const [signedOut, setSignedOut] = useState(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void dispatch(endSession(query.get('ticket') ?? undefined)).then(() => setSignedOut(true));
  }, [dispatch, query]);

  useEffect(() => {
    if (!signedOut) return;
    const timer = setTimeout(() => navigate('/', { replace: true }), RETURN_TO_ROOT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [signedOut, navigate]);

  if (!signedOut) return <LoadingScreen />;
  return (
    <Stack spacing={2} sx={{ p: 4 }}>
      <Typography role="status">{SIGNED_OUT_MESSAGE}</Typography>
      <Link component={RouterLink} to="/auth/login/user">
        Log In Again
      </Link>
    </Stack>
  );
}
