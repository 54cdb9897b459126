import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useAppDispatch } from '../../app/hooks';
import { preloadRoute } from '../../app/firstRoutePreload';
import { LoadingScreen } from '../../shared/loading/LoadingScreen';
import { clearLoginAttempt, readLoginAttempt } from './loginAttempt';
import { LOGIN_FAILED } from './loginErrorMessage';
import { peekReturnTo, takeReturnTo } from './returnTo';
import { completeEnterpriseLogin, completeLogin } from './sessionThunks';
import { useStartupConfig } from './useStartupConfig';

export const LOGIN_START_PATH = '/auth/login/user';

/**
 * /selfcallback (the console's own provider) and /callback (Enterprise SSO: the external
 * provider's code goes to getPropelTokenFromCode): the provider sends the browser here with code and state. A state
 * that does not match the stored one, or a missing code, is only logged (SPEC section 8 "Login")
 * and the login starts over. A code the server will not exchange says the login failed and
 * offers a new one (starting over by itself could loop while the provider session lives).
 */
export default function CallbackPage({ external = false }: { external?: boolean }) {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const config = useStartupConfig();
  const started = useRef(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!config || started.current) return;
    started.current = true;
    const attempt = readLoginAttempt();
    const code = query.get('code');
    if (!code || !attempt || query.get('state') !== attempt.state) {
      console.error('Login callback ignored: the code is missing or the state does not match');
      clearLoginAttempt();
      navigate(LOGIN_START_PATH, { replace: true });
      return;
    }
    void (async () => {
      try {
        const { codeVerifier, state } = attempt;
        const returnTo = new URL(peekReturnTo(), window.location.origin);
        let returnPageCode: Promise<void> | undefined;
        const preload = () => {
          returnPageCode = preloadRoute(returnTo, dispatch);
        };
        await dispatch(
          external ? completeEnterpriseLogin({ code, codeVerifier, state }, preload) : completeLogin({ clientId: config.clientId, code, codeVerifier }, preload),
        );
        await returnPageCode;
        clearLoginAttempt();
        navigate(takeReturnTo(), { replace: true });
      } catch (error) {
        console.error('Login could not be completed', error);
        clearLoginAttempt();
        setFailed(true);
      }
    })();
  }, [config, query, dispatch, navigate, external]);

  if (!failed) return <LoadingScreen />;
  return (
    <Stack spacing={2} sx={{ maxWidth: 400, mx: 'auto', mt: 10, px: 2 }}>
      <Alert severity="error">{LOGIN_FAILED}</Alert>
      <Link component={RouterLink} to={LOGIN_START_PATH}>
        Log In Again
      </Link>
    </Stack>
  );
}
