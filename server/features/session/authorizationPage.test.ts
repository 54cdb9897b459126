import { pkcePair, registerClient, startTestApp, TEST_PASSWORD } from '../../testing/testApp';
import { AUTHORIZATION_PATH } from './authorizationPage';

// The standalone authorization page of third-party clients: it names the client, gives a browser
// with a live provider session its code at once, and never redirects to an unregistered place.

const ORIGIN = 'http://localhost:8080';
const REDIRECT = 'https://reports.example.com/cb';
let app: Awaited<ReturnType<typeof startTestApp>>;
let clientId: string;

beforeAll(async () => {
  app = await startTestApp();
  clientId = (await registerClient(app, { name: 'Reports <Portal>', redirect: REDIRECT, secret: 'Zy9xW8vu7TS6rq5PO4nm3LK2ji1HGfed' })).clientId;
});
afterAll(() => app.stop());

function query(overrides: Record<string, string | null> = {}) {
  const { challenge } = pkcePair();
  const fields = { client_id: clientId, redirect_uri: REDIRECT, response_type: 'code', scope: 'openid', state: 'st', code_challenge: challenge, code_challenge_method: 'S256', ...overrides };
  return new URLSearchParams(Object.entries(fields).filter((e): e is [string, string] => e[1] !== null));
}
const open = (params: URLSearchParams, cookies: Record<string, string> = {}) => app.inject({ method: 'GET', url: `${AUTHORIZATION_PATH}?${params}`, cookies });
const submit = (params: URLSearchParams, password = TEST_PASSWORD, origin = ORIGIN) => {
  const form = new URLSearchParams(params);
  form.set('username', 'demo.admin');
  form.set('password', password);
  return app.inject({ method: 'POST', url: AUTHORIZATION_PATH, headers: { 'content-type': 'application/x-www-form-urlencoded', origin }, payload: form.toString() });
};

it('is a standalone sign-in page naming the client, its form allowed to lead on to the client only', async () => {
  const page = await open(query());
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
  expect(page.headers['cache-control']).toBe('no-store');
  expect(page.body).toContain('to continue to <strong>Reports &lt;Portal&gt;</strong>');
  expect(page.body).not.toContain('<script');
  expect(page.headers['content-security-policy']).toContain("form-action 'self' https://reports.example.com;");
});

it.each([
  ['an unknown client', { client_id: 'nobody' }, 'is not registered'],
  ['no client', { client_id: null }, 'is not registered'],
  ['another redirect', { redirect_uri: 'https://evil.example.com/cb' }, 'is not the one registered'],
  ['a redirect with an added query', { redirect_uri: `${REDIRECT}?x=1` }, 'is not the one registered'],
])('shows an error page for %s and never redirects', async (_case, overrides, text) => {
  for (const res of [await open(query(overrides)), await submit(query(overrides))]) {
    expect(res.statusCode).toBe(400);
    expect(res.headers.location).toBeUndefined();
    expect(res.body).toContain(text);
  }
});

it.each([
  ['no PKCE', { code_challenge: null }, 'invalid_request'],
  ['plain PKCE', { code_challenge_method: 'plain' }, 'invalid_request'],
  ['another response type', { response_type: 'token' }, 'unsupported_response_type'],
])('sends %s back to the registered redirect as an error, with the state', async (_case, overrides, error) => {
  const res = await open(query(overrides));
  expect(res.statusCode).toBe(303);
  const back = new URL(res.headers.location as string);
  expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
  expect(back.searchParams.get('error')).toBe(error);
  expect(back.searchParams.get('state')).toBe('st');
});

it('a wrong password shows the page again with the error; the right one sends the code, and the session signs in again without the form', async () => {
  const wrong = await submit(query(), 'wrong-password');
  expect(wrong.statusCode).toBe(401);
  expect(wrong.body).toContain('Invalid username or password');
  expect(wrong.body).toContain('Reports &lt;Portal&gt;');

  const signedIn = await submit(query());
  expect(signedIn.statusCode).toBe(303);
  const back = new URL(signedIn.headers.location as string);
  expect(back.searchParams.get('code')).toMatch(/^[\w-]{20,}$/);
  expect(back.searchParams.get('iss')).toBe(`${ORIGIN}/userprofile`);
  const cookies = Object.fromEntries(signedIn.cookies.map((c) => [c.name, c.value]));

  // Single sign-on: the browser's provider session gets a code at once, for the registered redirect only.
  const sso = await open(query({ state: 'again' }), cookies);
  expect(sso.statusCode).toBe(303);
  expect(new URL(sso.headers.location as string).searchParams.get('state')).toBe('again');
  expect(new URL(sso.headers.location as string).searchParams.get('code')).toMatch(/^[\w-]{20,}$/);
  expect((await open(query({ redirect_uri: 'https://evil.example.com/cb' }), cookies)).statusCode).toBe(400);
  // prompt=login asks again; prompt=none without a session answers login_required.
  expect((await open(query({ prompt: 'login' }), cookies)).statusCode).toBe(200);
  const none = await open(query({ prompt: 'none' }));
  expect(new URL(none.headers.location as string).searchParams.get('error')).toBe('login_required');
});

it('refuses a form posted from another site', async () => {
  const res = await submit(query(), TEST_PASSWORD, 'https://evil.example.com');
  expect(res.statusCode).toBe(403);
  expect(res.headers.location).toBeUndefined();
});

it("takes a third-party client's request to the console's own /authorize page to this page; the console's stays", async () => {
  const params = query({ response_type: null });
  const moved = await app.inject({ method: 'GET', url: `/userprofile/authorize?${params}` });
  expect(moved.statusCode).toBe(303);
  const target = new URL(moved.headers.location as string, ORIGIN);
  expect(target.pathname).toBe(AUTHORIZATION_PATH);
  expect(target.searchParams.get('response_type')).toBe('code');
  expect(target.searchParams.get('code_challenge')).toBe(params.get('code_challenge'));
  const consoleOwn = await app.inject({ method: 'GET', url: '/userprofile/authorize?client_id=userprofile-console' });
  expect(consoleOwn.headers.location).toBeUndefined();
});
