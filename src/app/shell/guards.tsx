import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { useSnackbar } from 'notistack';
import { rememberReturnTo } from '../../features/session/returnTo';
import { selectHasUsername, selectIsAdmin, selectIsErrigalAdmin } from '../../features/session/sessionSlice';
import { useAppSelector } from '../hooks';

export const LOGIN_FIRST_WARNING = 'Please Login First';
/** The warning's toast key: the login that answers it closes it (a login no longer reloads the page). */
const LOGIN_FIRST_TOAST = 'login-first';

/** Warns once, remembers the requested page and starts a login. */
function RedirectToLogin() {
  const location = useLocation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const redirected = useRef(false);

  useEffect(() => {
    if (redirected.current) return;
    redirected.current = true;
    rememberReturnTo(`${location.pathname}${location.search}`);
    enqueueSnackbar(LOGIN_FIRST_WARNING, { variant: 'warning', key: LOGIN_FIRST_TOAST, preventDuplicate: true });
    navigate('/auth/login/user', { replace: true });
  }, [location, navigate, enqueueSnackbar]);

  return null;
}

/**
 * The product root (a first visit, the end of a logout): the user list, or for a logged-out
 * visitor the login itself. The warning is kept for a guarded page that someone asked for.
 */
export function RootRedirect() {
  const hasUsername = useAppSelector(selectHasUsername);
  return <Navigate to={hasUsername ? '/user/list' : '/auth/login/user'} replace />;
}

/** SPEC section 6: a user with a username reaches the pages below. */
export function RequireLogin() {
  const hasUsername = useAppSelector(selectHasUsername);
  const { closeSnackbar } = useSnackbar();
  useEffect(() => {
    if (hasUsername) closeSnackbar(LOGIN_FIRST_TOAST);
  }, [hasUsername, closeSnackbar]);
  return hasUsername ? <Outlet /> : <RedirectToLogin />;
}

/** ADMIN or ERRIGAL_ADMIN reach the pages below; others see /forbidden. */
export function RequireAdmin() {
  const isAdmin = useAppSelector(selectIsAdmin);
  return isAdmin ? <Outlet /> : <Navigate to="/forbidden" replace />;
}

/** ERRIGAL_ADMIN alone reaches the pages below; others see /forbidden. */
export function RequireErrigalAdmin() {
  const isErrigalAdmin = useAppSelector(selectIsErrigalAdmin);
  return isErrigalAdmin ? <Outlet /> : <Navigate to="/forbidden" replace />;
}

const RECORD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An edit screen's record id: one that cannot be a record's (ids are UUIDs) shows what an unknown
 * id shows, /notFound, where no reload could help.
 */
export function RequireRecordId({ children }: { children: ReactNode }) {
  const { uuid } = useParams();
  return uuid && RECORD_ID.test(uuid) ? children : <Navigate to="/notFound" replace />;
}
