import crypto from 'node:crypto';
import { authorizeRequest, bearer, loginAs, pkcePair, registerClient, testAppsOnOneDatabase, TEST_PASSWORD } from '../../testing/testApp';
import { freePort } from '../../testing/listeningApp';
import { importEsm } from '../../testing/importEsm';
import { SoftAuthenticator } from '../../testing/softAuthenticator';
import { AUTHORIZATION_PATH, PASSKEY_SCRIPT_PATH, SECOND_FACTOR_ELSEWHERE } from './authorizationPage';

// Issue 23: "Use a passkey" on the standalone authorization page of other OAuth2 clients. The
// page's script asks the console's options endpoint for this login's challenge and posts the
// assertion in the page's form; these tests do what that script does, with a software
// authenticator (server/testing/softAuthenticator.ts), and a client built on oauth4webapi
// exchanges the code. Refused assertions count toward the account lockout; an assertion is taken
// once; a login waiting here and one in the console keep their own challenges; a user whom
// MFA_REQUIRED_ROLES sends to enrolment gets no session and no code here before it enrolled.
type OAuth = typeof import('oauth4webapi');
const API = '/userprofile/api/v1';
const policy = { threshold: 3, baseLockSeconds: 30, maxLockSeconds: 900, addressFreeFailures: 100, addressDelayMs: 1, addressMaxDelayMs: 5 };
const REDIRECT = 'http://127.0.0.1:9/reports/callback';
const SECRET = 'Zy9xW8vu7TS6rq5PO4nm3LK2ji1HGfed';
const PASSKEY_REFUSED = 'The passkey was not accepted; try again';
const LOGIN_EXPIRED = 'This login has expired; enter your username and password again';

let oauth: OAuth;
let apps: Awaited<ReturnType<typeof testAppsOnOneDatabase>>;
let app: Awaited<ReturnType<Awaited<ReturnType<typeof testAppsOnOneDatabase>>['start']>>;
let strict: typeof app;
let origin: string;
let as: import('oauth4webapi').AuthorizationServer;
let client: import('oauth4webapi').Client;
const insecure = () => ({ [oauth.allowInsecureRequests]: true });

beforeAll(async () => {
  oauth = await importEsm<OAuth>('oauth4webapi');
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  apps = await testAppsOnOneDatabase();
  app = await apps.start({ publicUrl: origin, loginThrottle: policy });
  await app.listen({ port, host: '127.0.0.1' });
  // The same database under MFA_REQUIRED_ROLES=ERRIGAL_ADMIN (reached through inject).
  strict = await apps.start({ publicUrl: origin, loginThrottle: policy, mfaRequiredRoles: ['ERRIGAL_ADMIN'] });
  client = { client_id: (await registerClient(app, { name: 'Reports Portal', redirect: REDIRECT, secret: SECRET })).clientId };
  const issuer = new URL(`${origin}/userprofile`);
  as = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, { algorithm: 'oidc', ...insecure() }));
});
afterAll(() => apps.stop());

const uuidOf = async (username: string) => (await app.ctx.db.query<{ uuid: string }>('select uuid from app_user where username = $1', [username]))[0].uuid;
const unlock = (username: string) => app.ctx.db.query('delete from login_failure where key = $1', [`user:${username}`]);
const removeFactors = async (username: string) => app.ctx.db.query('delete from mfa_factor where user_uuid = $1', [await uuidOf(username)]);

/** A passkey of a new software authenticator, added on My account (the user's factors removed first). */
async function addPasskey(username: string) {
  await removeFactors(username);
  const token = await loginAs(app, username);
  const authenticator = new SoftAuthenticator('127.0.0.1', origin);
  const options = await app.inject({ method: 'POST', url: `${API}/account/factors/passkey/options`, headers: bearer(token) });
  const added = await app.inject({ method: 'POST', url: `${API}/account/factors/passkey`, headers: bearer(token), payload: { name: 'Laptop', credential: authenticator.register(options.json()) } });
  expect(added.statusCode).toBe(200);
  return authenticator;
}

