import { TOTP, URI } from 'otpauth';
import { TEST_PASSWORD, authorizeRequest, bearer, loginAs, pkcePair, registerClient, testAppsOnOneDatabase } from '../../testing/testApp';
import { authorize, redeem } from '../../testing/twoStepLogin';
import { AUTHORIZATION_PATH, SECOND_FACTOR_ELSEWHERE } from '../session/authorizationPage';
import { idTokenShowsMfa } from './policy';
import { loadConfig, mfaRequiredRolesFrom } from '../../config';

// Issue 23: TOTP enrolment, sign-in with each factor, replay, lockout, recovery codes, the
// MFA_REQUIRED_ROLES policy, an admin's reset, and who may see and end whose sessions.
// TOTP codes are computed here by the otpauth library from the key the server handed out.
const API = '/userprofile/api/v1';
const policy = { threshold: 3, baseLockSeconds: 30, maxLockSeconds: 900, addressFreeFailures: 100, addressDelayMs: 1, addressMaxDelayMs: 5 };
let apps: Awaited<ReturnType<typeof testAppsOnOneDatabase>>;
let app: Awaited<ReturnType<Awaited<ReturnType<typeof testAppsOnOneDatabase>>['start']>>;
let strict: typeof app;

beforeAll(async () => {
  apps = await testAppsOnOneDatabase();
  app = await apps.start({ loginThrottle: policy });
  strict = await apps.start({ loginThrottle: policy, mfaRequiredRoles: ['ERRIGAL_ADMIN'] });
});
afterAll(() => apps.stop());

const totpOf = (otpauthUri: string) => URI.parse(otpauthUri) as TOTP;
/** A code of the next time step: valid now (one step of drift is accepted) and not yet used. */
const nextCode = (totp: TOTP, steps = 1) => totp.generate({ timestamp: Date.now() + steps * 30_000 });

const secondFactor = (on: typeof app, ticket: string, code: string) =>
  on.inject({ method: 'POST', url: `${API}/auth/secondFactor`, payload: { ticket, code } });

/** Enrols a TOTP factor on My account; returns the app's TOTP and the recovery codes. */
async function enrol(on: typeof app, token: string) {
  const started = await on.inject({ method: 'POST', url: `${API}/account/factors/totp`, headers: bearer(token) });
  expect(started.statusCode).toBe(200);
  const { factorId, secret, otpauthUri } = started.json<{ factorId: string; secret: string; otpauthUri: string }>();
  const totp = totpOf(otpauthUri);
  expect(totp.secret.base32).toBe(secret);
  expect(totp.algorithm).toBe('SHA1');
  expect(totp.digits).toBe(6);
  expect(totp.period).toBe(30);
  const confirmingCode = totp.generate();
  const confirmed = await on.inject({
    method: 'POST',
    url: `${API}/account/factors/${factorId}/confirm`,
    headers: bearer(token),
    payload: { code: confirmingCode, name: 'My phone' },
  });
  expect(confirmed.statusCode).toBe(200);
  return { totp, factorId, confirmingCode, recoveryCodes: confirmed.json<{ recoveryCodes: string[] }>().recoveryCodes };
}

const resetFactors = (uuid: string) => app.ctx.db.query('delete from mfa_factor where user_uuid = $1', [uuid]);
const uuidOf = async (username: string) => (await app.ctx.db.query<{ uuid: string }>('select uuid from app_user where username = $1', [username]))[0].uuid;

