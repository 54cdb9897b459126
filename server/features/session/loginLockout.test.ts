import { TEST_PASSWORD, authorizeRequest, pkcePair, startTestApp } from '../../testing/testApp';
import { verifyPassword } from '../../auth/passwords';
import { newResetToken, storeResetToken } from '../password/resetTokens';

jest.mock('../../auth/passwords', () => {
  const real = jest.requireActual('../../auth/passwords');
  return { ...real, verifyPassword: jest.fn(real.verifyPassword) };
});

// The lockout holds under parallel guessing, cannot be used to lock an admin out for long, and
// gives an attacker no answer that differs from a wrong password.
const API = '/userprofile/api/v1';
const policy = { threshold: 10, baseLockSeconds: 30, maxLockSeconds: 900, addressFreeFailures: 30, addressDelayMs: 1, addressMaxDelayMs: 5 };
let app: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  app = await startTestApp({ loginThrottle: policy });
});
afterAll(() => app.stop());

function login(username: string, password: string, ip = '10.2.0.1') {
  const { challenge, state } = pkcePair();
  return app.inject({
    method: 'POST',
    url: `${API}/auth/authorize`,
    remoteAddress: ip,
    payload: { credentials: { username, password }, authorizeRequest: authorizeRequest(challenge, state) },
  });
}

const expireLock = (username: string) =>
  app.ctx.db.query("update login_failure set locked_until = now() - interval '1 second' where key = $1", [`user:${username}`]);

it('a burst of 60 parallel guesses gets at most the threshold of password checks, and the right one inside it no entry', async () => {
  const checks = jest.mocked(verifyPassword);
  checks.mockClear();
  const guesses = Array.from({ length: 60 }, (_, i) => login('demo.sco', i === 45 ? TEST_PASSWORD : `guess-${i}`, `10.3.0.${i}`));
  const answers = await Promise.all(guesses);
  expect(answers.every((a) => a.statusCode === 401)).toBe(true);
  // Locked attempts run a dummy check against no stored hash, so count checks against real hashes.
  const realChecks = checks.mock.calls.filter(([, stored]) => stored !== undefined);
  expect(realChecks.length).toBeLessThanOrEqual(policy.threshold);
  await expireLock('demo.sco');
});

it('locks after 10 consecutive failures, answers exactly as a wrong password, and unlocks after the period', async () => {
  for (let i = 0; i < 9; i++) await login('demo.admin', 'wrong');
  const tenth = await login('demo.admin', 'wrong');
  const whileLocked = await login('demo.admin', TEST_PASSWORD);
  expect(whileLocked.statusCode).toBe(401);
  expect(whileLocked.body).toBe(tenth.body);
  expect(whileLocked.headers['content-type']).toBe(tenth.headers['content-type']);
  const [{ seconds }] = await app.ctx.db.query<{ seconds: number }>(
    "select round(extract(epoch from locked_until - now()))::int as seconds from login_failure where key = 'user:demo.admin'",
  );
  expect(seconds).toBeGreaterThan(25);
  expect(seconds).toBeLessThanOrEqual(30);
  await expireLock('demo.admin');
  expect((await login('demo.admin', TEST_PASSWORD)).statusCode).toBe(200);
});

it('a further failure after a lock locks for longer, never beyond 15 minutes; a success resets', async () => {
  const lockSeconds = async () =>
    (await app.ctx.db.query<{ s: number }>("select round(extract(epoch from locked_until - now()))::int as s from login_failure where key = 'user:demo.errigal'"))[0].s;
  for (let i = 0; i < 10; i++) await login('demo.errigal', 'wrong');
  expect(await lockSeconds()).toBeLessThanOrEqual(30);
  await expireLock('demo.errigal');
  await login('demo.errigal', 'wrong');
  expect(await lockSeconds()).toBeGreaterThan(55);
  await app.ctx.db.query("update login_failure set failures = 40 where key = 'user:demo.errigal'");
  await expireLock('demo.errigal');
  await login('demo.errigal', 'wrong');
  expect(await lockSeconds()).toBeLessThanOrEqual(900);
  expect(await lockSeconds()).toBeGreaterThan(890);
  await expireLock('demo.errigal');
  expect((await login('demo.errigal', TEST_PASSWORD)).statusCode).toBe(200);
  expect(await app.ctx.db.query("select 1 from login_failure where key = 'user:demo.errigal'")).toHaveLength(0);
});

it('many failures from one address, one after another, slow it down but never refuse a right password from it', async () => {
  for (let i = 0; i < 40; i++) expect((await login(`nobody.${i}`, 'wrong', '10.4.0.1')).statusCode).toBe(401);
  const [row] = await app.ctx.db.query<{ failures: number }>("select failures from login_failure where key = 'ip:10.4.0.1'");
  expect(row.failures).toBe(40);
  const res = await login('demo.sco', TEST_PASSWORD, '10.4.0.1');
  expect(res.statusCode).toBe(200);
});

it('a completed password reset lifts the lock (how an admin unlocks an account: send a reset email)', async () => {
  for (let i = 0; i < 10; i++) await login('demo.sco', 'wrong', '10.5.0.1');
  const uuid = (await app.ctx.db.query<{ uuid: string }>("select uuid from app_user where username = 'demo.sco'"))[0].uuid;
  const { token, hash } = newResetToken();
  await storeResetToken(app.ctx.db, uuid, hash, 60);
  const reset = await app.inject({
    method: 'POST',
    url: `${API}/password/update`,
    payload: { token, password: 'Brand-New-Password-9', rePassword: 'Brand-New-Password-9' },
  });
  expect(reset.statusCode).toBe(204);
  expect((await login('demo.sco', 'Brand-New-Password-9', '10.5.0.2')).statusCode).toBe(200);
});
