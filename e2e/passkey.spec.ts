import { expect, test, type Page } from '@playwright/test';
import { E2E_PASSWORD } from './playwright.config';
import { startOwnServer, type OwnServer } from './ownServer';
import { seriousAxeViolations } from './axe';
import { E2E_PORTS } from './ports';

// Issue 23, passkeys in Chromium through its virtual authenticator (DevTools protocol WebAuthn
// domain): an admin adds a passkey on My account and signs in with it; an ERRIGAL_ADMIN whom
// MFA_REQUIRED_ROLES sends to enrolment enrols a passkey instead of an app; a prompt that finds
// no passkey of the account says so.
const port = E2E_PORTS.passkey;
let server: OwnServer;
test.use({ bypassCSP: true });

test.beforeAll(async () => {
  server = await startOwnServer('passkey', port, { MFA_REQUIRED_ROLES: 'ERRIGAL_ADMIN', DEMO_APPS_URL: `http://127.0.0.1:${port + 1}` });
});
test.afterAll(async () => server?.stop());

/** A platform authenticator (ctap2, internal, resident keys, user verified) in this page's browser. */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
    clear: () => cdp.send('WebAuthn.clearCredentials', { authenticatorId }),
  };
}

async function password(page: Page, username: string) {
  await page.goto(`${server.origin}/userprofile/user/list`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
}

const loggedIn = (page: Page) => expect(page.getByRole('link', { name: 'Logout' })).toBeVisible();

test('an admin adds a passkey on My account and signs in with it', async ({ page }) => {
  const authenticator = await virtualAuthenticator(page);
  await password(page, 'demo.admin');
  await loggedIn(page);
  await page.goto(`${server.origin}/userprofile/account`);
  await page.getByRole('button', { name: 'Add passkey' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add passkey' });
  await dialog.getByLabel('Name').fill('Work laptop');
  expect(await seriousAxeViolations(page), 'axe on the Add passkey dialog').toEqual([]);
  await page.screenshot({ path: 'test-results/screens/passkey-add-dialog.png' });
  await dialog.getByRole('button', { name: 'Create passkey' }).click();
  // The first factor brings the recovery codes, shown once.
  const codes = page.getByRole('dialog', { name: 'Your recovery codes' });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  const recoveryCode = (await codes.getByRole('listitem').first().textContent())!;
  await codes.getByRole('button', { name: 'Done' }).click();
  const factors = page.getByRole('list', { name: 'Second factors' });
  await expect(factors.getByText('Work laptop')).toBeVisible();
  await expect(factors.getByText(/^Passkey, added/)).toBeVisible();
  expect(await authenticator.credentials()).toHaveLength(1);
  await page.screenshot({ path: 'test-results/screens/passkey-my-account.png', fullPage: true });

  await page.getByRole('link', { name: 'Logout' }).click();
  await expect(page.getByText('You have been signed out.')).toBeVisible();
  await password(page, 'demo.admin');
  const step = page.getByRole('region', { name: 'Two-step sign-in' });
  await expect(step.getByText('Use your passkey or security key, or enter one of your recovery codes.')).toBeVisible();
  expect(await seriousAxeViolations(page), 'axe on the passkey second step').toEqual([]);
  await page.screenshot({ path: 'test-results/screens/passkey-login-step.png', fullPage: true });
  await step.getByRole('button', { name: 'Use a passkey' }).click();
  await loggedIn(page);
  await page.goto(`${server.origin}/userprofile/account`);
  await expect(page.getByRole('list', { name: 'Second factors' }).getByText(/last used/)).toBeVisible();

  // A prompt that finds no passkey of the account (here: the authenticator lost it) says so; the recovery code still works.
  await page.getByRole('link', { name: 'Logout' }).click();
  await expect(page.getByText('You have been signed out.')).toBeVisible();
  await authenticator.clear();
  await password(page, 'demo.admin');
  await step.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(step.getByRole('alert')).toHaveText(/cancelled or timed out/);
  await page.screenshot({ path: 'test-results/screens/passkey-login-cancelled.png', fullPage: true });
  await step.getByLabel(/Code/).fill(recoveryCode);
  await step.getByRole('button', { name: 'Verify' }).click();
  await loggedIn(page);
});

test('an ERRIGAL_ADMIN sent to enrolment enrols a passkey instead of an app, then signs in with it', async ({ page }) => {
  await virtualAuthenticator(page);
  await password(page, 'demo.errigal');
  await expect(page.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  expect(await seriousAxeViolations(page), 'axe on the enrolment step with its passkey choice').toEqual([]);
  await page.screenshot({ path: 'test-results/screens/passkey-enrolment-step.png', fullPage: true });
  await page.getByRole('button', { name: 'Use a passkey instead' }).click();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'Continue' }).click();
  await loggedIn(page);

  await page.getByRole('link', { name: 'Logout' }).click();
  await expect(page.getByText('You have been signed out.')).toBeVisible();
  await password(page, 'demo.errigal');
  await page.getByRole('region', { name: 'Two-step sign-in' }).getByRole('button', { name: 'Use a passkey' }).click();
  await loggedIn(page);
});
