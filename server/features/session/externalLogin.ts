import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { components } from '../../contract/openapi.gen';
import { fetchJson, oidcProvider, type OidcProvider } from '../../auth/oidcDiscovery';
import { CONSOLE_CLIENT_ID } from '../../db/builtins';
import { HttpProblem, badRequest } from '../../contract/problem';
import { consoleRolesOf, findAccountByUsername } from './accounts';
import { issueAccessToken } from './consoleToken';
import { startProviderSession } from './providerSession';
import { endSsoBinding, sameSecret, ssoBindingOf, startSsoBinding, type SsoBinding } from './ssoBinding';
import { assertSameOrigin } from '../../http/sameOrigin';
import type { JWTPayload } from 'jose';
import { idTokenShowsMfa } from '../mfa/policy';
import { recordSessionEvent } from '../../audit/sessionAudit';

type EnterpriseSso = components['schemas']['EnterpriseSso'];
type TokenResponse = components['schemas']['TokenResponse'];

/** SPEC section 8 "Login": the one answer to every failed external login. */
export const EXTERNAL_LOGIN_FAILED = 'Login failed due to an unknown reason';
export const SSO_SCOPE = 'openid profile email';

const notConfigured = () => new HttpProblem(501, 'Not Implemented', 'No external identity provider is configured');

/** Why an external login failed; logged for the operator, never shown to the user. */
class ExternalLoginError extends Error {}

export interface ExternalLogin {
  /** What the console needs to send the browser to the provider; undefined when SSO is off or the provider cannot be reached. */
  consoleSettings(request: FastifyRequest): Promise<EnterpriseSso | undefined>;
  /** startEnterpriseSso: binds a login to this browser; the state and nonce to send to the provider. */
  start(request: FastifyRequest, reply: FastifyReply): SsoBinding;
  /** getPropelTokenFromCode: the provider's code, the PKCE verifier and the state for the console's own token. */
  exchange(request: FastifyRequest, reply: FastifyReply, code: string, codeVerifier: string, state: string): Promise<TokenResponse>;
}

/** How far in the future an ID token's iat may be (clocks differ a little). */
export const IAT_SKEW_SECONDS = 60;

/**
 * What the login checks in a verified ID token beyond signature, issuer, audience and expiry
 * (oidcDiscovery.ts): the nonce of this browser's login; with several audiences, `azp` must be
 * this client (and when present, always); not issued in the future beyond IAT_SKEW_SECONDS.
 * Returns why the token is refused, or null.
 */
export function idTokenProblem(claims: JWTPayload, clientId: string, nonce: string, nowSeconds = Date.now() / 1000): string | null {
  if (typeof claims.nonce !== 'string' || !sameSecret(claims.nonce, nonce)) return 'the ID token does not carry the nonce of this login';
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (audiences.length > 1 && claims.azp === undefined) return 'the ID token has several audiences and no azp';
  if (claims.azp !== undefined && claims.azp !== clientId) return `the ID token was issued to ${String(claims.azp)} (azp), not to this client`;
  if (typeof claims.iat !== 'number' || claims.iat > nowSeconds + IAT_SKEW_SECONDS) return 'the ID token is issued in the future';
  return null;
}

/**
 * Enterprise SSO (README "Enterprise SSO"): login through an external OpenID Connect provider.
 * The console sends the browser to the provider with PKCE S256 and a state, the provider sends
 * it back to /callback, and the server redeems the code at the provider's token endpoint, checks
 * the ID token and issues the same token and provider session as a password login, for the active
 * user whose username (case-insensitive) is the provider's username claim.
 */
