import { createRemoteJWKSet, jwtVerify } from 'jose';
import { bearer, registerClient, TEST_PASSWORD } from '../../testing/testApp';
import { startListeningApp } from '../../testing/listeningApp';
import { importEsm } from '../../testing/importEsm';
import { AUTHORIZATION_PATH } from './authorizationPage';

// A backend team's applications, signed in through the provider with panva's oauth4webapi (no
// hand-written OAuth requests): discovery, the authorization URL, code, token (Basic, post and
// none), ID token with nonce, userinfo, the RFC 9068 access token verified with jose's remote
// JWKS, and the refusals as RFC error codes the library reads.

type OAuth = typeof import('oauth4webapi');
const API = '/userprofile/api/v1';
let oauth: OAuth;
let app: Awaited<ReturnType<typeof startListeningApp>>;
let issuer: URL;
let as: import('oauth4webapi').AuthorizationServer;
const confidential = { redirect: 'http://127.0.0.1:9/reports/callback', secret: 'Zy9xW8vu7TS6rq5PO4nm3LK2ji1HGfed', id: '' };
const kiosk = { redirect: 'http://127.0.0.1:9/kiosk/callback', id: '' };
const insecure = () => ({ [oauth.allowInsecureRequests]: true });

const register = async (name: string, redirect: string, secret: string) => (await registerClient(app, { name, redirect, secret })).clientId;

beforeAll(async () => {
  oauth = await importEsm<OAuth>('oauth4webapi');
  app = await startListeningApp();
  issuer = new URL(`${app.origin}/userprofile`);
  confidential.id = await register('Reports Portal', confidential.redirect, confidential.secret);
  kiosk.id = await register('Kiosk App', kiosk.redirect, 'InitialSecret1');
  await app.ctx.db.query('update auth_client set secret_hash = null where client_id = $1', [kiosk.id]);
  as = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, { algorithm: 'oidc', ...insecure() }));
});
afterAll(() => app.stop());

/** What a client application does before sending the browser to the provider. */
async function authorizationUrl(clientId: string, redirectUri: string, extra: Record<string, string> = {}) {
  const verifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const nonce = oauth.generateRandomNonce();
  const url = new URL(as.authorization_endpoint as string);
  const params = {
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid profile email',
    state,
    nonce,
    code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    ...extra,
  };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return { url, verifier, state, nonce };
}

/** The browser's part: the sign-in page, then the form posted back to it; returns where it is sent. */
async function signIn(url: URL, username = 'demo.admin') {
  const page = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  const form = new URLSearchParams(url.searchParams);
  form.set('username', username);
  form.set('password', TEST_PASSWORD);
  const posted = await app.inject({
    method: 'POST',
    url: AUTHORIZATION_PATH,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: app.origin },
    payload: form.toString(),
  });
  return { page, posted, callback: new URL(posted.headers.location as string), cookies: posted.cookies };
}

describe('discovery', () => {
  it('publishes the OpenID and RFC 8414 documents with a URL issuer', async () => {
    expect(as).toMatchObject({
      issuer: issuer.href,
      authorization_endpoint: `${app.origin}${AUTHORIZATION_PATH}`,
      token_endpoint: `${app.origin}${API}/auth/token`,
      jwks_uri: `${app.origin}${API}/auth/jwks`,
      userinfo_endpoint: `${app.origin}${API}/auth/userinfo`,
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'none'],
    });
    const rfc8414 = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, { algorithm: 'oauth2', ...insecure() }));
    expect(rfc8414).toEqual(as);
  });
});