describe('TOTP enrolment and sign-in', () => {
  it('a key counts only once confirmed by a valid code; a wrong code is refused', async () => {
    const token = await loginAs(app, 'demo.admin');
    const started = await app.inject({ method: 'POST', url: `${API}/account/factors/totp`, headers: bearer(token) });
    const { factorId, otpauthUri } = started.json<{ factorId: string; otpauthUri: string }>();
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/User%20Profile:demo\.admin\?/);
    const wrong = String((Number(totpOf(otpauthUri).generate()) + 1) % 1_000_000).padStart(6, '0');
    const refused = await app.inject({ method: 'POST', url: `${API}/account/factors/${factorId}/confirm`, headers: bearer(token), payload: { code: wrong, name: 'x' } });
    expect(refused.statusCode).toBe(400);
    // Unconfirmed: the login still needs no second factor.
    const { res } = await authorize(app, 'demo.admin');
    expect(res.json().redirectUrl).toBeDefined();
  });

  it('after enrolment the password alone gets no session and no code; the TOTP code does, once', async () => {
    const token = await loginAs(app, 'demo.admin');
    const { totp, confirmingCode, recoveryCodes } = await enrol(app, token);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const stored = await app.ctx.db.query<{ code_hash: string }>('select code_hash from mfa_recovery_code where user_uuid = $1', [await uuidOf('demo.admin')]);
    expect(stored).toHaveLength(10);
    expect(stored.map((row) => row.code_hash)).not.toContain(recoveryCodes[0]);

    const { res, verifier } = await authorize(app, 'demo.admin');
    expect(res.statusCode).toBe(200);
    expect(res.json().redirectUrl).toBeUndefined();
    expect(res.json().secondFactor).toMatchObject({ enrol: false, kinds: ['totp'] });
    expect(res.cookies).toHaveLength(0);
    const ticket = res.json().secondFactor.ticket as string;

    // The code that confirmed the enrolment was used in its step: not again (no replay). That very
    // code, not a new one of the current step: on a loaded machine the step may have moved on.
    expect((await secondFactor(app, ticket, confirmingCode)).statusCode).toBe(401);
    const code = nextCode(totp);
    const ok = await secondFactor(app, ticket, code);
    expect(ok.statusCode).toBe(200);
    expect(ok.cookies.map((c) => c.name)).toContain('up_session');
    const access = await redeem(app, ok.json().redirectUrl, verifier);
    expect((await app.inject({ method: 'GET', url: `${API}/me`, headers: bearer(access) })).statusCode).toBe(200);

    // The same code in a new login: refused, it was used.
    const again = await authorize(app, 'demo.admin');
    expect((await secondFactor(app, again.res.json().secondFactor.ticket, code)).statusCode).toBe(401);
    // The ticket is used up by a success.
    expect((await secondFactor(app, ticket, nextCode(totp))).statusCode).toBe(401);
  });

  it('a recovery code signs in once; a new set kills the old one', async () => {
    const admin = await uuidOf('demo.admin');
    const [{ n }] = await app.ctx.db.query<{ n: number }>('select count(*)::int as n from mfa_factor where user_uuid = $1 and confirmed_at is not null', [admin]);
    expect(n).toBe(1);
    const token = await loginAs(app, 'demo.sco');
    const { recoveryCodes } = await enrol(app, token);
    const first = await authorize(app, 'demo.sco');
    const used = await secondFactor(app, first.res.json().secondFactor.ticket, recoveryCodes[3].toLowerCase());
    expect(used.statusCode).toBe(200);
    const second = await authorize(app, 'demo.sco');
    expect((await secondFactor(app, second.res.json().secondFactor.ticket, recoveryCodes[3])).statusCode).toBe(401);

    const mine = await app.inject({ method: 'GET', url: `${API}/account/factors`, headers: bearer(token) });
    expect(mine.json()).toMatchObject({ recoveryCodesLeft: 9, required: false, factors: [{ kind: 'totp', name: 'My phone' }] });
    const fresh = await app.inject({ method: 'POST', url: `${API}/account/recoveryCodes`, headers: bearer(token) });
    expect(fresh.json().recoveryCodes).toHaveLength(10);
    const third = await authorize(app, 'demo.sco');
    expect((await secondFactor(app, third.res.json().secondFactor.ticket, recoveryCodes[4])).statusCode).toBe(401);
    const fourth = await authorize(app, 'demo.sco');
    expect((await secondFactor(app, fourth.res.json().secondFactor.ticket, fresh.json().recoveryCodes[0])).statusCode).toBe(200);
    await resetFactors(await uuidOf('demo.sco'));
  });

  it('wrong codes count toward the account lockout as wrong passwords do', async () => {
    const login = await authorize(app, 'demo.admin');
    const ticket = login.res.json().secondFactor.ticket as string;
    for (let i = 0; i < policy.threshold; i++) expect((await secondFactor(app, ticket, '000000')).statusCode).toBe(401);
    // Locked: the right password answers as a wrong one.
    const locked = await authorize(app, 'demo.admin');
    expect(locked.res.statusCode).toBe(401);
    await app.ctx.db.query("delete from login_failure where key = 'user:demo.admin'");
    expect((await authorize(app, 'demo.admin')).res.json().secondFactor).toBeDefined();
  });

  it('a ticket takes at most 5 codes', async () => {
    const login = await authorize(app, 'demo.admin');
    const ticket = login.res.json().secondFactor.ticket as string;
    for (let i = 0; i < 5; i++) {
      await secondFactor(app, ticket, '000000');
      await app.ctx.db.query("delete from login_failure where key = 'user:demo.admin'");
    }
    const [{ secret }] = await app.ctx.db.query<{ secret: string }>("select secret from mfa_factor f join app_user u on u.uuid = f.user_uuid where u.username = 'demo.admin'");
    const totp = new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 });
    await app.ctx.db.query("update mfa_factor set last_used_step = null where user_uuid = (select uuid from app_user where username = 'demo.admin')");
    expect((await secondFactor(app, ticket, totp.generate())).statusCode).toBe(401);
    // The same, unused code in a new login's ticket is right.
    const fresh = await authorize(app, 'demo.admin');
    expect((await secondFactor(app, fresh.res.json().secondFactor.ticket, totp.generate())).statusCode).toBe(200);
  });

  it('the form login opens no session for a user with a second factor', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/userprofile/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:8080' },
      payload: `username=demo.admin&password=${encodeURIComponent(TEST_PASSWORD)}`,
    });
    expect(res.json()).toEqual({ success: false });
    expect(res.cookies).toHaveLength(0);
  });
});