/** What the client application does before sending the browser to the provider (oauth4webapi). */
async function authorizationUrl() {
  const verifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const nonce = oauth.generateRandomNonce();
  const url = new URL(as.authorization_endpoint as string);
  const params = { client_id: client.client_id, redirect_uri: REDIRECT, response_type: 'code', scope: 'openid profile', state, nonce, code_challenge: await oauth.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256' };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return { url, verifier, state, nonce };
}

type Login = Awaited<ReturnType<typeof authorizationUrl>>;

/** The page's form posted with the authorization request it carries, and the given fields. */
const postForm = (on: typeof app, login: Login, fields: Record<string, string>) =>
  on.inject({
    method: 'POST',
    url: AUTHORIZATION_PATH,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    payload: new URLSearchParams({ ...Object.fromEntries(login.url.searchParams), ...fields }).toString(),
  });

/** The page's second step as the browser gets it: its ticket, the script's options URL and src. */
function secondStepOf(html: string) {
  const pick = (pattern: RegExp) => pattern.exec(html)?.[1];
  return {
    ticket: pick(/name="mfa_ticket" value="([^"]+)"/),
    optionsUrl: pick(/data-options-url="([^"]+)"/),
    script: /<script src="([^"]+)" integrity="([^"]+)"/.exec(html),
  };
}

/** The password step on the page, then the passkey script's request for this login's options. */
async function passkeyStep(username: string, on: typeof app = app) {
  const login = await authorizationUrl();
  const page = await postForm(on, login, { username, password: TEST_PASSWORD });
  expect(page.statusCode).toBe(200);
  const step = secondStepOf(page.body);
  expect(step.optionsUrl).toBe(`${API}/auth/secondFactor/passkey/options`);
  const options = await on.inject({ method: 'POST', url: step.optionsUrl!, payload: { ticket: step.ticket } });
  expect(options.statusCode).toBe(200);
  return { login, page, ticket: step.ticket!, options: options.json<{ challenge: string; allowCredentials: { id: string }[] }>() };
}

/** The passkey form's submit: the ticket and the assertion as JSON. */
const postPasskey = (login: Login, ticket: string, assertion: object, on: typeof app = app) => postForm(on, login, { mfa_ticket: ticket, passkey: JSON.stringify(assertion) });

/** The client's side after the redirect: the code exchanged for tokens (Basic), the ID token checked. */
async function exchange(location: string, login: Login) {
  const params = oauth.validateAuthResponse(as, client, new URL(location), login.state);
  const response = await oauth.authorizationCodeGrantRequest(as, client, oauth.ClientSecretBasic(SECRET), params, REDIRECT, login.verifier, insecure());
  const tokens = await oauth.processAuthorizationCodeResponse(as, client, response, { expectedNonce: login.nonce, requireIdToken: true });
  const claims = oauth.getValidatedIdTokenClaims(tokens)!;
  const userinfo = await oauth.processUserInfoResponse(as, client, claims.sub, await oauth.userInfoRequest(as, client, tokens.access_token, insecure()));
  return userinfo.preferred_username;
}

