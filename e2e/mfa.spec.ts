import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { E2E_PASSWORD } from './playwright.config';
import { startOwnServer, type OwnServer } from './ownServer';
import { seriousAxeViolations } from './axe';
import { E2E_PORTS } from './ports';

// Issue 23 in Chromium: a server with MFA_REQUIRED_ROLES=ERRIGAL_ADMIN. The ERRIGAL_ADMIN enrols an
// authenticator app at its first login (QR code and key), logs in again with a code, and a
// second browser signed in with a recovery code is signed out at its next request once the first
// signs out everywhere else. Codes are computed here by otpauth from the key the screen shows.
const port = E2E_PORTS.mfa;
let server: OwnServer;
// axe is injected into the page: the scans of the new screens need the CSP bypassed, as in a11y.spec.ts.
test.use({ bypassCSP: true });

test.beforeAll(async () => {
  server = await startOwnServer('mfa', port, { MFA_REQUIRED_ROLES: 'ERRIGAL_ADMIN', DEMO_APPS_URL: `http://127.0.0.1:${port + 1}` });
});
test.afterAll(async () => server?.stop());

async function password(page: Page, username: string) {
  await page.goto(`${server.origin}/userprofile/user/list`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
}

const loggedIn = (page: Page) => expect(page.getByRole('link', { name: 'Logout' })).toBeVisible();

test('an ERRIGAL_ADMIN enrols at its first login, logs in with a code, and a session ended elsewhere is signed out', async ({ page, browser }) => {
  await password(page, 'demo.errigal');
  await expect(page.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  await expect(page.getByText("Can't scan? Enter this key:")).toBeVisible();
  expect(await seriousAxeViolations(page), 'axe on the enrolment step').toEqual([]);
  const key = (await page.getByTestId('totp-key').textContent())!.replace(/\s/g, '');
  const totp = new TOTP({ secret: Secret.fromBase32(key), algorithm: 'SHA1', digits: 6, period: 30 });
  await page.getByLabel(/Code from the app/).fill(totp.generate());
  await page.getByRole('button', { name: 'Confirm' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCode = (await codes.first().textContent())!;
  expect(await seriousAxeViolations(page), 'axe on the recovery codes').toEqual([]);
  await page.getByRole('button', { name: 'Continue' }).click();
  await loggedIn(page);

  await page.getByRole('link', { name: 'Logout' }).click();
  // Until the sign-out has ended the provider's session, a new visit would sign in silently.
  await expect(page.getByText('You have been signed out.')).toBeVisible();
  await password(page, 'demo.errigal');
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  await page.getByLabel(/Code/).fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('region', { name: 'Two-step sign-in' }).getByRole('alert')).toHaveText('Invalid code');
  expect(await seriousAxeViolations(page), 'axe on the second step with its error').toEqual([]);
  // The enrolment used this step's code: the next step's is valid now and unused.
  await page.getByLabel(/Code/).fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole('button', { name: 'Verify' }).click();
  await loggedIn(page);

  const other = await browser.newContext();
  const second = await other.newPage();
  await password(second, 'demo.errigal');
  await second.getByLabel(/Code/).fill(recoveryCode);
  await second.getByRole('button', { name: 'Verify' }).click();
  await loggedIn(second);

  await page.goto(`${server.origin}/userprofile/account`);
  await expect(page.getByText('9 recovery codes left')).toBeVisible();
  const sessions = page.getByRole('table', { name: 'Your active sessions' });
  await expect(sessions.getByRole('row')).toHaveCount(3);
  expect(await seriousAxeViolations(page), 'axe on My account').toEqual([]);
  await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(page.getByText('Signed out everywhere else')).toBeVisible();
  await expect(sessions.getByRole('row')).toHaveCount(2);

  await second.goto(`${server.origin}/userprofile/account`);
  await expect(second.getByLabel('Username')).toBeVisible();
  await other.close();
});

test('a role the policy does not name logs in with its password alone', async ({ page }) => {
  await password(page, 'demo.sco');
  await loggedIn(page);
});