describe('MFA_REQUIRED_ROLES', () => {
  it('sends a required role without a factor to enrolment before any session; other roles log in as before', async () => {
    const sco = await authorize(strict, 'demo.sco');
    expect(sco.res.json().redirectUrl).toBeDefined();

    const login = await authorize(strict, 'demo.errigal');
    expect(login.res.json().secondFactor).toEqual({ ticket: expect.any(String), enrol: true, kinds: [] });
    expect(login.res.cookies).toHaveLength(0);
    const ticket = login.res.json().secondFactor.ticket as string;
    // The second-factor step is not for a login that must enrol.
    expect((await secondFactor(strict, ticket, '123456')).statusCode).toBe(400);
    const started = await strict.inject({ method: 'POST', url: `${API}/auth/enrolment`, payload: { ticket } });
    const totp = totpOf(started.json().otpauthUri);
    const confirmed = await strict.inject({ method: 'POST', url: `${API}/auth/enrolment/confirm`, payload: { ticket, code: totp.generate() } });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().recoveryCodes).toHaveLength(10);
    const cookies = Object.fromEntries(confirmed.cookies.map((c) => [c.name, c.value]));
    const pkce = pkcePair();
    const code = await strict.inject({
      method: 'POST',
      url: `${API}/auth/session`,
      cookies,
      headers: { 'x-xsrf-token': cookies['XSRF-TOKEN'] },
      payload: authorizeRequest(pkce.challenge, pkce.state),
    });
    expect(code.statusCode).toBe(200);
    const access = await redeem(strict, code.json().redirectUrl, pkce.verifier);

    // The last factor of a required role cannot be removed; the next login asks for the code.
    const mine = await strict.inject({ method: 'GET', url: `${API}/account/factors`, headers: bearer(access) });
    expect(mine.json().required).toBe(true);
    const removed = await strict.inject({ method: 'DELETE', url: `${API}/account/factors/${mine.json().factors[0].id}`, headers: bearer(access) });
    expect(removed.statusCode).toBe(400);
    expect((await authorize(strict, 'demo.errigal')).res.json().secondFactor.enrol).toBe(false);
    await resetFactors(await uuidOf('demo.errigal'));
  });
});

