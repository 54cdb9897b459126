import { bearer, loginAs, startTestApp } from '../testing/testApp';
import { redactUrl } from './redactUrl';

// The request log never carries a reset token, an authorization code, a code verifier or a
// logout ticket (issue 18 item 13): read what the server logged.
const API = '/userprofile/api/v1';
const SECRET = 'S3cretValue9Zq';
const lines: string[] = [];
let app: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  app = await startTestApp({ logLevel: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
});
afterAll(() => app.stop());

it('redacts tokens, codes, verifiers and tickets from every logged URL', async () => {
  const token = await loginAs(app, 'demo.admin');
  const urls = [
    `${API}/password/token/verify/${SECRET}`,
    `/userprofile/password/new/${SECRET}`,
    `${API}/auth/getPropelTokenFromCode?code=${SECRET}&code_verifier=${SECRET}`,
    `${API}/auth/logout?ticket=${SECRET}`,
    `/userprofile/selfcallback?code=${SECRET}&state=${SECRET}`,
  ];
  for (const url of urls) await app.inject({ method: 'GET', url, headers: bearer(token) });
  const logged = lines.join('\n');
  expect(logged).toContain('/password/token/verify/[redacted]');
  expect(logged).toContain('getPropelTokenFromCode?code=[redacted]&code_verifier=[redacted]');
  expect(logged).toContain('logout?ticket=[redacted]');
  expect(logged).not.toContain(SECRET);
  // The login's own code and verifier went through the log too.
  expect(logged).not.toMatch(/code=[A-Za-z0-9_-]{20,}/);
});

it('keeps other query parameters and the path as they came', () => {
  expect(redactUrl('/userprofile/api/v1/user/list/active?page=2&code=abc&sort=name')).toBe('/userprofile/api/v1/user/list/active?page=2&code=[redacted]&sort=name');
  expect(redactUrl('/userprofile/api/v1/user/username/jane')).toBe('/userprofile/api/v1/user/username/jane');
  expect(redactUrl('/x?%E0=1&Code_Verifier=v')).toBe('/x?%E0=1&Code_Verifier=[redacted]');
});
