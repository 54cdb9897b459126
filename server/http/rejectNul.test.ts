import { authorizeRequest, bearer, loginAs, pkcePair, startTestApp } from '../testing/testApp';

// PostgreSQL rejects NUL (0x00) in text; every input carrying one is a 400, never a 500.
const API = '/userprofile/api/v1';
let app: Awaited<ReturnType<typeof startTestApp>>;
let token: string;

beforeAll(async () => {
  app = await startTestApp();
  token = await loginAs(app, 'demo.errigal');
});
afterAll(() => app.stop());

const expectNulRefused = (res: { statusCode: number; headers: Record<string, unknown>; json: () => { detail?: string } }) => {
  expect(res.statusCode).toBe(400);
  expect(String(res.headers['content-type'])).toContain('application/problem+json');
  expect(res.json().detail).toBe('Text may not contain the NUL character (0x00)');
};

it('refuses NUL in the form login username', async () => {
  const res = await app.inject({
    method: 'POST',
    url: '/userprofile/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'username=demo.admin%00&password=x',
  });
  expectNulRefused(res);
});

it('refuses NUL in the authorize username and client_id, and the session client_id', async () => {
  const { challenge, state } = pkcePair();
  const request = authorizeRequest(challenge, state);
  const authorize = (credentials: object, authorizeRequest: object) =>
    app.inject({ method: 'POST', url: `${API}/auth/authorize`, payload: { credentials, authorizeRequest } });
  expectNulRefused(await authorize({ username: 'demo\u0000admin', password: 'x' }, request));
  expectNulRefused(await authorize({ username: 'demo.admin', password: 'x' }, { ...request, client_id: 'userprofile\u0000console' }));
  expectNulRefused(await app.inject({ method: 'POST', url: `${API}/auth/session`, payload: { ...request, client_id: 'x\u0000' } }));
});

it('refuses NUL in user names on save and in /user/username/%00', async () => {
  expectNulRefused(await app.inject({ method: 'GET', url: `${API}/user/username/%00`, headers: bearer(token) }));
  const res = await app.inject({
    method: 'POST',
    url: `${API}/user/update`,
    headers: bearer(token),
    payload: { user: { username: 'nul.user', email: 'n@example.com', firstName: 'A\u0000', lastName: 'B', active: true, minimumRole: { name: 'ADMIN' } } },
  });
  expectNulRefused(res);
});