describe("the authorization page's passkey step", () => {
  it('is offered to a user with a passkey: a same-origin script that its CSP allows, no inline script', async () => {
    const first = await app.inject({ method: 'GET', url: `${AUTHORIZATION_PATH}${(await authorizationUrl()).url.search}` });
    expect(first.body).not.toContain('<script');
    expect(first.headers['content-security-policy']).not.toContain('script-src');

    await addPasskey('demo.admin');
    const { page } = await passkeyStep('demo.admin');
    expect(page.cookies).toHaveLength(0);
    expect(page.body).toContain('Use your passkey or security key, or enter one of your recovery codes.');
    expect(page.body).toMatch(/<form id="passkey-form" method="post" action="\/userprofile\/oauth2\/authorize" data-options-url="[^"]+" hidden>/);
    expect(page.body).toContain('<button type="button" id="passkey-button" class="secondary">Use a passkey</button>');
    expect(page.body).toContain('<div id="passkey-message" role="alert"></div>');
    // Every script has a src (no inline script), and there is one: the passkey script.
    expect(page.body.match(/<script[^>]*>/g)).toEqual([expect.stringMatching(/^<script src="\/userprofile\/oauth2\/passkey\.js\?v=[\w-]{16}" integrity="sha384-[\w+/=]+" defer>$/)]);
    const csp = page.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'none'; script-src 'self'; connect-src 'self';");
    expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);

    const [, src, integrity] = secondStepOf(page.body).script!;
    const script = await app.inject({ method: 'GET', url: src });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(`sha384-${crypto.createHash('sha384').update(script.rawPayload).digest('base64')}`).toBe(integrity);
    expect((await app.inject({ method: 'GET', url: PASSKEY_SCRIPT_PATH })).headers['cache-control']).toBe('no-cache');
  });

  it('signs in with a passkey: a real client exchanges the code; the assertion is taken once', async () => {
    const authenticator = await addPasskey('demo.admin');
    const { login, ticket, options } = await passkeyStep('demo.admin');
    expect(options.allowCredentials.map((one) => one.id)).toEqual([authenticator.id]);
    const assertion = authenticator.assert(options);
    const signedIn = await postPasskey(login, ticket, assertion);
    expect(signedIn.statusCode).toBe(303);
    expect(signedIn.cookies.map((c) => c.name)).toContain('up_session');
    expect(await exchange(signedIn.headers.location as string, login)).toBe('demo.admin');
    const [stored] = await app.ctx.db.query<{ counter: string }>('select counter from mfa_passkey where credential_id = $1', [authenticator.id]);
    expect(Number(stored.counter)).toBe(1);

    // The same assertion again: the login is over (back to the password), and a new login's
    // challenge is not the one it answered.
    const again = await postPasskey(login, ticket, assertion);
    expect(again.statusCode).toBe(401);
    expect(again.body).toContain(LOGIN_EXPIRED);
    expect(again.headers.location).toBeUndefined();
    const next = await passkeyStep('demo.admin');
    const replayed = await postPasskey(next.login, next.ticket, assertion);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.body).toContain(PASSKEY_REFUSED);
    // The page stays on its second step (the login's ticket and the passkey form) after a refusal.
    expect(secondStepOf(replayed.body).ticket).toBe(next.ticket);
    expect(replayed.body).toContain('id="passkey-form"');
    await unlock('demo.admin');
  });

  it('counts a refused passkey toward the account lockout as a wrong password', async () => {
    const authenticator = await addPasskey('demo.sco');
    const { login, ticket } = await passkeyStep('demo.sco');
    for (let i = 0; i < policy.threshold; i++) {
      const options = (await app.inject({ method: 'POST', url: `${API}/auth/secondFactor/passkey/options`, payload: { ticket } })).json();
      const refused = await postPasskey(login, ticket, authenticator.assert(options, 'https://evil.example'));
      expect(refused.statusCode).toBe(401);
      expect(refused.body).toContain(PASSKEY_REFUSED);
      expect(refused.cookies).toHaveLength(0);
    }
    // Locked: the right password answers as a wrong one, and a right assertion is refused.
    const locked = await postForm(app, await authorizationUrl(), { username: 'demo.sco', password: TEST_PASSWORD });
    expect(locked.statusCode).toBe(401);
    expect(locked.body).toContain('Invalid username or password');
    const options = (await app.inject({ method: 'POST', url: `${API}/auth/secondFactor/passkey/options`, payload: { ticket } })).json();
    expect((await postPasskey(login, ticket, authenticator.assert(options))).statusCode).toBe(401);
    const [failures] = await app.ctx.db.query<{ failures: number }>('select failures from login_failure where key = $1', ['user:demo.sco']);
    expect(failures.failures).toBeGreaterThanOrEqual(policy.threshold);

    await unlock('demo.sco');
    const after = await passkeyStep('demo.sco');
    const ok = await postPasskey(after.login, after.ticket, authenticator.assert(after.options));
    expect(ok.statusCode).toBe(303);
    expect(await exchange(ok.headers.location as string, after.login)).toBe('demo.sco');
    // A right answer cleared the count.
    expect(await app.ctx.db.query('select 1 from login_failure where key = $1 and failures > 0', ['user:demo.sco'])).toHaveLength(0);
  });

  it('gives one code when the same assertion is posted twice at once', async () => {
    const authenticator = await addPasskey('demo.sco');
    const { login, ticket, options } = await passkeyStep('demo.sco');
    const assertion = authenticator.assert(options);
    const posted = await Promise.all([postPasskey(login, ticket, assertion), postPasskey(login, ticket, assertion)]);
    expect(posted.map((res) => res.statusCode).sort()).toEqual([303, 401]);
    expect(await exchange(posted.find((res) => res.statusCode === 303)!.headers.location as string, login)).toBe('demo.sco');
    await unlock('demo.sco');
  });

  it("keeps the page's login and a console login of the same user apart: each answers its own challenge", async () => {
    const authenticator = await addPasskey('demo.sco');
    // A synced passkey (no counter), so that the two answers racing are both good.
    authenticator.counts = false;
    const onPage = await passkeyStep('demo.sco');
    const { challenge, state } = pkcePair();
    const consoleLogin = await app.inject({ method: 'POST', url: `${API}/auth/authorize`, payload: { credentials: { username: 'demo.sco', password: TEST_PASSWORD }, authorizeRequest: authorizeRequest(challenge, state, origin) } });
    const consoleTicket = consoleLogin.json().secondFactor.ticket as string;
    const consoleOptions = await app.inject({ method: 'POST', url: `${API}/auth/secondFactor/passkey/options`, payload: { ticket: consoleTicket } });
    const [page, viaConsole] = await Promise.all([
      postPasskey(onPage.login, onPage.ticket, authenticator.assert(onPage.options)),
      app.inject({ method: 'POST', url: `${API}/auth/secondFactor/passkey`, payload: { ticket: consoleTicket, credential: authenticator.assert(consoleOptions.json()) } }),
    ]);
    expect([page.statusCode, viaConsole.statusCode]).toEqual([303, 200]);
    expect(await exchange(page.headers.location as string, onPage.login)).toBe('demo.sco');
  });

  it('takes the ticket of this client only, and refuses an unreadable answer without counting it', async () => {
    const authenticator = await addPasskey('demo.sco');
    const { login, ticket, options } = await passkeyStep('demo.sco');
    const other = await registerClient(app, { name: 'Other', redirect: 'http://127.0.0.1:9/other', secret: 'Zy9xW8vu7TS6rq5PO4nm3LK2ji1HGfee' });
    const elsewhere = await postForm(app, login, { client_id: other.clientId, redirect_uri: 'http://127.0.0.1:9/other', mfa_ticket: ticket, passkey: JSON.stringify(authenticator.assert(options)) });
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.body).toContain(LOGIN_EXPIRED);
    expect(elsewhere.cookies).toHaveLength(0);

    const next = await passkeyStep('demo.sco');
    for (const unreadable of ['{not json', JSON.stringify({ id: 'x', type: 'public-key' }), JSON.stringify(['x']), 'x'.repeat(20_000)]) {
      const res = await postForm(app, next.login, { mfa_ticket: next.ticket, passkey: unreadable });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(PASSKEY_REFUSED);
    }
    expect(await app.ctx.db.query('select 1 from login_failure where key = $1 and failures > 0', ['user:demo.sco'])).toHaveLength(0);
    // The login still waits for its passkey.
    expect((await postPasskey(next.login, next.ticket, authenticator.assert(next.options))).statusCode).toBe(303);
  });
});