describe('a confidential client', () => {
  it.each([
    ['client_secret_basic', () => oauth.ClientSecretBasic(confidential.secret)],
    ['client_secret_post', () => oauth.ClientSecretPost(confidential.secret)],
  ])('signs a user in with %s: tokens, ID token with nonce, userinfo, JWKS-verified access token', async (_method, auth) => {
    const client = { client_id: confidential.id };
    const { url, verifier, state, nonce } = await authorizationUrl(confidential.id, confidential.redirect);
    const { page, callback } = await signIn(url);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Reports Portal');
    const params = oauth.validateAuthResponse(as, client, callback, state);
    const response = await oauth.authorizationCodeGrantRequest(as, client, auth(), params, confidential.redirect, verifier, insecure());
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('pragma')).toBe('no-cache');
    expect(response.headers.get('www-authenticate')).toBeNull();
    const tokens = await oauth.processAuthorizationCodeResponse(as, client, response, { expectedNonce: nonce, requireIdToken: true });
    expect(tokens).toMatchObject({ token_type: 'bearer', expires_in: 900, scope: 'openid profile email' });
    const idClaims = oauth.getValidatedIdTokenClaims(tokens);
    expect(idClaims).toMatchObject({ iss: issuer.href, aud: confidential.id, azp: confidential.id, nonce, auth_time: expect.any(Number) });

    const userinfo = await oauth.processUserInfoResponse(as, client, idClaims!.sub, await oauth.userInfoRequest(as, client, tokens.access_token, insecure()));
    expect(userinfo).toMatchObject({ sub: idClaims!.sub, preferred_username: 'demo.admin', email: expect.stringContaining('@'), name: expect.any(String) });

    const jwks = createRemoteJWKSet(new URL(as.jwks_uri as string));
    const access = await jwtVerify(tokens.access_token, jwks, { issuer: issuer.href, audience: confidential.id, typ: 'at+jwt', algorithms: ['RS256'] });
    expect(access.protectedHeader).toMatchObject({ alg: 'RS256', typ: 'at+jwt', kid: expect.any(String) });
    expect(access.payload).toMatchObject({ sub: idClaims!.sub, client_id: confidential.id, scope: 'openid profile email', jti: expect.any(String), iat: expect.any(Number), exp: expect.any(Number) });
    // The library's own RFC 9068 check, as a resource server would run it.
    const request = new Request(`${app.origin}/resource`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    await expect(oauth.validateJwtAccessToken(as, request, confidential.id, insecure())).resolves.toMatchObject({ client_id: confidential.id });
    await jwtVerify(tokens.id_token!, jwks, { issuer: issuer.href, audience: confidential.id });

    // The admin API refuses a token issued to another client (audience).
    expect((await app.inject({ method: 'GET', url: `${API}/me`, headers: bearer(tokens.access_token) })).statusCode).toBe(401);
  });

  it('refusals carry the RFC codes the library reads', async () => {
    const client = { client_id: confidential.id };
    const { url, verifier, state } = await authorizationUrl(confidential.id, confidential.redirect);
    const params = oauth.validateAuthResponse(as, client, (await signIn(url)).callback, state);
    const grant = (auth: import('oauth4webapi').ClientAuth, redirect = confidential.redirect, codeVerifier = verifier) =>
      oauth.authorizationCodeGrantRequest(as, client, auth, params, redirect, codeVerifier, insecure()).then((response) => oauth.processAuthorizationCodeResponse(as, client, response));

    // A wrong secret by Basic: 401 with the Basic challenge naming the error (RFC 6749 5.2).
    const basic = await grant(oauth.ClientSecretBasic('wrong-secret')).catch((error: unknown) => error);
    expect(basic).toBeInstanceOf(oauth.WWWAuthenticateChallengeError);
    const challenge = (basic as InstanceType<OAuth['WWWAuthenticateChallengeError']>).cause[0];
    expect(challenge).toMatchObject({ scheme: 'basic', parameters: { error: 'invalid_client' } });
    // A wrong secret in the form: 401 invalid_client in the body.
    await expect(grant(oauth.ClientSecretPost('wrong-secret'))).rejects.toMatchObject({ error: 'invalid_client', status: 401 });
    // Another redirect_uri than the authorization request named, then a wrong verifier: invalid_grant.
    await expect(grant(oauth.ClientSecretBasic(confidential.secret), 'http://127.0.0.1:9/other')).rejects.toMatchObject({ error: 'invalid_grant', status: 400 });
    await expect(grant(oauth.ClientSecretBasic(confidential.secret), confidential.redirect, oauth.generateRandomCodeVerifier())).rejects.toMatchObject({ error: 'invalid_grant' });
    // A request without the code: invalid_request; another grant type: unsupported_grant_type.
    const generic = (grantType: string, parameters: Record<string, string>) =>
      oauth
        .genericTokenEndpointRequest(as, client, oauth.ClientSecretBasic(confidential.secret), grantType, new URLSearchParams(parameters), insecure())
        .then((response) => oauth.processGenericTokenEndpointResponse(as, client, response));
    await expect(generic('authorization_code', { code_verifier: verifier })).rejects.toMatchObject({ error: 'invalid_request', status: 400 });
    await expect(generic('refresh_token', { refresh_token: 'x' })).rejects.toMatchObject({ error: 'unsupported_grant_type' });
  });

  it('requires at the token endpoint the redirect_uri that the authorization request named', async () => {
    const client = { client_id: confidential.id };
    const { url, verifier, state } = await authorizationUrl(confidential.id, confidential.redirect);
    const params = oauth.validateAuthResponse(as, client, (await signIn(url)).callback, state);
    const form = new URLSearchParams({ code: params.get('code') as string, code_verifier: verifier });
    const withoutRedirect = await oauth.genericTokenEndpointRequest(as, client, oauth.ClientSecretBasic(confidential.secret), 'authorization_code', form, insecure());
    await expect(oauth.processGenericTokenEndpointResponse(as, client, withoutRedirect)).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('passes a state of any length back unchanged', async () => {
    const client = { client_id: confidential.id };
    for (const state of ['s2', 'x'.repeat(600)]) {
      const { url } = await authorizationUrl(confidential.id, confidential.redirect, { state });
      const { callback } = await signIn(url);
      expect(callback.searchParams.get('state')).toBe(state);
      expect(oauth.validateAuthResponse(as, client, callback, state).get('code')).toEqual(expect.any(String));
    }
  });
});

describe('a public client', () => {
  it('signs a user in with PKCE alone (none)', async () => {
    const client = { client_id: kiosk.id, token_endpoint_auth_method: 'none' };
    const { url, verifier, state, nonce } = await authorizationUrl(kiosk.id, kiosk.redirect);
    const params = oauth.validateAuthResponse(as, client, (await signIn(url, 'demo.sco')).callback, state);
    const response = await oauth.authorizationCodeGrantRequest(as, client, oauth.None(), params, kiosk.redirect, verifier, insecure());
    const tokens = await oauth.processAuthorizationCodeResponse(as, client, response, { expectedNonce: nonce, requireIdToken: true });
    const userinfo = await oauth.processUserInfoResponse(as, client, oauth.getValidatedIdTokenClaims(tokens)!.sub, await oauth.userInfoRequest(as, client, tokens.access_token, insecure()));
    expect(userinfo.preferred_username).toBe('demo.sco');
    // The same code again: invalid_grant.
    const again = await oauth.authorizationCodeGrantRequest(as, client, oauth.None(), params, kiosk.redirect, verifier, insecure());
    await expect(oauth.processAuthorizationCodeResponse(as, client, again)).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('gives a code its tokens once when it is redeemed in parallel', async () => {
    const client = { client_id: kiosk.id, token_endpoint_auth_method: 'none' };
    const { url, verifier, state, nonce } = await authorizationUrl(kiosk.id, kiosk.redirect);
    const params = oauth.validateAuthResponse(as, client, (await signIn(url)).callback, state);
    const redeem = () =>
      oauth
        .authorizationCodeGrantRequest(as, client, oauth.None(), params, kiosk.redirect, verifier, insecure())
        .then((response) => oauth.processAuthorizationCodeResponse(as, client, response, { expectedNonce: nonce }))
        .then(() => 'tokens', (error: { error?: string }) => error.error);
    const outcomes = await Promise.all(Array.from({ length: 5 }, redeem));
    expect(outcomes.sort()).toEqual(['invalid_grant', 'invalid_grant', 'invalid_grant', 'invalid_grant', 'tokens']);
  });
});