describe('an admin resets factors; sessions seen and ended', () => {
  it('only an ERRIGAL_ADMIN resets another user\'s factors, and that user\'s sessions end', async () => {
    await resetFactors(await uuidOf('demo.sco'));
    const sco = await loginAs(app, 'demo.sco');
    await enrol(app, sco);
    const scoUuid = await uuidOf('demo.sco');
    const admin = await loginAs(app, 'demo.errigal');
    const adminOnly = await loginAs(app, 'demo.sco').catch(() => null);
    expect(adminOnly).toBeNull(); // demo.sco now needs its code
    const byAdmin = await app.inject({ method: 'DELETE', url: `${API}/user/${scoUuid}/factors`, headers: bearer(await loginAsPlainAdmin()) });
    expect(byAdmin.statusCode).toBe(403);
    const reset = await app.inject({ method: 'DELETE', url: `${API}/user/${scoUuid}/factors`, headers: bearer(admin) });
    expect(reset.statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: `${API}/me`, headers: bearer(sco) })).statusCode).toBe(401);
    expect((await authorize(app, 'demo.sco')).res.json().redirectUrl).toBeDefined();
  });

  it('lists and ends sessions: own ones, and a manageable user\'s only', async () => {
    const first = await loginAs(app, 'demo.sco');
    const second = await loginAs(app, 'demo.sco');
    const mine = await app.inject({ method: 'GET', url: `${API}/account/sessions`, headers: bearer(first) });
    const sessions = mine.json<{ sid: string; current: boolean; browser: string; address: string; client: string }[]>();
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ address: '127.0.0.1', client: expect.any(String) });

    const scoUuid = await uuidOf('demo.sco');
    const errigalUuid = await uuidOf('demo.errigal');
    const admin = await loginAsPlainAdmin();
    // ADMIN may manage an SCO_ADMIN; an SCO_ADMIN may not see an ERRIGAL_ADMIN, nor an ADMIN an ERRIGAL_ADMIN.
    const listed = await app.inject({ method: 'GET', url: `${API}/user/${scoUuid}/sessions`, headers: bearer(admin) });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().factorCount).toBe(0);
    expect((await app.inject({ method: 'GET', url: `${API}/user/${errigalUuid}/sessions`, headers: bearer(first) })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `${API}/user/${errigalUuid}/sessions`, headers: bearer(admin) })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: `${API}/user/${errigalUuid}/sessions`, headers: bearer(admin) })).statusCode).toBe(404);

    // Sign out everywhere else: the other token stops, this one goes on.
    const current = sessions.find((s) => s.current)!;
    expect((await app.inject({ method: 'POST', url: `${API}/account/sessions/endOthers`, headers: bearer(first) })).statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: `${API}/me`, headers: bearer(second) })).statusCode).toBe(401);
    const left = await app.inject({ method: 'GET', url: `${API}/account/sessions`, headers: bearer(first) });
    expect(left.json().map((s: { sid: string }) => s.sid)).toEqual([current.sid]);

    // An admin ends one session of the user: its token is refused at its next request.
    const ended = await app.inject({ method: 'DELETE', url: `${API}/user/${scoUuid}/sessions/${current.sid}`, headers: bearer(admin) });
    expect(ended.statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: `${API}/me`, headers: bearer(first) })).statusCode).toBe(401);
    // Another user's session cannot be ended as one's own.
    const adminSessions = await app.inject({ method: 'GET', url: `${API}/account/sessions`, headers: bearer(admin) });
    const third = await loginAs(app, 'demo.sco');
    const sid = adminSessions.json()[0].sid;
    expect((await app.inject({ method: 'DELETE', url: `${API}/account/sessions/${sid}`, headers: bearer(third) })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `${API}/me`, headers: bearer(admin) })).statusCode).toBe(200);
  });
});

/** demo.admin without a factor (other tests enrol it). */
async function loginAsPlainAdmin() {
  await resetFactors(await uuidOf('demo.admin'));
  await app.ctx.db.query("delete from login_failure where key = 'user:demo.admin'");
  return loginAs(app, 'demo.admin');
}

describe('IDP_REQUIRE_MFA', () => {
  it('reads multi-factor from amr or acr', () => {
    expect(idTokenShowsMfa({ amr: ['pwd'] })).toBe(false);
    expect(idTokenShowsMfa({})).toBe(false);
    expect(idTokenShowsMfa({ amr: ['pwd', 'otp'] })).toBe(true);
    expect(idTokenShowsMfa({ amr: ['mfa'] })).toBe(true);
    expect(idTokenShowsMfa({ amr: ['hwk'] })).toBe(true);
    expect(idTokenShowsMfa({ acr: 'http://schemas.openid.net/pape/policies/2007/06/multi-factor' })).toBe(true);
    expect(idTokenShowsMfa({ acr: 'urn:example:mfa' })).toBe(true);
    expect(idTokenShowsMfa({ acr: '1' })).toBe(false);
  });
});

describe('MFA_REQUIRED_ROLES configuration', () => {
  it('is empty by default, reads a comma-separated list, and stops the start on an unknown role', () => {
    expect(loadConfig({}).mfaRequiredRoles).toEqual([]);
    expect(loadConfig({}).idpRequireMfa).toBe(false);
    expect(mfaRequiredRolesFrom({ MFA_REQUIRED_ROLES: ' ERRIGAL_ADMIN, ADMIN ,' })).toEqual(['ERRIGAL_ADMIN', 'ADMIN']);
    expect(() => mfaRequiredRolesFrom({ MFA_REQUIRED_ROLES: 'ERRIGAL_ADMIN,ROOT' })).toThrow(/ROOT is not a console role/);
  });
});

