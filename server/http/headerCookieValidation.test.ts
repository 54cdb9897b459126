import { authorizeRequest, bearer, loginAs, pkcePair, startTestApp } from '../testing/testApp';

// Headers and cookies are inputs like the body: the contract declares them and a bad one is a
// 400 problem+json naming it, before any handler runs.
const API = '/userprofile/api/v1';
let app: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

const sso = (headers: Record<string, string>) => {
  const { challenge, state } = pkcePair();
  return app.inject({ method: 'POST', url: `${API}/auth/session`, headers, payload: authorizeRequest(challenge, state) });
};

it('refuses a malformed session cookie with 400 naming the cookie', async () => {
  const res = await sso({ cookie: 'up_session=not a session;' });
  expect(res.statusCode).toBe(400);
  expect(res.headers['content-type']).toContain('application/problem+json');
  expect(res.json().errors).toEqual([expect.objectContaining({ field: 'up_session' })]);
});

it('refuses an over-long X-XSRF-TOKEN header with 400 naming the header', async () => {
  const res = await sso({ 'x-xsrf-token': 'x'.repeat(129) });
  expect(res.statusCode).toBe(400);
  expect(res.json().errors).toEqual([expect.objectContaining({ field: 'x-xsrf-token' })]);
});

it('refuses an over-long If-None-Match on the user list, and serves the list with a normal one', async () => {
  const token = await loginAs(app, 'demo.admin');
  const bad = await app.inject({ method: 'GET', url: `${API}/user/list/active`, headers: { ...bearer(token), 'if-none-match': 'x'.repeat(300) } });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().errors).toEqual([expect.objectContaining({ field: 'if-none-match' })]);
  const ok = await app.inject({ method: 'GET', url: `${API}/user/list/active`, headers: { ...bearer(token), 'if-none-match': '"users-0-x"' } });
  expect(ok.statusCode).toBe(200);
});

it('without a session cookie the single sign-on answers 401, not 400', async () => {
  expect((await sso({})).statusCode).toBe(401);
});
