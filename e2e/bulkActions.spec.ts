import { expect, test, type Page } from '@playwright/test';
import { login } from './login';

// Issue 22: bulk actions on the user list, through the real server. The users changed are put
// back (activated again) so that later specs find the demo data as seeded.
const TWO = ['eimear.lynch20', 'kate.lynch42'];
const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Actions on the selected users' });

async function runAction(page: Page, action: string) {
  await toolbar(page).getByRole('button', { name: action }).click();
  const dialog = page.getByRole('dialog', { name: action });
  await expect(dialog).toContainText(/for \d+ users?\?/);
  return dialog;
}

test('select two rows and inactivate them; activate them again from the Inactive list', async ({ page }) => {
  await login(page, 'demo.errigal');
  await page.getByRole('textbox', { name: 'Username' }).fill('lynch');
  await expect(page.getByRole('link', { name: 'jack.lynch9' })).toBeVisible();
  for (const username of TWO) await page.getByRole('checkbox', { name: `Select ${username}` }).check();
  await expect(toolbar(page)).toContainText('2 users selected');
  const dialog = await runAction(page, 'Inactivate');
  await expect(dialog).toContainText('Inactivate for 2 users?');
  await dialog.getByRole('button', { name: 'Inactivate' }).click();
  await expect(page.getByText('2 of 2 users changed')).toBeVisible({ timeout: 20_000 });
  for (const username of TWO) await expect(page.getByRole('link', { name: username })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'jack.lynch9' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/bulk-inactivated.png', fullPage: true });

  await page.getByRole('button', { name: 'Inactive', exact: true }).click();
  await expect(page.getByRole('link', { name: 'padraig.lynch31' })).toBeVisible(); // inactive as seeded: left alone
  for (const username of TWO) await page.getByRole('checkbox', { name: `Select ${username}` }).check();
  const again = await runAction(page, 'Activate');
  await again.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /^Activate/ })).toContainText('2 of 2 users changed', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Active', exact: true }).click();
  for (const username of TWO) await expect(page.getByRole('link', { name: username })).toBeVisible();
  await expect(page.getByRole('link', { name: 'padraig.lynch31' })).toHaveCount(0);
});

test('"select all matching" across two pages; each user refused is named, with the reason', async ({ page }) => {
  await login(page, 'demo.errigal');
  await page.getByRole('textbox', { name: 'Profile' }).fill('sco');
  const range = page.getByRole('status', { name: 'User list pages: items shown' });
  await expect(range).toHaveText(/^1-10 of 1\d$/);
  const total = Number((await range.textContent())?.split(' of ')[1]);
  await page.getByRole('checkbox', { name: 'Select the users of this page' }).check();
  await page.getByRole('button', { name: `Select all ${total} users matching` }).click();
  await expect(toolbar(page)).toContainText(`All ${total} users matching selected`);
  const dialog = await runAction(page, 'Set Business Profile');
  await dialog.getByRole('combobox', { name: 'Business Profile' }).selectOption({ label: 'Customer Administrator' });
  await dialog.getByRole('button', { name: 'Set Business Profile' }).click();
  // Customer Administrator grants the console role ADMIN, above these SCO_ADMIN-level users.
  await expect(page.getByText(`0 of ${total} users changed, ${total} refused`)).toBeVisible({ timeout: 20_000 });
  const refused = page.getByRole('list', { name: 'Users refused' }).getByRole('listitem');
  // Ten named on the screen (no scroll box inside the page), the rest in the downloadable outcome.
  await expect(refused).toHaveCount(10);
  await expect(page.getByText(`And ${total - 10} users more: download the outcome for every one.`)).toBeVisible();
  await expect(refused.first()).toHaveText(/^aoife\.byrne16: Business Profile: This business profile grants the console role ADMIN, above the user's level SCO_ADMIN$/);
  await page.screenshot({ path: 'test-results/screens/bulk-refused.png', fullPage: true });
  // The outcome is there again after leaving the list and coming back.
  await page.getByRole('link', { name: 'Profiles' }).click();
  await page.getByRole('link', { name: 'Users' }).click();
  await expect(page.getByText(`0 of ${total} users changed, ${total} refused`)).toBeVisible();
});
