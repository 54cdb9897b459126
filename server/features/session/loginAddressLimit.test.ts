import { TEST_PASSWORD, authorizeRequest, pkcePair, testAppsOnOneDatabase } from '../../testing/testApp';
import type { App } from '../../app';
import { TOO_MANY_LOGINS } from './loginThrottle';

// The per-address login limit holds under parallel requests and across server processes (issue 18
// item 18): past the free attempts, an address gets one password check per slot; the rest are
// answered 429 with Retry-After at once, and after that wait a right password gets in.
const API = '/userprofile/api/v1';
const policy = { threshold: 10, baseLockSeconds: 30, maxLockSeconds: 900, addressFreeFailures: 5, addressDelayMs: 1000, addressMaxDelayMs: 1000 };
let apps: Awaited<ReturnType<typeof testAppsOnOneDatabase>>;
let processes: App[];

beforeAll(async () => {
  apps = await testAppsOnOneDatabase();
  processes = [await apps.start({ loginThrottle: policy }), await apps.start({ loginThrottle: policy })];
});
afterAll(() => apps.stop());

function login(app: App, username: string, password: string, ip: string) {
  const { challenge, state } = pkcePair();
  return app.inject({
    method: 'POST',
    url: `${API}/auth/authorize`,
    remoteAddress: ip,
    payload: { credentials: { username, password }, authorizeRequest: authorizeRequest(challenge, state) },
  });
}

it('40 parallel guesses from one address, split over two processes: the free ones and a few slots are checked, the rest get 429', async () => {
  const started = Date.now();
  // Each guess names another user, so no account lock takes part: only the address limit.
  const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => login(processes[i % 2], `nobody.${i}`, 'wrong', '10.9.0.1')));
  const elapsed = Date.now() - started;
  const checked = answers.filter((a) => a.statusCode === 401);
  const refused = answers.filter((a) => a.statusCode === 429);
  expect(checked.length + refused.length).toBe(40);
  // Past the free attempts, slots are a second apart and none more than a second ahead is taken:
  // at most two at once, then one per second the burst lasted (the server takes a while to answer 40).
  expect(checked.length).toBeGreaterThanOrEqual(policy.addressFreeFailures);
  expect(checked.length - policy.addressFreeFailures).toBeLessThanOrEqual(2 + Math.floor(elapsed / policy.addressDelayMs));
  expect(refused.length).toBeGreaterThanOrEqual(25);
  for (const answer of refused) {
    expect(answer.headers['content-type']).toContain('application/problem+json');
    expect(answer.json().detail).toBe(TOO_MANY_LOGINS);
    expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  }
  expect(elapsed).toBeLessThan(5_000);

  // Another address is not held up at all.
  expect((await login(processes[0], 'demo.sco', TEST_PASSWORD, '10.9.0.2')).statusCode).toBe(200);
  // The limited address is refused for a while, never for good: after Retry-After a right password gets in.
  const retryAfter = Math.max(...refused.map((a) => Number(a.headers['retry-after'])));
  await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
  expect((await login(processes[1], 'demo.sco', TEST_PASSWORD, '10.9.0.1')).statusCode).toBe(200);
});

it('one after another, every attempt from a slowed address is checked (it waits its slot instead)', async () => {
  for (let i = 0; i < policy.addressFreeFailures + 3; i++) {
    expect((await login(processes[i % 2], `someone.${i}`, 'wrong', '10.9.1.1')).statusCode).toBe(401);
  }
  const started = Date.now();
  expect((await login(processes[0], 'demo.sco', TEST_PASSWORD, '10.9.1.1')).statusCode).toBe(200);
  // Its slot is at most a second away.
  expect(Date.now() - started).toBeLessThan(2_500);
});
