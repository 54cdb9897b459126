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
  await login(page, 'demo.errigal');
  const table = () => expect(page.locator('tbody tr').first()).toBeVisible();
  await expectAccessible(page, '/user/list', table);
  const firstUser = await page.locator('tbody tr a').first().getAttribute('href');
  await expectAccessible(page, '/user/new', () => expect(page.getByRole('tab', { name: 'Basic Info' })).toBeVisible());
  await expectAccessible(page, firstUser!.replace('/userprofile', ''), () => expect(page.getByRole('tab', { name: 'Basic Info' })).toBeVisible());
  await expectAccessible(page, '/user/bulk', () => expect(page.getByText('Export File')).toBeVisible());
  for (const route of ['/profile/app/list', '/profile/business/list', '/profile/visibility/list', '/application/list', '/authClient/list']) {
    await expectAccessible(page, route, () => expect(page.getByRole('main')).toBeVisible());
  }
  await expectAccessible(page, '/forbidden', heading(page, '403 Forbidden'));
  await expectAccessible(page, '/no/such/page', heading(page, '404 Not Found'));
  await page.getByRole('button', { name: 'Collapse menu' }).click();
  await expectAccessible(page, '/user/list', table);
});
