import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startOidcTestProvider, type OidcTestProvider } from '../server/testing/oidcTestProvider';
import { seriousAxeViolations } from './axe';
import { startOwnServer, type OwnServer } from './ownServer';
import { E2E_PORTS } from './ports';

// Issue "Login through an external OpenID Connect provider": a real oidc-provider and a second
// server configured with IDP_* (the run's own server has no provider), logged into in Chromium
// through the provider's own login and consent pages.
test.describe.configure({ mode: 'serial' });
// axe is injected as a script the console's CSP would refuse.
test.use({ bypassCSP: true });

const port = E2E_PORTS.enterpriseSso;
const origin = `http://localhost:${port}`;
const CLIENT_ID = 'userprofile-e2e';
const CLIENT_SECRET = 'e2e-sso-secret';
const shots = process.env.E2E_SCREENSHOT_DIR;

let provider: OidcTestProvider;
let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  provider = await startOidcTestProvider({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, redirectUris: [`${origin}/userprofile/callback`] });
  server = await startOwnServer(
    'sso',
    port,
    {
      DEMO_APPS_URL: `http://127.0.0.1:${port + 1}`,
      DEMO_INVENTORY: 'false',
      IDP_ISSUER_URL: provider.issuer,
      IDP_CLIENT_ID: CLIENT_ID,
      IDP_CLIENT_SECRET: CLIENT_SECRET,
    },
    200_000,
  );
});

test.afterAll(async () => {
  await server?.stop();
  await provider?.stop();
});

/** From the console's login screen through the provider's login and consent pages. */
async function signInAtProvider(page: Page, login: string, name: string) {
  await page.goto(`${origin}/userprofile/user/list`);
  await expect(page.getByLabel('Username')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enterprise SSO' })).toBeVisible();
  if (shots) await page.screenshot({ path: path.join(shots, `${name}-login-screen.png`) });
  expect(await seriousAxeViolations(page), 'axe on the login screen with the Enterprise SSO button').toEqual([]);
  await page.getByRole('button', { name: 'Enterprise SSO' }).click();
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('any-password');
  if (shots) await page.screenshot({ path: path.join(shots, `${name}-provider-login.png`) });
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('an active user logs in through the external provider and lands on the user list', async ({ page }) => {
  await signInAtProvider(page, 'demo.admin', 'sso-success');
  await expect(page.getByRole('link', { name: 'Logout' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`^${origin}/userprofile/user/list(\\?[^/]*)?$`));
  // The list of the users demo.admin may see (Visible To), the user among them.
  await page.getByRole('textbox', { name: 'Username' }).fill('demo.admin');
  await expect(page.getByRole('link', { name: 'demo.admin', exact: true })).toBeVisible();
  if (shots) await page.screenshot({ path: path.join(shots, 'sso-success-user-list.png') });
});

test('a username the console does not know sees the login failure and no token is stored', async ({ page }) => {
  await signInAtProvider(page, 'nobody.known', 'sso-unknown');
  await expect(page.getByRole('alert')).toHaveText('Login failed due to an unknown reason');
  await expect(page.getByRole('link', { name: 'Log In Again' })).toBeVisible();
  expect(await seriousAxeViolations(page), 'axe on the failed SSO callback').toEqual([]);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('access_token')))).toEqual([]);
  if (shots) await page.screenshot({ path: path.join(shots, 'sso-unknown-failed.png') });
});

test('the run server without IDP settings shows no Enterprise SSO button', async ({ page }) => {
  const config = await page.request.get('/userprofile/api/v1/config');
  expect((await config.json()).enterpriseSso).toBeUndefined();
  await page.goto('/userprofile/user/list');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enterprise SSO' })).toHaveCount(0);
});
