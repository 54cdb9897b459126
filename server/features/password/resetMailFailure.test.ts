import { bearer, loginAs, startTestApp } from '../../testing/testApp';

// A mail server that is down: the admin gets a clear 502, never a 500, and can try again.
let app: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  app = await startTestApp({ smtpUrl: 'smtp://127.0.0.1:1' });
});
afterAll(() => app.stop());

it('answers 502 problem+json when the mail server does not take the reset mail', async () => {
  const token = await loginAs(app, 'demo.admin');
  const me = await app.inject({ method: 'GET', url: '/userprofile/api/v1/user/username/demo.admin', headers: bearer(token) });
  const res = await app.inject({
    method: 'POST',
    url: '/userprofile/api/v1/password/reset',
    headers: bearer(token),
    payload: { uuid: me.json().uuid },
  });
  expect(res.statusCode).toBe(502);
  expect(res.headers['content-type']).toContain('application/problem+json');
  expect(res.json().detail).toBe('The mail server did not take the password reset mail; try again later');
});
