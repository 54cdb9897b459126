import { startTestApp } from '../testing/testApp';
import { CONSOLE_CSP } from './securityHeaders';

type App = Awaited<ReturnType<typeof startTestApp>>;
const apps: App[] = [];
afterAll(() => Promise.all(apps.map((app) => app.stop())));

async function headersAt(publicUrl: string) {
  const app = await startTestApp({ publicUrl });
  apps.push(app);
  return (await app.inject({ method: 'GET', url: '/userprofile/api/v1/config' })).headers;
}

it('sends a CSP without inline script or eval, and no framing; no HSTS over http', async () => {
  const headers = await headersAt('http://localhost:8080');
  const csp = String(headers['content-security-policy']);
  expect(csp).toBe(CONSOLE_CSP);
  const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src'));
  expect(scriptSrc).toBe("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers['strict-transport-security']).toBeUndefined();
});

it('sends HSTS when PUBLIC_URL is https', async () => {
  const headers = await headersAt('https://console.example.com');
  expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
});
