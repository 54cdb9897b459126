import { expect, test, type Page } from '@playwright/test';
import { login } from './login';

// Issue 21: a list's filters, sort, page and Active/Inactive choice live in its URL, so a reload,
// Back and a new tab show the same list.

// The username cell of each row (its link to the edit screen; the first cell is the row's checkbox).
const usernames = (page: Page) => page.getByRole('table').getByRole('row').locator('td a[href*="/user/edit/"]');

test('the user list keeps its state through a reload, Back from an edit screen and a new tab', async ({ page, context }) => {
  await login(page, 'demo.errigal');
  await page.getByRole('textbox', { name: 'Username' }).fill('demo.');
  await page.getByRole('button', { name: 'Username' }).click();
  await expect(usernames(page)).toHaveText(['demo.sco', 'demo.errigal', 'demo.admin']);
  await expect(page.getByRole('status', { name: 'User list pages: items shown' })).toHaveText('1-3 of 3');
  await expect(page).toHaveURL(/\/user\/list\?username=demo\.&sort=username&dir=desc&page=1$/);
  const listUrl = page.url();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue('demo.');
  await expect(usernames(page)).toHaveText(['demo.sco', 'demo.errigal', 'demo.admin']);

  await page.getByRole('link', { name: 'demo.admin', exact: true }).click();
  await expect(page.getByLabel('Username')).toHaveValue('demo.admin');
  await page.goBack();
  await expect(page).toHaveURL(listUrl);
  await expect(usernames(page)).toHaveText(['demo.sco', 'demo.errigal', 'demo.admin']);

  await page.getByRole('button', { name: 'Inactive' }).click();
  await expect(page.getByRole('table', { name: 'Inactive users' })).toBeVisible();
  const inactiveUrl = page.url();
  expect(inactiveUrl).toContain('status=inactive');
  const other = await context.newPage();
  await other.goto(inactiveUrl);
  await expect(other.getByRole('table', { name: 'Inactive users' })).toBeVisible();
  await expect(other.getByRole('textbox', { name: 'Username' })).toHaveValue('demo.');
  await expect(other.getByRole('button', { name: 'Inactive' })).toHaveAttribute('aria-pressed', 'true');
});
