import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import Typography from '@mui/material/Typography';
import { useAppDispatch } from '../../app/hooks';
import { endSession } from './sessionThunks';

export const SIGNED_OUT_MESSAGE = 'You have been signed out.';
export const RETURN_TO_ROOT_DELAY_MS = 3000;

/** /logout: ends the session, says so, and returns to the product root after 3 seconds. */
export default function LogoutPage() {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void dispatch(endSession(query.get('ticket') ?? undefined));
  }, [dispatch, query]);

  useEffect(() => {
    const timer = setTimeout(() => navigate('/', { replace: true }), RETURN_TO_ROOT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <Typography role="status" sx={{ p: 4 }}>
      {SIGNED_OUT_MESSAGE}
    </Typography>
  );
}
