import { expect, test } from '@playwright/test';
import { login } from './login';

const MENU = ['Users', 'Profiles', 'Visibilities', 'Applications', 'Application Admin', 'Audit', 'OAuth2 Clients'];
const menuByRole: Record<string, string[]> = {
  'demo.errigal': MENU,
  'demo.admin': MENU.filter((e) => e !== 'OAuth2 Clients'),
  'demo.sco': ['Users'],
};

for (const [username, entries] of Object.entries(menuByRole)) {
  test(`${username} logs in and sees the menu entries of its role`, async ({ page }) => {
    await login(page, username);
    await expect(page).toHaveURL(/\/userprofile\/user\/list(\?[^/]*)?$/);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    for (const entry of MENU) {
      await expect(menu.getByRole('link', { name: entry, exact: true })).toHaveCount(entries.includes(entry) ? 1 : 0);
    }
    await page.screenshot({ path: `test-results/screens/user-list-${username}.png`, fullPage: true });
  });
}

test('a wrong password shows one message and stays on the login screen', async ({ page }) => {
  await page.goto('/userprofile/user/list');
  await page.getByLabel('Username').fill('demo.admin');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Invalid username or password')).toBeVisible();
});

test('the user list filters and sorts', async ({ page }) => {
  await login(page, 'demo.errigal');
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(10);
  await page.getByLabel('Username', { exact: false }).first().fill('demo.');
  await expect(rows).toHaveCount(3);
  // Web-first assertions: they wait for the re-render that a click causes, where reading the
  // cells at once could read the order from before the click.
  const usernames = rows.locator('td a[href*="/user/edit/"]');
  await expect(usernames).toHaveText(['demo.admin', 'demo.errigal', 'demo.sco']);
  await page.getByRole('button', { name: 'Username' }).click();
  await expect(usernames).toHaveText(['demo.sco', 'demo.errigal', 'demo.admin']);
  await page.getByRole('button', { name: 'Username' }).click();
  await expect(usernames).toHaveText(['demo.admin', 'demo.errigal', 'demo.sco']);
});

test('a deactivated user is found under Inactive after a reload', async ({ page }) => {
  await login(page, 'demo.admin');
  const target = 'aoife.murphy0';
  await page.getByLabel('Username', { exact: false }).first().fill(target);
  await page.getByLabel(`Status of ${target}`).selectOption({ label: 'Inactive' });
  await expect(page.getByText(`${target} Successfully Updated`)).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: 'Inactive' }).click();
  await page.getByLabel('Username', { exact: false }).first().fill(target);
  await expect(page.locator('tbody tr').filter({ hasText: target })).toHaveCount(1);
});

test('an SCO admin is refused an admin page', async ({ page }) => {
  await login(page, 'demo.sco');
  await page.goto('/userprofile/profile/app/list');
  await expect(page.getByText('403 Forbidden')).toBeVisible();
  await expect(page.getByText('You do not have permission to access this.')).toBeVisible();
});

test('logout ends the session and returns to the login screen', async ({ page }) => {
  await login(page, 'demo.admin');
  await page.getByRole('link', { name: 'Logout' }).click();
  await expect(page.getByText('You have been signed out.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  await expect(page.getByLabel('Username')).toBeVisible({ timeout: 10_000 });
  await page.goto('/userprofile/user/list');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});