describe('a user whom MFA_REQUIRED_ROLES sends to enrolment', () => {
  it('gets no session, no ticket and no code on the page; once enrolled in the console, single sign-on serves the client and the page asks for the passkey', async () => {
    await removeFactors('demo.errigal');
    const errigal = await uuidOf('demo.errigal');
    const issued = async () => {
      const [row] = await strict.ctx.db.query<{ codes: number; sessions: number; pending: number }>(
        `select (select count(*)::int from auth_code where user_uuid = $1) as codes, (select count(*)::int from provider_session where user_uuid = $1) as sessions,
                (select count(*)::int from mfa_pending_login where user_uuid = $1) as pending`,
        [errigal],
      );
      return row;
    };
    const before = await issued();
    const login = await authorizationUrl();
    const refused = await postForm(strict, login, { username: 'demo.errigal', password: TEST_PASSWORD });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain(SECOND_FACTOR_ELSEWHERE);
    expect(refused.headers.location).toBeUndefined();
    expect(refused.cookies).toHaveLength(0);
    expect(refused.body).not.toContain('mfa_ticket');
    expect(await issued()).toEqual(before);

    // The console's login sends it to enrolment; it enrols a passkey there and its session starts.
    const { challenge, state } = pkcePair();
    const consoleLogin = await strict.inject({ method: 'POST', url: `${API}/auth/authorize`, payload: { credentials: { username: 'demo.errigal', password: TEST_PASSWORD }, authorizeRequest: authorizeRequest(challenge, state, origin) } });
    const ticket = consoleLogin.json().secondFactor.ticket as string;
    const authenticator = new SoftAuthenticator('127.0.0.1', origin);
    const options = await strict.inject({ method: 'POST', url: `${API}/auth/enrolment/passkey/options`, payload: { ticket } });
    const enrolled = await strict.inject({ method: 'POST', url: `${API}/auth/enrolment/passkey`, payload: { ticket, credential: authenticator.register(options.json()) } });
    expect(enrolled.statusCode).toBe(200);
    const cookies = Object.fromEntries(enrolled.cookies.map((c) => [c.name, c.value]));

    const sso = await authorizationUrl();
    const served = await strict.inject({ method: 'GET', url: `${AUTHORIZATION_PATH}${sso.url.search}`, cookies });
    expect(served.statusCode).toBe(303);
    expect(await exchange(served.headers.location as string, sso)).toBe('demo.errigal');
    // Without the session, the page now asks for its passkey after the password.
    const step = await passkeyStep('demo.errigal', strict);
    const ok = await postPasskey(step.login, step.ticket, authenticator.assert(step.options), strict);
    expect(ok.statusCode).toBe(303);
    expect(await exchange(ok.headers.location as string, step.login)).toBe('demo.errigal');
    await removeFactors('demo.errigal');
  });
});
