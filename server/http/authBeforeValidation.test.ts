import { bearer, loginAs, startTestApp } from '../testing/testApp';

// Who may call comes before what was sent: a caller without a token (401) or without the role
// (403) learns nothing about the operation's schema from a bad body.
const API = '/userprofile/api/v1';
let app: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

const postJson = (url: string, payload: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `${API}${url}`, headers: { ...headers, 'content-type': 'application/json' }, payload });

it.each([
  ['a wrong type', JSON.stringify({ uuid: 42 })],
  ['an unknown field', JSON.stringify({ uuid: '00000000-0000-4000-8000-000000000000', nickname: 'x' })],
  ['malformed JSON', '{"uuid":'],
])('an anonymous request with %s gets 401 and no schema details', async (_name, payload) => {
  const res = await postJson('/user/activate', payload);
  expect(res.statusCode).toBe(401);
  expect(res.json()).not.toHaveProperty('errors');
  expect(res.body).not.toContain('uuid');
});

it('a bad path parameter without a token gets 401', async () => {
  const res = await app.inject({ method: 'GET', url: `${API}/user/not-a-uuid` });
  expect(res.statusCode).toBe(401);
});

it('a caller below the operation role gets 403 before its bad body is looked at', async () => {
  const token = await loginAs(app, 'demo.sco');
  const res = await postJson('/profile/app/update', JSON.stringify({ nickname: 'x' }), bearer(token));
  expect(res.statusCode).toBe(403);
  expect(res.json()).not.toHaveProperty('errors');
});
