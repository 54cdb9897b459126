import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations } from './axe';
import { login } from './login';

// Every route of SPEC section 2, logged out and logged in, scanned with axe-core: no serious or
// critical WCAG 2.1 A/AA violation. A new screen gets its route added here.
test.use({ bypassCSP: true });

async function expectAccessible(page: Page, route: string, ready: () => Promise<void>) {
  await page.goto(`/userprofile${route}`);
  await ready();
  expect(await seriousAxeViolations(page), `axe on ${route}`).toEqual([]);
}

const heading = (page: Page, name: string | RegExp) => () => expect(page.getByRole('heading', { name })).toBeVisible();

test('logged-out screens have no serious accessibility violations', async ({ page }) => {
  await expectAccessible(page, '/auth/login/user', () => expect(page.getByLabel('Username')).toBeVisible());
  await page.getByLabel('Username').fill('demo.admin');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Invalid username or password')).toBeVisible();
  expect(await seriousAxeViolations(page), 'axe on the login screen with its error').toEqual([]);
  await expectAccessible(page, '/password/forgot', () => expect(page.getByLabel(/username/i)).toBeVisible());
  await expectAccessible(page, '/password/new/not-a-token', () =>
    expect(page.getByText('This password reset link is invalid or has expired')).toBeVisible(),
  );
  await expectAccessible(page, '/forbidden', heading(page, '403 Forbidden'));
  await expectAccessible(page, '/notFound', heading(page, '404 Not Found'));
  await expectAccessible(page, '/logout', () => expect(page.getByText(/signed out/i)).toBeVisible());
});

