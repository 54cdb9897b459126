import { bearer, loginAs, testAppsOnOneDatabase } from '../../testing/testApp';
import { authorize, redeem } from '../../testing/twoStepLogin';
import { SoftAuthenticator } from '../../testing/softAuthenticator';

// Issue 23, passkeys: registration on My account and at a required enrolment, sign-in with an
// assertion, and what must be refused (a replayed challenge, another origin, a counter that goes
// back), the account lockout, and an admin's reset. The authenticator is a software one
// (server/testing/softAuthenticator.ts) answering the server's own options.
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

const post = (on: typeof app, url: string, payload?: object, token?: string) =>
  on.inject({ method: 'POST', url: `${API}${url}`, payload, headers: token ? bearer(token) : {} });
const uuidOf = async (username: string) => (await app.ctx.db.query<{ uuid: string }>('select uuid from app_user where username = $1', [username]))[0].uuid;
const unlock = (username: string) => app.ctx.db.query('delete from login_failure where key = $1', [`user:${username}`]);

/** Adds a passkey of a new software authenticator on My account. */
async function addPasskey(token: string, name = 'YubiKey') {
  const authenticator = new SoftAuthenticator();
  const options = await post(app, '/account/factors/passkey/options', undefined, token);
  expect(options.statusCode).toBe(200);
  expect(options.json()).toMatchObject({ rp: { id: 'localhost' }, attestation: 'none' });
  const added = await post(app, '/account/factors/passkey', { name, credential: authenticator.register(options.json()) }, token);
  expect(added.statusCode).toBe(200);
  return { authenticator, recoveryCodes: added.json<{ recoveryCodes: string[] }>().recoveryCodes };
}

/** The password step, then the login's passkey options: the ticket and the challenge. */
async function passkeyLogin(on: typeof app, username: string) {
  const { res, verifier } = await authorize(on, username);
  const ticket = res.json().secondFactor.ticket as string;
  const options = await post(on, '/auth/secondFactor/passkey/options', { ticket });
  expect(options.statusCode).toBe(200);
  return { ticket, verifier, options: options.json<{ challenge: string; allowCredentials: { id: string }[] }>() };
}

/** The user's factors removed (as an admin's reset would), then a console token of the user. */
async function withoutFactors(username: string) {
  await app.ctx.db.query('delete from mfa_factor where user_uuid = $1', [await uuidOf(username)]);
  return loginAs(app, username);
}

const answer = (on: typeof app, ticket: string, credential: object) => post(on, '/auth/secondFactor/passkey', { ticket, credential });

