import { expect, test } from '@playwright/test';
import { login } from './login';

// Issue 20: an admin changes a user's business profile, then finds the change, with its readable
// diff, on the Audit screen and on the user's History tab.

test("a business profile change shows on the Audit screen and the user's History tab", async ({ page }) => {
  await login(page, 'demo.errigal');
  await page.getByRole('textbox', { name: 'Profile' }).fill('NOC Operator');
  const firstRow = page.getByRole('row').nth(1);
  // Read once the filter has applied: the row shown before it may be any user.
  await expect(firstRow.getByRole('link', { name: 'NOC Operator' })).toBeVisible();
  const firstUser = firstRow.locator('a[href*="/user/edit/"]');
  const username = (await firstUser.textContent())?.trim() ?? '';
  await firstUser.click();
  await expect(page.getByLabel('Username')).toHaveValue(username);
  await page.getByRole('combobox', { name: 'Business Profile' }).selectOption({ label: 'Customer Administrator' });
  await page.getByRole('button', { name: 'Update User' }).click();
  await expect(page.getByText(`${username} Successfully Updated`).first()).toBeVisible();

  await page.getByRole('tab', { name: 'History' }).click();
  const history = page.getByRole('table', { name: 'History' });
  await expect(history.getByText('Business profile: NOC Operator -> Customer Administrator')).toBeVisible();
  await expect(history.getByRole('link', { name: 'demo.errigal' }).first()).toBeVisible();

  await page.getByRole('link', { name: 'Audit' }).click();
  await expect(page).toHaveURL(/\/audit/);
  await page.getByRole('textbox', { name: 'Text' }).fill(username);
  const entries = page.getByRole('table', { name: 'Audit entries' });
  await expect(entries.getByText('Business profile: NOC Operator -> Customer Administrator')).toBeVisible();
  await expect(page.getByRole('status', { name: 'Matching entries' })).toContainText('entries');
  await entries.getByRole('link', { name: username }).first().click();
  await expect(page.getByLabel('Username')).toHaveValue(username);
});