describe('factors on My account, and the standalone authorization page', () => {
  it('renames a factor; removing the last one (no policy) takes the recovery codes with it', async () => {
    await loginAsPlainAdmin();
    const token = await loginAs(app, 'demo.admin');
    const { factorId } = await enrol(app, token);
    const renamed = await app.inject({ method: 'PATCH', url: `${API}/account/factors/${factorId}`, headers: bearer(token), payload: { name: '  Old phone ' } });
    expect(renamed.json()).toMatchObject({ id: factorId, name: 'Old phone' });
    // Another user's factor is not the caller's to rename or remove.
    const sco = await loginAs(app, 'demo.sco');
    expect((await app.inject({ method: 'PATCH', url: `${API}/account/factors/${factorId}`, headers: bearer(sco), payload: { name: 'x' } })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: `${API}/account/factors/${factorId}`, headers: bearer(sco) })).statusCode).toBe(404);

    expect((await app.inject({ method: 'DELETE', url: `${API}/account/factors/${factorId}`, headers: bearer(token) })).statusCode).toBe(204);
    const mine = await app.inject({ method: 'GET', url: `${API}/account/factors`, headers: bearer(token) });
    expect(mine.json()).toEqual({ factors: [], recoveryCodesLeft: 0, required: false });
    expect((await app.inject({ method: 'POST', url: `${API}/account/recoveryCodes`, headers: bearer(token) })).statusCode).toBe(400);
    expect((await authorize(app, 'demo.admin')).res.json().redirectUrl).toBeDefined();
  });

  it('the page of other OAuth2 clients asks a user with a factor for its code before any session or code', async () => {
    const redirect = 'https://reports.example.com/cb';
    const { clientId } = await registerClient(app, { name: 'Reports', redirect, secret: 'Zy9xW8vu7TS6rq5PO4nm3LK2ji1HGfed' });
    await loginAsPlainAdmin();
    const { totp } = await enrol(app, await loginAs(app, 'demo.admin'));
    const { challenge } = pkcePair();
    const params = new URLSearchParams({ client_id: clientId, redirect_uri: redirect, response_type: 'code', scope: 'openid', state: 'st', code_challenge: challenge, code_challenge_method: 'S256' });
    const post = (fields: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: AUTHORIZATION_PATH,
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:8080' },
        payload: new URLSearchParams({ ...Object.fromEntries(params), ...fields }).toString(),
      });
    const page = await post({ username: 'demo.admin', password: TEST_PASSWORD });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Two-step sign-in');
    expect(page.cookies).toHaveLength(0);
    const ticket = /name="mfa_ticket" value="([^"]+)"/.exec(page.body)![1];

    // The ticket is bound to this client: another client's page does not take it, right code or not.
    const other = await registerClient(app, { name: 'Other', redirect: 'https://other.example.com/cb', secret: 'Zy9xW8vu7TS6rq5PO4nm3LK2ji1HGfee' });
    const elsewhere = await post({ client_id: other.clientId, redirect_uri: 'https://other.example.com/cb', mfa_ticket: ticket, code: nextCode(totp) });
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.cookies).toHaveLength(0);
    const wrong = await post({ mfa_ticket: ticket, code: '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('Invalid code');
    expect(wrong.cookies).toHaveLength(0);
    const ok = await post({ mfa_ticket: ticket, code: nextCode(totp) });
    expect(ok.statusCode).toBe(303);
    expect(new URL(ok.headers.location as string).searchParams.get('code')).toBeTruthy();
    expect(ok.cookies.map((c) => c.name)).toContain('up_session');
    expect((await post({ mfa_ticket: ticket, code: nextCode(totp) })).statusCode).toBe(401);

    // MFA_REQUIRED_ROLES' enrolment is the console's: the page sends such a user there.
    await resetFactors(await uuidOf('demo.errigal'));
    const strictClient = await strict.inject({
      method: 'POST',
      url: AUTHORIZATION_PATH,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:8080' },
      payload: new URLSearchParams({ ...Object.fromEntries(params), username: 'demo.errigal', password: TEST_PASSWORD }).toString(),
    });
    expect(strictClient.statusCode).toBe(403);
    expect(strictClient.body).toContain(SECOND_FACTOR_ELSEWHERE.slice(0, 40));
  });
});
