import { TEST_PASSWORD, authorizeRequest, pkcePair, startTestApp } from '../../testing/testApp';

// Login CSRF: a foreign page's form must not log the browser in. Credential posts from another
// origin or site are refused; the console's own (same origin) and non-browser clients pass.
let app: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

const formLogin = (headers: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/userprofile/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: `username=demo.admin&password=${encodeURIComponent(TEST_PASSWORD)}`,
  });

const authorize = (headers: Record<string, string>) => {
  const { challenge, state } = pkcePair();
  return app.inject({
    method: 'POST',
    url: '/userprofile/api/v1/auth/authorize',
    headers,
    payload: { credentials: { username: 'demo.admin', password: TEST_PASSWORD }, authorizeRequest: authorizeRequest(challenge, state) },
  });
};

it.each([
  ['a foreign Origin', { origin: 'http://evil.example' }],
  ['Origin null', { origin: 'null' }],
  ['a cross-site fetch', { 'sec-fetch-site': 'cross-site' }],
  ['a same-site (other subdomain) fetch', { 'sec-fetch-site': 'same-site' }],
])('refuses a form login with %s, setting no session cookie', async (_name, headers) => {
  const res = await formLogin(headers);
  expect(res.statusCode).toBe(403);
  expect(res.headers['set-cookie']).toBeUndefined();
});

it('refuses an authorize from a foreign origin', async () => {
  const res = await authorize({ origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' });
  expect(res.statusCode).toBe(403);
  expect(res.headers['set-cookie']).toBeUndefined();
});

it('accepts the console on its own origin, and a client with no browser headers', async () => {
  expect((await formLogin({ origin: 'http://localhost:8080', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
  expect((await authorize({ origin: 'http://localhost:8080', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
  expect((await formLogin({})).statusCode).toBe(200);
});
