import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSnackbar } from 'notistack';
import { setGlobalErrorHandlers } from '../../api/baseQuery';
import { clearStoredSession } from '../../api/tokenStorage';
import { rememberReturnTo } from '../../features/session/returnTo';
import { loggedOut } from '../../features/session/sessionSlice';
import { useAppDispatch } from '../hooks';
import { LEAVE_WITHOUT_ASKING } from '../../shared/form/leaveWithoutAsking';

/**
 * Connects the api's global error rules (SPEC section 8 "Global") to the router and the toasts:
 * not found goes to /notFound, warnings become warning toasts, and a rejected token sends the user
 * to log in again, back to this page afterwards.
 */
export function useGlobalErrorHandlers(): void {
  const navigate = useNavigate();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const { enqueueSnackbar } = useSnackbar();
  const currentPath = useRef('');

  useEffect(() => {
    currentPath.current = `${location.pathname}${location.search}`;
  }, [location]);

  useEffect(() => {
    setGlobalErrorHandlers({
      notFound: () => void navigate('/notFound'),
      warn: (message) => enqueueSnackbar(message, { variant: 'warning' }),
      unauthorized: () => {
        clearStoredSession();
        dispatch(loggedOut());
        rememberReturnTo(currentPath.current);
        void navigate('/auth/login/user', { state: LEAVE_WITHOUT_ASKING });
      },
    });
  }, [navigate, enqueueSnackbar, dispatch]);
}
