import { loadConfig } from '../config';
import type { ServerConfig } from '../config';
import { authorizeRequest, bearer, loginAs, pkcePair, testAppsOnOneDatabase, TEST_PASSWORD } from '../testing/testApp';
import { CONSOLE_CSP, PERMISSIONS_POLICY } from './securityHeaders';

let apps: Awaited<ReturnType<typeof testAppsOnOneDatabase>>;
beforeAll(async () => {
  apps = await testAppsOnOneDatabase();
});
afterAll(() => apps.stop());

const appWith = (overrides: Partial<ServerConfig>) => apps.start(overrides);
async function headersAt(overrides: Partial<ServerConfig>) {
  const app = await appWith(overrides);
  return (await app.inject({ method: 'GET', url: '/userprofile/api/v1/config' })).headers;
}
const directives = (csp: unknown) => Object.fromEntries(String(csp).split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

const HEADER = { url: 'https://header.example.com/suite', css: 'acme.css', config: 'acme', version: '2.4.1' };

it('sends a CSP without inline script or eval, and no framing; no HSTS over http', async () => {
  const headers = await headersAt({ publicUrl: 'http://localhost:8080' });
  const csp = String(headers['content-security-policy']);
  expect(csp).toBe(CONSOLE_CSP);
  const d = directives(csp);
  expect(d['script-src']).toEqual(["'self'"]);
  expect(d['connect-src']).toEqual(["'self'"]);
  expect(d['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
  expect(d['frame-ancestors']).toEqual(["'none'"]);
  expect(csp).not.toMatch(/unsafe-eval|googletagmanager|google-analytics/);
  expect(headers['strict-transport-security']).toBeUndefined();
});

it('sends HSTS when PUBLIC_URL is https', async () => {
  const headers = await headersAt({ publicUrl: 'https://console.example.com' });
  expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
});

it('with a header service: exactly its origin is added to script, style, font, img and connect sources', async () => {
  const d = directives((await headersAt({ suiteHeader: HEADER }))['content-security-policy']);
  expect(d['script-src']).toEqual(["'self'", 'https://header.example.com']);
  expect(d['style-src']).toEqual(["'self'", "'unsafe-inline'", 'https://header.example.com']);
  expect(d['connect-src']).toEqual(["'self'", 'https://header.example.com']);
  expect(d['font-src']).toEqual(["'self'", 'data:', 'https://header.example.com']);
  expect(d['default-src']).toEqual(["'self'"]);
  expect(d['frame-ancestors']).toEqual(["'none'"]);
});

it('with GA_SITE_ID: the analytics script origin and its collection hosts, and nothing for a header', async () => {
  const d = directives((await headersAt({ gaSiteId: 'G-TEST123' }))['content-security-policy']);
  expect(d['script-src']).toEqual(["'self'", 'https://www.googletagmanager.com']);
  expect(d['connect-src']).toEqual(["'self'", 'https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com']);
  expect(d['img-src']).toEqual(["'self'", 'data:', 'https://*.google-analytics.com', 'https://*.googletagmanager.com']);
  expect(d['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
});

it('with both, over https: both sets, still no inline script, HSTS and no framing', async () => {
  const headers = await headersAt({ suiteHeader: { ...HEADER, url: 'http://127.0.0.1:9999' }, gaSiteId: 'G-TEST123', publicUrl: 'https://console.example.com' });
  const d = directives(headers['content-security-policy']);
  expect(d['script-src']).toEqual(["'self'", 'http://127.0.0.1:9999', 'https://www.googletagmanager.com']);
  expect(d['script-src']).not.toContain("'unsafe-inline'");
  expect(d['frame-ancestors']).toEqual(["'none'"]);
  expect(headers['strict-transport-security']).toBeDefined();
});

describe('application info', () => {
  it('carries the header settings and the analytics id only when they are configured', async () => {
    const plain = await appWith({});
    const bare = await plain.inject({ method: 'GET', url: '/userprofile/api/v1/appInfo', headers: bearer(await loginAs(plain, 'demo.admin')) });
    expect(bare.json()).toEqual({ username: 'demo.admin', suiteName: 'Errigal', appName: 'User Profile' });

    const configured = await appWith({ suiteHeader: HEADER, gaSiteId: 'G-TEST123' });
    const info = await configured.inject({ method: 'GET', url: '/userprofile/api/v1/appInfo', headers: bearer(await loginAs(configured, 'demo.sco')) });
    expect(info.json()).toEqual({
      username: 'demo.sco',
      suiteName: 'Errigal',
      appName: 'User Profile',
      headerUrl: 'https://header.example.com/suite',
      headerCss: 'acme.css',
      headerConfig: 'acme',
      headerVersion: '2.4.1',
      gaSiteId: 'G-TEST123',
    });
  });
});

describe('configuration from the environment', () => {
  const env = { HEADER_URL: 'https://header.example.com/suite/', HEADER_CSS: 'acme.css', HEADER_CONFIG: 'acme', HEADER_VERSION: '2.4.1' };

  it('reads the four HEADER_* variables together (trailing slash dropped) and GA_SITE_ID', () => {
    expect(loadConfig({ ...env, GA_SITE_ID: 'G-ABC123' })).toMatchObject({ suiteHeader: HEADER, gaSiteId: 'G-ABC123' });
    expect(loadConfig({})).toMatchObject({ suiteHeader: null, gaSiteId: undefined });
  });

  it('refuses a partial header set, a URL that is not http(s) and path segments that could leave the header service', () => {
    expect(() => loadConfig({ HEADER_URL: env.HEADER_URL })).toThrow(/set together/);
    expect(() => loadConfig({ ...env, HEADER_URL: 'javascript:alert(1)' })).toThrow(/HEADER_URL/);
    expect(() => loadConfig({ ...env, HEADER_URL: 'https://h.example.com/?x=1' })).toThrow(/HEADER_URL/);
    expect(() => loadConfig({ ...env, HEADER_CSS: '../../evil.css' })).toThrow(/HEADER_CSS/);
    expect(() => loadConfig({ ...env, HEADER_VERSION: '1.0/../x' })).toThrow(/HEADER_VERSION/);
    expect(() => loadConfig({ GA_SITE_ID: "G-1'; script" })).toThrow(/GA_SITE_ID/);
  });
});

describe('caching, opener and permissions (issue 18 item 20)', () => {
  it('every answer isolates its window and refuses powerful features', async () => {
    const headers = await headersAt({});
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    expect(String(headers['permissions-policy'])).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
  });

  it('personal data and tokens are never stored: user list, a user, me, the token endpoint, an error', async () => {
    const app = await appWith({});
    const token = await loginAs(app, 'demo.admin');
    const API = '/userprofile/api/v1';
    const answers = await Promise.all([
      app.inject({ method: 'GET', url: `${API}/user/list/active`, headers: bearer(token) }),
      app.inject({ method: 'GET', url: `${API}/me`, headers: bearer(token) }),
      app.inject({ method: 'GET', url: `${API}/user/username/demo.sco`, headers: bearer(token) }),
      app.inject({ method: 'POST', url: `${API}/auth/token`, payload: { grant_type: 'authorization_code', client_id: 'userprofile-console', code: 'x', code_verifier: 'y' } }),
      app.inject({ method: 'GET', url: `${API}/user/list/active` }),
    ]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
    expect(answers[0].statusCode).toBe(200);
  });

  it('over https the session cookies are __Host- cookies (Secure, Path=/, no Domain), and they work', async () => {
    const app = await appWith({ publicUrl: 'https://console.example.com' });
    const pkce = pkcePair();
    const res = await app.inject({
      method: 'POST',
      url: '/userprofile/api/v1/auth/authorize',
      headers: { origin: 'https://console.example.com' },
      payload: { credentials: { username: 'demo.admin', password: TEST_PASSWORD }, authorizeRequest: { ...authorizeRequest(pkce.challenge, pkce.state), redirect_uri: 'https://console.example.com/userprofile/selfcallback' } },
    });
    expect(res.statusCode).toBe(200);
    const set = Object.fromEntries(res.cookies.map((c) => [c.name, c]));
    expect(Object.keys(set).sort()).toEqual(['__Host-XSRF-TOKEN', '__Host-up_session']);
    for (const cookie of Object.values(set)) {
      expect(cookie).toMatchObject({ secure: true, path: '/' });
      expect(cookie).not.toHaveProperty('domain');
    }
    const cookies = { '__Host-up_session': set['__Host-up_session'].value, '__Host-XSRF-TOKEN': set['__Host-XSRF-TOKEN'].value };
    const again = pkcePair();
    const sso = await app.inject({
      method: 'POST',
      url: '/userprofile/api/v1/auth/session',
      cookies,
      headers: { 'x-xsrf-token': cookies['__Host-XSRF-TOKEN'] },
      payload: { ...authorizeRequest(again.challenge, again.state), redirect_uri: 'https://console.example.com/userprofile/selfcallback' },
    });
    expect(sso.statusCode).toBe(200);
    // A plain-named cookie (which a sibling subdomain could plant) is not a session there.
    const planted = await app.inject({ method: 'POST', url: '/userprofile/api/v1/auth/session', cookies: { up_session: cookies['__Host-up_session'], 'XSRF-TOKEN': 'x' }, headers: { 'x-xsrf-token': 'x' }, payload: authorizeRequest(again.challenge, again.state) });
    expect(planted.statusCode).not.toBe(200);
  });

  it('over http the cookies keep their plain names', async () => {
    const app = await appWith({});
    const pkce = pkcePair();
    const res = await app.inject({
      method: 'POST',
      url: '/userprofile/api/v1/auth/authorize',
      payload: { credentials: { username: 'demo.admin', password: TEST_PASSWORD }, authorizeRequest: authorizeRequest(pkce.challenge, pkce.state) },
    });
    expect(res.cookies.map((c) => c.name).sort()).toEqual(['XSRF-TOKEN', 'up_session']);
  });
});
