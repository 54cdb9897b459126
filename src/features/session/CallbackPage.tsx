import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import { LoadingScreen } from '../../shared/loading/LoadingScreen';
import { clearLoginAttempt, readLoginAttempt } from './loginAttempt';
import { takeReturnTo } from './returnTo';
import { completeLogin } from './sessionThunks';
import { useStartupConfig } from './useStartupConfig';

/**
 * /selfcallback and /callback: the provider sends the browser here with code and state. A state
 * that does not match the stored one, or a missing code, is only logged (SPEC section 8 "Login").
 */
export default function CallbackPage() {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const config = useStartupConfig();
  const started = useRef(false);

  useEffect(() => {
    if (!config || started.current) return;
    started.current = true;
    const attempt = readLoginAttempt();
    const code = query.get('code');
    if (!code || !attempt || query.get('state') !== attempt.state) {
      console.error('Login callback ignored: the code is missing or the state does not match');
      return;
    }
    void (async () => {
      try {
        await dispatch(completeLogin({ clientId: config.clientId, code, codeVerifier: attempt.codeVerifier }));
        clearLoginAttempt();
        navigate(takeReturnTo(), { replace: true });
      } catch (error) {
        console.error('Login could not be completed', error);
      }
    })();
  }, [config, query, dispatch, navigate]);

  return <LoadingScreen />;
}
