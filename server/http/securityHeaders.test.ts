import { loadConfig } from '../config';
import type { ServerConfig } from '../config';
import { bearer, loginAs, testAppsOnOneDatabase } from '../testing/testApp';
import { CONSOLE_CSP } from './securityHeaders';

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