export function externalLogin(ctx: AppContext, provider?: OidcProvider): ExternalLogin {
  const { db, config } = ctx;
  const settings = config.enterpriseSso;
  const idp = settings ? (provider ?? oidcProvider(settings.issuerUrl, settings.timeoutMs)) : null;
  const redirectUri = `${config.publicUrl}/userprofile/callback`;
  const secureCookies = config.publicUrl.startsWith('https:');

  async function redeem(code: string, codeVerifier: string, nonce: string) {
    if (!settings || !idp) throw new ExternalLoginError('not configured');
    const metadata = await idp.metadata();
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' };
    const form = new URLSearchParams({ grant_type: 'authorization_code', code, code_verifier: codeVerifier, redirect_uri: redirectUri, client_id: settings.clientId });
    const methods = metadata.token_endpoint_auth_methods_supported;
    const postOnly = Array.isArray(methods) && !methods.includes('client_secret_basic') && methods.includes('client_secret_post');
    if (settings.clientSecret && postOnly) form.set('client_secret', settings.clientSecret);
    else if (settings.clientSecret) {
      const encode = (value: string) => encodeURIComponent(value);
      headers.authorization = `Basic ${Buffer.from(`${encode(settings.clientId)}:${encode(settings.clientSecret)}`).toString('base64')}`;
    }
    const tokens = await fetchJson(metadata.token_endpoint, settings.timeoutMs, { method: 'POST', headers, body: form.toString() });
    const idToken = stringField(tokens, 'id_token');
    if (!idToken) throw new ExternalLoginError('the token endpoint returned no id_token');
    const claims = await idp.verifyIdToken(idToken, settings.clientId);
    const refused = idTokenProblem(claims, settings.clientId, nonce);
    if (refused) throw new ExternalLoginError(refused);
    // IDP_REQUIRE_MFA: the provider's own word (amr/acr) that it asked for more than a password.
    if (config.idpRequireMfa && !idTokenShowsMfa(claims)) {
      throw new ExternalLoginError(`IDP_REQUIRE_MFA: the ID token shows no multi-factor login (amr ${JSON.stringify(claims.amr ?? null)}, acr ${JSON.stringify(claims.acr ?? null)})`);
    }
    const fromIdToken = stringField(claims, settings.usernameClaim);
    if (fromIdToken) return fromIdToken;
    // Many providers put profile claims only in userinfo; it must speak of the same subject.
    const accessToken = stringField(tokens, 'access_token');
    if (!metadata.userinfo_endpoint || !accessToken) throw new ExternalLoginError(`the ID token has no ${settings.usernameClaim} claim and there is no userinfo`);
    const userinfo = await fetchJson(metadata.userinfo_endpoint, settings.timeoutMs, { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } });
    if (stringField(userinfo, 'sub') !== claims.sub) throw new ExternalLoginError('userinfo names another subject than the ID token');
    const fromUserinfo = stringField(userinfo, settings.usernameClaim);
    if (!fromUserinfo) throw new ExternalLoginError(`neither the ID token nor userinfo has a ${settings.usernameClaim} claim`);
    return fromUserinfo;
  }

  return {
    async consoleSettings(request) {
      if (!settings || !idp) return undefined;
      try {
        const { authorization_endpoint } = await idp.metadata();
        return { authorizeUrl: authorization_endpoint, clientId: settings.clientId, redirectUri, scope: SSO_SCOPE };
      } catch (error) {
        request.log.warn({ err: error }, 'Enterprise SSO: the provider discovery failed; the login screen shows no SSO button');
        return undefined;
      }
    },

    start(request, reply) {
      if (!settings) throw notConfigured();
      assertSameOrigin(request, config.publicUrl);
      return startSsoBinding(reply, secureCookies);
    },

    async exchange(request, reply, code, codeVerifier, state) {
      if (!settings) throw notConfigured();
      let username: string | undefined;
      try {
        // Login CSRF: only this site's page may hand in a code, with the state of its own browser's login.
        assertSameOrigin(request, config.publicUrl);
        const binding = ssoBindingOf(request, secureCookies);
        if (!binding) throw new ExternalLoginError('no Enterprise SSO login was begun in this browser (no binding cookie)');
        if (!sameSecret(binding.state, state)) throw new ExternalLoginError('the state is not that of the login this browser began');
        endSsoBinding(reply, secureCookies);
        username = await redeem(code, codeVerifier, binding.nonce);
        const account = await findAccountByUsername(db, username);
        if (!account?.active) throw new ExternalLoginError(`no active user ${JSON.stringify(username)}`);
        const roles = await consoleRolesOf(db, account.uuid);
        if (roles.length === 0) throw new ExternalLoginError(`user ${account.username} has no role in the console`);
        const session = await startProviderSession(db, request, reply, account.uuid, config.providerSessionTtlSeconds, secureCookies, CONSOLE_CLIENT_ID);
        request.log.info({ username: account.username }, 'Enterprise SSO login');
        await recordSessionEvent(db, request, 'loginSso', account);
        return issueAccessToken(ctx, account, roles, session.sid, CONSOLE_CLIENT_ID);
      } catch (error) {
        request.log.warn({ err: error }, 'Enterprise SSO login failed');
        // The provider vouched for a user the console refused (unknown, inactive, no role): a failed login of that name.
        if (username !== undefined) await recordSessionEvent(db, request, 'loginFailed', { username });
        throw badRequest(EXTERNAL_LOGIN_FAILED);
      }
    },
  };
}

function stringField(value: unknown, name: string): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const field: unknown = Reflect.get(value, name);
  return typeof field === 'string' && field !== '' ? field : undefined;
}