test('logged-in screens have no serious accessibility violations', async ({ page }) => {
  // About thirty scans, each a few seconds on a busy machine.
  test.setTimeout(150_000);
  await login(page, 'demo.errigal');
  const table = () => expect(page.locator('tbody tr').first()).toBeVisible();
  await expectAccessible(page, '/user/list', table);
  const firstUser = await page.locator('tbody tr a').first().getAttribute('href');
  await expectAccessible(page, '/user/new', () => expect(page.getByRole('tab', { name: 'Basic Info' })).toBeVisible());
  await expectAccessible(page, firstUser!.replace('/userprofile', ''), () => expect(page.getByRole('tab', { name: 'Basic Info' })).toBeVisible());
  await page.getByRole('tab', { name: 'Effective Access' }).click();
  await expect(page.getByRole('heading', { name: 'Visibility' })).toBeVisible();
  expect(await seriousAxeViolations(page), 'axe on the Effective Access tab').toEqual([]);
  // The Access screen (issue 20), asked who sees a cluster.
  await expectAccessible(page, '/access', heading(page, 'Access'));
  await page.getByRole('combobox', { name: 'Or cluster' }).click();
  await page.getByRole('option', { name: 'Ireland', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Holders' }).getByRole('link').first()).toBeVisible();
  expect(await seriousAxeViolations(page), 'axe on the Access screen with holders').toEqual([]);
  await expectAccessible(page, '/user/bulk', () => expect(page.getByText('Export File')).toBeVisible());
  for (const route of ['/profile/app/list', '/profile/business/list', '/profile/visibility/list', '/application/list', '/authClient/list']) {
    await expectAccessible(page, route, () => expect(page.getByRole('main')).toBeVisible());
  }
  // Application profiles: the list, a new profile, and an edit with its Roles tab and delete dialog.
  await expectAccessible(page, '/profile/app/list', () => expect(page.getByRole('link', { name: 'Snmp Operator' })).toBeVisible());
  // Scanned once the applications have loaded (the select is disabled, its label greyed, until then).
  await expectAccessible(page, '/profile/app/new', () => expect(page.getByRole('combobox', { name: /^Application/ })).toBeEnabled());
  await page.goto('/userprofile/profile/app/list');
  await page.getByRole('link', { name: 'Snmp Operator' }).click();
  await expect(page.getByRole('heading', { name: 'Edit App Profile Snmp Operator' })).toBeVisible();
  // Scanned once its History has loaded: a section replaced mid-scan is reported against :root.
  await expect(page.getByText('Loading history…')).toHaveCount(0);
  expect(await seriousAxeViolations(page), 'axe on an app profile edit').toEqual([]);
  await page.getByRole('tab', { name: 'Roles' }).click();
  expect(await seriousAxeViolations(page), 'axe on an app profile Roles tab').toEqual([]);
  await page.getByRole('button', { name: 'Delete Profile' }).click();
  await expect(page.getByRole('dialog').getByRole('listitem').first()).toBeVisible();
  // Scanned once its fade-in has ended (colours mid-fade are not the ones shown).
  await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
  expect(await seriousAxeViolations(page), 'axe on the app profile delete dialog').toEqual([]);
  await page.getByRole('button', { name: 'Close' }).click();
  // Business profiles: the list, a new profile, and an edit with its delete dialog.
  await expectAccessible(page, '/profile/business/list', () => expect(page.getByRole('link', { name: 'NOC Operator' })).toBeVisible());
  await expectAccessible(page, '/profile/business/new', heading(page, 'New Business Profile'));
  await page.goto('/userprofile/profile/business/list');
  await page.getByRole('link', { name: 'NOC Operator' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Business Profile NOC Operator' })).toBeVisible();
  expect(await seriousAxeViolations(page), 'axe on a business profile edit').toEqual([]);
  await page.getByRole('button', { name: 'Delete Profile' }).click();
  await expect(page.getByRole('dialog').getByText(/have this business profile/)).toBeVisible();
  await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
  expect(await seriousAxeViolations(page), 'axe on the business profile delete dialog').toEqual([]);
  await page.getByRole('button', { name: 'Close' }).click();
  // What a save changes for users, asked before saving (cancelled: nothing is saved).
  await page.getByRole('combobox', { name: 'Ticketer' }).selectOption({ label: '---' });
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByRole('dialog', { name: 'What this save changes for users' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
  expect(await seriousAxeViolations(page), 'axe on the save impact dialog').toEqual([]);
  await page.getByRole('button', { name: 'Cancel' }).click();
  // OAuth2 clients: the list, a new client (with a dice secret), and the console's own client.
  await expectAccessible(page, '/authClient/list', () => expect(page.getByRole('link', { name: 'User Profile Console' })).toBeVisible());
  await expectAccessible(page, '/authClient/new', heading(page, 'New OAuth2 Client'));
  await page.getByRole('button', { name: 'Generate secret' }).click();
  await page.getByLabel('Name').focus();
  expect(await seriousAxeViolations(page), 'axe on a new client with a generated secret').toEqual([]);
  // The generated secret is an unsaved change: the browser asks before leaving, and we leave.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.goto('/userprofile/authClient/list');
  await page.getByRole('link', { name: 'User Profile Console' }).click();
  await expect(page.getByLabel('Name')).toHaveValue('User Profile Console');
  expect(await seriousAxeViolations(page), 'axe on an OAuth2 client edit').toEqual([]);
  // Customer companies: the list, a new company, and an edit with the delete dialog listing usages.
  await expectAccessible(page, '/customerCompany/list', () => expect(page.getByRole('link', { name: 'Acme Towers' })).toBeVisible());
  await expectAccessible(page, '/customerCompany/new', heading(page, 'New Customer Company'));
  await page.goto('/userprofile/customerCompany/list');
  await page.getByRole('link', { name: 'Acme Towers' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Customer Company Acme Towers' })).toBeVisible();
  expect(await seriousAxeViolations(page), 'axe on a customer company edit').toEqual([]);
  await page.getByRole('button', { name: 'Delete Company' }).click();
  await expect(page.getByRole('dialog').getByRole('listitem').first()).toBeVisible();
  // Scanned once its fade-in has ended (colours mid-fade are not the ones shown).
  await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
  expect(await seriousAxeViolations(page), 'axe on the customer company delete dialog').toEqual([]);
  await page.getByRole('button', { name: 'Close' }).click();
  // Visibility profiles: the list, a new profile with its Cluster tab, an edit with its Cluster Group tab and delete dialog.
  await expectAccessible(page, '/profile/visibility/list', () => expect(page.getByRole('link', { name: 'All Ireland' })).toBeVisible());
  await expectAccessible(page, '/profile/visibility/new', heading(page, 'New Visibility Profile'));
  await page.getByRole('tab', { name: 'Cluster', exact: true }).click();
  await page.getByRole('checkbox', { name: 'Leinster', exact: true }).check();
  await page.getByRole('button', { name: 'Expand Leinster' }).click();
  // Scanned once the cluster toast has gone (the toasts' colours are the shared toast's concern).
  await expect(page.locator('#notistack-snackbar')).toBeHidden({ timeout: 15_000 });
  expect(await seriousAxeViolations(page), 'axe on the visibility Cluster tab').toEqual([]);
  await page.goto('/userprofile/profile/visibility/list');
  await page.getByRole('link', { name: 'All Ireland' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Visibility Profile All Ireland' })).toBeVisible();
  expect(await seriousAxeViolations(page), 'axe on a visibility profile edit').toEqual([]);
  await page.getByRole('tab', { name: 'Cluster Group' }).click();
  expect(await seriousAxeViolations(page), 'axe on the visibility Cluster Group tab').toEqual([]);
  await page.getByRole('button', { name: 'Delete Profile' }).click();
  await expect(page.getByRole('dialog').getByText(/have this visibility profile/)).toBeVisible();
  await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
  expect(await seriousAxeViolations(page), 'axe on the visibility profile delete dialog').toEqual([]);
  await page.getByRole('button', { name: 'Close' }).click();
  await expectAccessible(page, '/application/new', () => expect(page.getByRole('tab', { name: 'Basic Info' })).toBeVisible());
  await page.goto('/userprofile/application/list');
  const firstApplication = await page.getByRole('link', { name: 'Snmp Manager' }).getAttribute('href');
  await expectAccessible(page, firstApplication!.replace('/userprofile', ''), () => expect(page.getByRole('tab', { name: 'Roles' })).toBeVisible());
  await page.getByRole('tab', { name: 'Roles' }).click();
  await expect(page.getByRole('table', { name: 'Roles' })).toBeVisible();
  expect(await seriousAxeViolations(page), 'axe on the application roles tab').toEqual([]);
  await expectAccessible(page, '/forbidden', heading(page, '403 Forbidden'));
  await expectAccessible(page, '/no/such/page', heading(page, '404 Not Found'));
  await page.getByRole('button', { name: 'Collapse menu' }).click();
  await expectAccessible(page, '/user/list', table);
});
