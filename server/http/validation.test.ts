import { bearer, loginAs, startTestApp } from '../testing/testApp';

const API = '/userprofile/api/v1';
let app: Awaited<ReturnType<typeof startTestApp>>;
let token: string;

beforeAll(async () => {
  app = await startTestApp();
  token = await loginAs(app, 'demo.errigal');
});
afterAll(() => app.stop());

const post = (url: string, payload: unknown, headers = bearer(token)) =>
  app.inject({ method: 'POST', url: `${API}${url}`, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(payload) });

describe('bad input gets 400 problem+json naming the fields, never a 500', () => {
  it.each([
    ['a wrong type', { uuid: 42 }, 'uuid'],
    ['a missing field', {}, 'uuid'],
    ['an unknown field', { uuid: '00000000-0000-4000-8000-000000000000', nickname: 'x' }, 'nickname'],
    ['an oversize string', { uuid: '00000000-0000-4000-8000-000000000000', username: 'x'.repeat(256) }, 'username'],
    ['a malformed uuid', { uuid: 'not-a-uuid' }, 'uuid'],
  ])('%s', async (_name, payload, field) => {
    const res = await post('/user/activate', payload);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('malformed JSON', async () => {
    const res = await app.inject({ method: 'POST', url: `${API}/user/activate`, headers: { ...bearer(token), 'content-type': 'application/json' }, payload: '{"uuid":' });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe(400);
  });

  it('a bad path parameter', async () => {
    const res = await app.inject({ method: 'GET', url: `${API}/user/not-a-uuid`, headers: bearer(token) });
    expect(res.statusCode).toBe(400);
  });

  it('nested login fields', async () => {
    const res = await post('/auth/authorize', { credentials: { username: '' }, authorizeRequest: {} }, {} as ReturnType<typeof bearer>);
    expect(res.statusCode).toBe(400);
    const fields = res.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['credentials.username', 'credentials.password', 'authorizeRequest.client_id']));
  });

  it('unknown API paths get a 404 problem', async () => {
    const unknown = await app.inject({ method: 'GET', url: `${API}/nothing/here`, headers: bearer(token) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('application/problem+json');
  });
});
