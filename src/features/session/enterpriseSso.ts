import type { EnterpriseSso, SsoStart } from '../../api/session.gen';
import { goToUrl } from './browserNavigation';
import { saveLoginAttempt } from './loginAttempt';
import { createPkceStart } from './pkce';

/**
 * The browser redirect to the external identity provider (SPEC section 7 "Auth"): client_id,
 * redirect_uri (the callback), code_challenge_method S256, code_challenge, response_type=code,
 * the state and nonce the server bound to this browser, and the OpenID scope the server asks for.
 */
export function enterpriseSsoAuthorizeUrl(sso: EnterpriseSso, pkce: { codeChallenge: string } & SsoStart): string {
  const url = new URL(sso.authorizeUrl);
  const query = {
    client_id: sso.clientId,
    redirect_uri: sso.redirectUri,
    code_challenge_method: 'S256',
    code_challenge: pkce.codeChallenge,
    response_type: 'code',
    state: pkce.state,
    nonce: pkce.nonce,
    scope: sso.scope,
  };
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.href;
}

/**
 * The Enterprise SSO button: the server binds the login to this browser (`begin`: its state and
 * nonce, and an HttpOnly cookie), a fresh verifier and that state are stored, then the browser
 * leaves for the provider.
 */
export async function startEnterpriseSso(sso: EnterpriseSso, begin: () => Promise<SsoStart>): Promise<void> {
  const { state, nonce } = await begin();
  const { codeVerifier, codeChallenge } = await createPkceStart();
  saveLoginAttempt({ codeVerifier, state });
  goToUrl(enterpriseSsoAuthorizeUrl(sso, { codeChallenge, state, nonce }));
}