describe('passkeys on My account and at login', () => {
  it('registers a passkey (with recovery codes), then signs in with it; the counter and last use are kept', async () => {
    const token = await loginAs(app, 'demo.admin');
    const { authenticator, recoveryCodes } = await addPasskey(token);
    expect(recoveryCodes).toHaveLength(10);
    const mine = await app.inject({ method: 'GET', url: `${API}/account/factors`, headers: bearer(token) });
    expect(mine.json().factors).toEqual([expect.objectContaining({ kind: 'passkey', name: 'YubiKey', lastUsedAt: null })]);

    const { res } = await authorize(app, 'demo.admin');
    expect(res.json().secondFactor).toMatchObject({ enrol: false, kinds: ['passkey'] });
    expect(res.cookies).toHaveLength(0);
    const { ticket, verifier, options } = await passkeyLogin(app, 'demo.admin');
    expect(options.allowCredentials.map((one) => one.id)).toEqual([authenticator.id]);
    const ok = await answer(app, ticket, authenticator.assert(options));
    expect(ok.statusCode).toBe(200);
    expect(ok.cookies.map((c) => c.name)).toContain('up_session');
    const access = await redeem(app, ok.json().redirectUrl, verifier);
    expect((await app.inject({ method: 'GET', url: `${API}/me`, headers: bearer(access) })).statusCode).toBe(200);
    const [stored] = await app.ctx.db.query<{ counter: string; last_used_at: Date | null }>(
      'select p.counter, f.last_used_at from mfa_passkey p join mfa_factor f on f.id = p.factor_id where p.credential_id = $1',
      [authenticator.id],
    );
    expect(Number(stored.counter)).toBe(1);
    expect(stored.last_used_at).not.toBeNull();

    // Renamed and recorded like any factor.
    const factorId = mine.json().factors[0].id as string;
    const renamed = await app.inject({ method: 'PATCH', url: `${API}/account/factors/${factorId}`, headers: bearer(token), payload: { name: 'Desk key' } });
    expect(renamed.json()).toMatchObject({ kind: 'passkey', name: 'Desk key' });
    const audit = await app.ctx.db.query<{ action: string; changes: unknown }>("select action, changes from audit_event where record_uuid = $1 and action like 'factor%' order by at", [await uuidOf('demo.admin')]);
    expect(audit.map((row) => row.action)).toEqual(['factorAdded', 'factorRenamed']);
    expect(audit[1].changes).toEqual([{ field: 'Passkey', from: 'YubiKey', to: 'Desk key' }]);
  });

  it('refuses a replayed challenge: an assertion is taken once, a challenge dies with its first answer or after two minutes', async () => {
    const authenticator = await authenticatorOf('demo.sco');
    const first = await passkeyLogin(app, 'demo.sco');
    const assertion = authenticator.assert(first.options);
    expect((await answer(app, first.ticket, assertion)).statusCode).toBe(200);
    // The same assertion in a new login: its challenge was taken.
    const second = await passkeyLogin(app, 'demo.sco');
    expect((await answer(app, second.ticket, assertion)).statusCode).toBe(401);
    // The new login's challenge died with that wrong answer: a right one to it is refused too.
    expect((await answer(app, second.ticket, authenticator.assert(second.options))).statusCode).toBe(401);
    // Without asking for options, there is no challenge to answer.
    expect((await answer(app, second.ticket, authenticator.assert(second.options))).statusCode).toBe(401);
    // A challenge past its two minutes is dead (the three refusals above locked the account: unlocked first).
    await unlock('demo.sco');
    const late = await passkeyLogin(app, 'demo.sco');
    await app.ctx.db.query("update mfa_webauthn_challenge set expires_at = now() - interval '1 second'");
    expect((await answer(app, late.ticket, authenticator.assert(late.options))).statusCode).toBe(401);
    await unlock('demo.sco');
  });

  it('refuses another origin, at registration and at login', async () => {
    const token = await loginAs(app, 'demo.errigal');
    const options = await post(app, '/account/factors/passkey/options', undefined, token);
    const phished = await post(app, '/account/factors/passkey', { name: 'x', credential: new SoftAuthenticator().register(options.json(), 'https://evil.example') }, token);
    expect(phished.statusCode).toBe(400);
    expect(phished.json().detail ?? phished.json().title).toMatch(/not accepted/);

    const authenticator = await authenticatorOf('demo.sco');
    const login = await passkeyLogin(app, 'demo.sco');
    expect((await answer(app, login.ticket, authenticator.assert(login.options, 'https://evil.example'))).statusCode).toBe(401);
    await unlock('demo.sco');
  });

  it('refuses a counter that goes back (a cloned authenticator)', async () => {
    const authenticator = await authenticatorOf('demo.sco');
    const first = await passkeyLogin(app, 'demo.sco');
    expect((await answer(app, first.ticket, authenticator.assert(first.options))).statusCode).toBe(200);
    // The next assertion carries the counter just accepted: not above it, refused.
    authenticator.counter -= 1;
    const login = await passkeyLogin(app, 'demo.sco');
    expect((await answer(app, login.ticket, authenticator.assert(login.options))).statusCode).toBe(401);
    await unlock('demo.sco');
  });

  it('counts refused assertions toward the account lockout as wrong passwords', async () => {
    const authenticator = await authenticatorOf('demo.sco');
    const login = await passkeyLogin(app, 'demo.sco');
    for (let i = 0; i < policy.threshold; i++) {
      const options = (await post(app, '/auth/secondFactor/passkey/options', { ticket: login.ticket })).json();
      expect((await answer(app, login.ticket, authenticator.assert(options, 'https://evil.example'))).statusCode).toBe(401);
    }
    // Locked: the right password answers as a wrong one, and a right assertion is refused.
    expect((await authorize(app, 'demo.sco')).res.statusCode).toBe(401);
    const options = (await post(app, '/auth/secondFactor/passkey/options', { ticket: login.ticket })).json();
    expect((await answer(app, login.ticket, authenticator.assert(options))).statusCode).toBe(401);
    await unlock('demo.sco');
    expect((await authorize(app, 'demo.sco')).res.json().secondFactor).toBeDefined();
  });

  it('an ERRIGAL_ADMIN\'s reset removes the user\'s passkeys', async () => {
    await authenticatorOf('demo.sco');
    const sco = await uuidOf('demo.sco');
    const reset = await app.inject({ method: 'DELETE', url: `${API}/user/${sco}/factors`, headers: bearer(await loginAs(app, 'demo.errigal')) });
    expect(reset.statusCode).toBe(204);
    expect(await app.ctx.db.query('select 1 from mfa_passkey p join mfa_factor f on f.id = p.factor_id where f.user_uuid = $1', [sco])).toHaveLength(0);
    expect((await authorize(app, 'demo.sco')).res.json().redirectUrl).toBeDefined();
    const [entry] = await app.ctx.db.query<{ actor_name: string }>("select actor_name from audit_event where record_uuid = $1 and action = 'factorsReset'", [sco]);
    expect(entry.actor_name).toBe('demo.errigal');
  });
});

