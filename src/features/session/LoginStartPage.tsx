import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useSessionAuthorizeMutation } from '../../api/session.enhance';
import { LoadingScreen } from '../../shared/loading/LoadingScreen';
import { authorizeQuery, buildAuthorizeRequest, selfCallbackUri } from './authorizeRequest';
import { followRedirect } from './browserNavigation';
import { saveLoginAttempt } from './loginAttempt';
import { createPkceStart } from './pkce';
import { useStartupConfig } from './useStartupConfig';

/**
 * /auth/login/user: starts a login with a fresh code challenge. Single sign-on is tried first;
 * without a provider session the login screen takes over.
 */
export default function LoginStartPage() {
  const navigate = useNavigate();
  const config = useStartupConfig();
  const [sessionAuthorize] = useSessionAuthorizeMutation();
  const started = useRef(false);

  useEffect(() => {
    if (!config || started.current) return;
    started.current = true;
    void (async () => {
      const { codeVerifier, state, codeChallenge } = await createPkceStart();
      saveLoginAttempt({ codeVerifier, state });
      const request = buildAuthorizeRequest({
        clientId: config.clientId,
        redirectUri: selfCallbackUri(),
        codeChallenge,
        state,
      });
      try {
        const { redirectUrl } = await sessionAuthorize({ authorizeRequest: request }).unwrap();
        followRedirect(redirectUrl, navigate);
      } catch {
        navigate(`/authorize?${authorizeQuery(request)}`, { replace: true });
      }
    })();
  }, [config, navigate, sessionAuthorize]);

  return <LoadingScreen />;
}
