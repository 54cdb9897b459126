import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAuthorizeMutation, useStartEnterpriseSsoMutation } from '../../api/session.enhance';
import type { Credentials, SecondFactorChallenge } from '../../api/session.gen';
import { preloadAfterLogin } from '../../app/firstRoutePreload';
import { authorizeRequestFromQuery } from './authorizeRequest';
import { followRedirect, ownCallbackRoute } from './browserNavigation';
import { startEnterpriseSso } from './enterpriseSso';
import { LoginForm } from './LoginForm';
import { LOGIN_FAILED, loginErrorMessage } from './loginErrorMessage';
import { peekReturnTo } from './returnTo';
import { useStartupConfig } from './useStartupConfig';
import { SecondFactorStep } from './SecondFactorStep';

/** /authorize: the login screen for the authorization request carried in the query. */
export default function AuthorizePage() {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const [authorize, { isLoading }] = useAuthorizeMutation();
  const [beginEnterpriseSso] = useStartEnterpriseSsoMutation();
  const [error, setError] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);
  const enterpriseSso = useStartupConfig()?.enterpriseSso;

  const login = async (credentials: Credentials) => {
    setError(null);
    const authorizeRequest = authorizeRequestFromQuery(query);
    // A login to the console itself: what it opens next loads while the password is checked.
    if (ownCallbackRoute(authorizeRequest.redirect_uri)) preloadAfterLogin(peekReturnTo());
    const result = await authorize({ authorizeBody: { credentials, authorizeRequest } });
    if (result.error) setError(loginErrorMessage(result.error));
    else if (result.data.secondFactor) setChallenge(result.data.secondFactor);
    else if (result.data.redirectUrl) followRedirect(result.data.redirectUrl, navigate);
    else setError(LOGIN_FAILED);
  };

  const enterWithSso = async (sso: NonNullable<typeof enterpriseSso>) => {
    setError(null);
    try {
      await startEnterpriseSso(sso, () => beginEnterpriseSso().unwrap());
    } catch (failure) {
      console.error('Enterprise SSO could not begin', failure);
      setError(LOGIN_FAILED);
    }
  };

  if (challenge) {
    return <SecondFactorStep challenge={challenge} authorizeRequest={authorizeRequestFromQuery(query)} onRestart={() => setChallenge(null)} />;
  }

  return (
    <LoginForm
      submitting={isLoading}
      error={error}
      onSubmit={(credentials) => void login(credentials)}
      onEnterpriseSso={enterpriseSso ? () => void enterWithSso(enterpriseSso) : undefined}
    />
  );
}
