import { expect, test } from '@playwright/test';
import { login } from './login';
import { startOwnServer, type OwnServer } from './ownServer';
import { E2E_PORTS } from './ports';

// Issue 18 item 3: with PUBLIC_URL unset, a console opened at a loopback alias (127.0.0.1) logs in
// out of the box: the server sends the browser to the address it is configured for (localhost).
test.describe.configure({ mode: 'serial' });

const port = E2E_PORTS.publicOrigin;
let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // An empty PUBLIC_URL is unset: the server defaults to http://localhost:<port>.
  server = await startOwnServer('public-origin', port, { PUBLIC_URL: '', DEMO_INVENTORY: 'false' });
});

test.afterAll(async () => {
  await server?.stop();
});

test('opened at http://127.0.0.1, the console moves to localhost and the login works', async ({ page }) => {
  await login(page, 'demo.admin', `http://127.0.0.1:${port}/userprofile/user/list`);
  // The list adds its state (sort, page) to the URL: the page is the one asked for, at localhost.
  await expect(page).toHaveURL(new RegExp(`^http://localhost:${port}/userprofile/user/list(\\?|$)`));
  await expect(page.getByText('Login failed due to an unknown reason')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Username' }).fill('demo.admin');
  await expect(page.getByRole('link', { name: 'demo.admin', exact: true })).toBeVisible();
});