describe('parallel requests (PGlite, and PostgreSQL in the server-postgres project)', () => {
  it('takes one signed assertion once when it is sent several times at once', async () => {
    const authenticator = await authenticatorOf('demo.sco');
    const login = await passkeyLogin(app, 'demo.sco');
    const assertion = authenticator.assert(login.options);
    const answers = await Promise.all([answer(app, login.ticket, assertion), answer(app, login.ticket, assertion), answer(app, login.ticket, assertion)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 401, 401]);
    const accepted = answers.find((res) => res.statusCode === 200)!;
    expect(answers.filter((res) => res.cookies.some((c) => c.name === 'up_session'))).toEqual([accepted]);
    expect(await redeem(app, accepted.json().redirectUrl, login.verifier)).toEqual(expect.any(String));
    await unlock('demo.sco');
  });

  it('keeps a challenge for each of two logins of one user waiting at once: both complete, answered one after the other', async () => {
    const authenticator = await authenticatorOf('demo.sco');
    const first = await passkeyLogin(app, 'demo.sco');
    // The second login's options do not replace the first login's challenge.
    const second = await passkeyLogin(app, 'demo.sco');
    expect(second.options.challenge).not.toBe(first.options.challenge);
    const firstAnswer = authenticator.assert(first.options);
    const secondAnswer = authenticator.assert(second.options);
    const one = await answer(app, first.ticket, firstAnswer);
    const two = await answer(app, second.ticket, secondAnswer);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect(await redeem(app, one.json().redirectUrl, first.verifier)).toEqual(expect.any(String));
    expect(await redeem(app, two.json().redirectUrl, second.verifier)).toEqual(expect.any(String));
    // Each login takes only the answer to its own challenge.
    const [third, fourth] = [await passkeyLogin(app, 'demo.sco'), await passkeyLogin(app, 'demo.sco')];
    expect((await answer(app, third.ticket, authenticator.assert(fourth.options))).statusCode).toBe(401);
    await unlock('demo.sco');
  });

  it('completes two logins of one user at once, each with its own assertion (a synced passkey, which counts nothing)', async () => {
    const token = await withoutFactors('demo.admin');
    const { authenticator } = await addPasskey(token, 'Phone');
    authenticator.counts = false;
    const logins = await Promise.all([passkeyLogin(app, 'demo.admin'), passkeyLogin(app, 'demo.admin')]);
    const answers = await Promise.all(logins.map((login) => answer(app, login.ticket, authenticator.assert(login.options))));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    const tokens = await Promise.all(answers.map((res, i) => redeem(app, res.json().redirectUrl, logins[i].verifier)));
    expect(new Set(tokens).size).toBe(2);
  });

  it('completes two logins of one user at once with two of its passkeys (counting ones)', async () => {
    const token = await withoutFactors('demo.admin');
    const laptop = (await addPasskey(token, 'Laptop')).authenticator;
    const key = (await addPasskey(token, 'Security key')).authenticator;
    const [a, b] = [await passkeyLogin(app, 'demo.admin'), await passkeyLogin(app, 'demo.admin')];
    const answers = await Promise.all([answer(app, a.ticket, laptop.assert(a.options)), answer(app, b.ticket, key.assert(b.options))]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
  });
});

describe('MFA_REQUIRED_ROLES enrolment by passkey', () => {
  it('a required role with no factor enrols a passkey instead of an app, and its next login asks for it', async () => {
    const login = await authorize(strict, 'demo.errigal');
    const ticket = login.res.json().secondFactor.ticket as string;
    expect(login.res.json().secondFactor).toMatchObject({ enrol: true, kinds: [] });
    // The passkey login step is not for a login that must enrol.
    expect((await post(strict, '/auth/secondFactor/passkey/options', { ticket })).statusCode).toBe(400);
    const authenticator = new SoftAuthenticator();
    const options = await post(strict, '/auth/enrolment/passkey/options', { ticket });
    expect(options.statusCode).toBe(200);
    const enrolled = await post(strict, '/auth/enrolment/passkey', { ticket, credential: authenticator.register(options.json()) });
    expect(enrolled.statusCode).toBe(200);
    expect(enrolled.json().recoveryCodes).toHaveLength(10);
    expect(enrolled.cookies.map((c) => c.name)).toContain('up_session');

    const next = await passkeyLogin(strict, 'demo.errigal');
    expect((await answer(strict, next.ticket, authenticator.assert(next.options))).statusCode).toBe(200);
    await app.ctx.db.query('delete from mfa_factor where user_uuid = $1', [await uuidOf('demo.errigal')]);
  });
});

const authenticators = new Map<string, SoftAuthenticator>();

/** The user's software authenticator, its passkey added on My account the first time. */
async function authenticatorOf(username: string): Promise<SoftAuthenticator> {
  const [{ n }] = await app.ctx.db.query<{ n: number }>(
    "select count(*)::int as n from mfa_factor where kind = 'passkey' and user_uuid = $1",
    [await uuidOf(username)],
  );
  if (n === 0 || !authenticators.has(username)) authenticators.set(username, (await addPasskey(await loginAs(app, username))).authenticator);
  return authenticators.get(username)!;
}
