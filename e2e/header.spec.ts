import http from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { login } from './login';
import { startOwnServer, type OwnServer } from './ownServer';
import { E2E_PORTS } from './ports';

// Issue "suite header and analytics": with HEADER_* and GA_SITE_ID the console loads the common
// header's three files from the header service and gtag.js, under its CSP without a violation;
// without them it requests nothing from anywhere else. The configured server is this spec's own
// (the shared e2e server has no header configuration), beside a small local header service.
test.describe.configure({ mode: 'serial' });

const consolePort = E2E_PORTS.header;
const headerPort = E2E_PORTS.headerService;
const consoleOrigin = `http://localhost:${consolePort}`;
const headerBase = `http://127.0.0.1:${headerPort}/suite`;
const GA_SITE_ID = 'G-E2ETEST1';

const headerFiles: Record<string, { type: string; body: string }> = {
  '/suite/customerCss/e2e.css': { type: 'text/css', body: '#remote-common-header { background: rgb(10, 20, 30); color: #fff; padding: 4px; }' },
  '/suite/conf/e2e.js': { type: 'application/javascript', body: "window.suiteHeaderConf = { title: 'Errigal Suite' };" },
  '/suite/commonHeader-1.0.js': {
    type: 'application/javascript',
    body: `(function () {
      var mount = document.getElementById('suite-header') || document.body;
      var header = document.createElement('div');
      header.id = 'remote-common-header';
      header.textContent = (window.suiteHeaderConf || { title: 'no config' }).title + ' common header';
      mount.appendChild(header);
    })();`,
  },
};

let headerServer: http.Server;
const headerRequests: string[] = [];
let consoleServer: OwnServer;

test.beforeAll(async () => {
  headerServer = http.createServer((request, response) => {
    const file = headerFiles[request.url ?? ''];
    headerRequests.push(request.url ?? '');
    if (!file) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': file.type }).end(file.body);
  });
  await new Promise<void>((resolve) => headerServer.listen(headerPort, '127.0.0.1', resolve));
  consoleServer = await startOwnServer('header', consolePort, {
    DEMO_INVENTORY: 'false',
    LOG_LEVEL: 'warn',
    HEADER_URL: headerBase,
    HEADER_CSS: 'e2e.css',
    HEADER_CONFIG: 'e2e',
    HEADER_VERSION: '1.0',
    GA_SITE_ID,
  });
});

test.afterAll(async () => {
  await consoleServer?.stop();
  await new Promise((resolve) => headerServer.close(resolve));
});

/** Collects CSP violations the page reports (event and console) and every request it makes. */
async function watch(page: Page) {
  const violations: string[] = [];
  const requests: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: Content Security Policy ${event.violatedDirective} ${event.blockedURI}`));
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  page.on('request', (request) => requests.push(request.url()));
  return { violations, requests };
}

test('with a header service and GA_SITE_ID: the three header files and gtag.js load under the CSP', async ({ page }) => {
  const { violations, requests } = await watch(page);
  // No internet here: the analytics script is answered by the test, under the same CSP.
  const analyticsRequests: string[] = [];
  await page.route('https://www.googletagmanager.com/**', (route) => {
    analyticsRequests.push(route.request().url());
    return route.fulfill({ contentType: 'application/javascript', body: 'window.__gtagLoaded = true;' });
  });
  const response = await page.goto(`${consoleOrigin}/userprofile/auth/login/user`);
  const csp = String(response?.headers()['content-security-policy']);
  expect(csp).toContain(`script-src 'self' http://127.0.0.1:${headerPort} https://www.googletagmanager.com`);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain("'unsafe-eval'");
  // Nothing is loaded before application info arrives (it needs a login).
  expect(headerRequests).toEqual([]);

  await login(page, 'demo.errigal', `${consoleOrigin}/userprofile/user/list`);
  await expect(page.locator('#remote-common-header')).toHaveText('Errigal Suite common header');
  await expect(page.locator('#remote-common-header')).toHaveCSS('background-color', 'rgb(10, 20, 30)');
  // The built-in header stays beside it.
  await expect(page.getByRole('link', { name: 'Logout' })).toBeVisible();
  expect(headerRequests).toEqual(['/suite/customerCss/e2e.css', '/suite/conf/e2e.js', '/suite/commonHeader-1.0.js']);
  expect(analyticsRequests).toEqual([`https://www.googletagmanager.com/gtag/js?id=${GA_SITE_ID}`]);
  await expect.poll(() => page.evaluate(() => (window as unknown as { __gtagLoaded?: boolean }).__gtagLoaded)).toBe(true);
  const config = await page.evaluate(() => Array.from((window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer[1]));
  expect(config).toEqual(['config', GA_SITE_ID, { custom_map: { dimension1: 'username' }, username: 'demo.errigal' }]);

  // In-app navigation does not load anything again.
  await page.getByRole('link', { name: 'New User' }).click();
  await expect(page.getByRole('tab', { name: 'Basic Info' })).toBeVisible();
  await expect(page.locator('#remote-common-header')).toHaveCount(1);
  expect(headerRequests).toHaveLength(3);
  expect(requests.filter((url) => url.includes('commonHeader-'))).toHaveLength(1);
  expect(violations).toEqual([]);
});

test('a header service that does not answer leaves the built-in header and a working console', async ({ page }) => {
  const { violations } = await watch(page);
  await page.route(`${headerBase}/**`, (route) => route.abort('connectionrefused'));
  await page.route('https://www.googletagmanager.com/**', (route) => route.abort('connectionrefused'));
  await login(page, 'demo.errigal', `${consoleOrigin}/userprofile/user/list`);
  await expect(page.getByRole('link', { name: 'User Profile' })).toBeVisible();
  await page.getByRole('link', { name: 'New User' }).click();
  await expect(page.getByRole('tab', { name: 'Basic Info' })).toBeVisible();
  await expect(page.locator('#remote-common-header')).toHaveCount(0);
  expect(violations).toEqual([]);
});

test('without configuration nothing is requested from another origin', async ({ page, baseURL }) => {
  const { violations, requests } = await watch(page);
  const response = await page.goto('/userprofile/auth/login/user');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self';");
  await login(page, 'demo.errigal');
  await page.getByRole('link', { name: 'New User' }).click();
  await expect(page.getByRole('tab', { name: 'Basic Info' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Logout' })).toBeVisible();
  expect(requests.filter((url) => new URL(url).origin !== new URL(baseURL!).origin)).toEqual([]);
  expect(await page.locator('#suite-header').count()).toBe(0);
  expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
  expect(violations).toEqual([]);
});
