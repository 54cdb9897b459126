import { expect, test, type Page } from '@playwright/test';
import { login } from './login';

// Issue 9, console half: visibility profiles through the real server and its demo network
// inventory, with the default layout code (SCO, NEA, VEN). The tests run in order and build on
// each other's profile.
test.describe.configure({ mode: 'serial' });

const NAME = 'E2E Leinster Desk';
const toast = (page: Page, text: string) => page.locator('.notistack-SnackbarContainer').getByText(text, { exact: true }).first();

async function openProfile(page: Page, name: string) {
  await page.goto('/userprofile/profile/visibility/list');
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Edit Visibility Profile ${name}` })).toBeVisible();
}

test('create with clusters and a primary: validation message first, the primary cannot be removed', async ({ page }) => {
  await login(page, 'demo.errigal');
  await page.goto('/userprofile/profile/visibility/list');
  await page.getByRole('link', { name: 'New Visibility' }).click();
  await expect(page.getByRole('heading', { name: 'New Visibility Profile' })).toBeVisible();
  await page.getByLabel('Name').fill(NAME);
  await expect(page.getByText('Either primary visibility or a network group has to be set')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Profile' })).toBeDisabled();
  // The default layout code offers every tab.
  await expect(page.getByRole('tab', { name: 'Network Attribute' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Venue' })).toBeVisible();

  await page.getByRole('tab', { name: 'Cluster', exact: true }).click();
  await expect(page.getByLabel('Primary Visibility')).toHaveValue('');
  await expect(page.getByLabel('Primary Visibility').locator('option:checked')).toHaveText('-- Please Select --');
  await page.getByRole('checkbox', { name: 'Leinster', exact: true }).check();
  await expect(toast(page, "Cluster 'Leinster' And Its 2 Children Were Added To Profile")).toBeVisible();
  await expect(page.getByLabel('Primary Visibility').locator('option:checked')).toHaveText(/Leinster/);
  await expect(page.getByText('Either primary visibility or a network group has to be set')).toBeHidden();
  await expect(page.getByLabel('3 selected below Ireland')).toBeVisible();
  // Level 3 starts collapsed; indentation is 2 em per level plus 1 em.
  await expect(page.getByRole('checkbox', { name: 'Dublin North' })).toBeHidden();
  await page.getByRole('button', { name: 'Expand Leinster' }).click();
  await expect(page.getByRole('checkbox', { name: 'Dublin North' })).toBeChecked();
  const indent = await page.locator('li', { has: page.getByRole('checkbox', { name: 'Dublin North' }) }).evaluate((li) => {
    const style = getComputedStyle(li);
    return parseFloat(style.paddingLeft) / parseFloat(style.fontSize);
  });
  expect(indent).toBe(7);

  await page.getByRole('checkbox', { name: 'Leinster', exact: true }).click();
  await expect(toast(page, "Primary Visibility Cannot Be Removed, Please Select New One To Remove 'Leinster'")).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Leinster', exact: true })).toBeChecked();

  await page.getByRole('button', { name: 'Create Profile' }).click();
  await expect(toast(page, `Visibility ${NAME} Is Saved Successfully`)).toBeVisible();
  await expect(page.getByRole('heading', { name: `Edit Visibility Profile ${NAME}` })).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'Cluster', exact: true }).click();
  await expect(page.getByLabel('Primary Visibility').locator('option:checked')).toHaveText(/Leinster/);
  await expect(page.getByLabel('3 selected below Ireland')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/visibility-cluster-tab.png', fullPage: true });
});

test('choosing a new primary lets the old one go', async ({ page }) => {
  await login(page, 'demo.errigal');
  await openProfile(page, NAME);
  await page.getByRole('tab', { name: 'Cluster', exact: true }).click();
  await page.getByLabel('Primary Visibility').selectOption({ label: '\u00a0\u00a0Munster' });
  await expect(toast(page, "Cluster 'Munster' And Its 1 Children Was Added Successfully To Profile")).toBeVisible();
  await page.getByRole('checkbox', { name: 'Leinster', exact: true }).click();
  await expect(toast(page, "Cluster 'Leinster' And Its 2 Children Were Removed From Profile")).toBeVisible();
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(toast(page, `Visibility ${NAME} Is Saved Successfully`)).toBeVisible();
});

test('cluster group Default: selects the group, a second click clears the default', async ({ page }) => {
  await login(page, 'demo.errigal');
  await openProfile(page, NAME);
  await page.getByRole('tab', { name: 'Cluster Group' }).click();
  const east = page.getByRole('button', { name: 'Default East Region' });
  await east.click();
  await expect(east).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('checkbox', { name: 'East Region' })).toBeChecked();
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(toast(page, `Visibility ${NAME} Is Saved Successfully`)).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'Cluster Group' }).click();
  await expect(page.getByRole('button', { name: 'Default East Region' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Default East Region' }).click();
  await expect(page.getByRole('button', { name: 'Default East Region' })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('checkbox', { name: 'East Region' })).toBeChecked();
  await page.screenshot({ path: 'test-results/screens/visibility-cluster-groups.png', fullPage: true });
});

test('sync: every entry of the default layout, the control disabled during the call, SPEC toast', async ({ page }) => {
  await login(page, 'demo.errigal');
  await page.goto('/userprofile/profile/visibility/list');
  const sync = page.getByRole('button', { name: 'Sync Visibility Elements' });
  await sync.click();
  await expect(page.getByRole('menuitem')).toHaveText(['All', 'Carrier', 'Cluster', 'Cluster Group', 'Network Group', 'NE Attribute', 'Venue']);
  await page.getByRole('menuitem', { name: 'Carrier' }).click();
  await expect(page.locator('.notistack-SnackbarContainer').getByText(/^Carrier Sync Completed, \d+ Elements Synced$/)).toBeVisible();
  await sync.click();
  await page.getByRole('menuitem', { name: 'All' }).click();
  await expect(sync).toBeDisabled();
  await expect(page.locator('.notistack-SnackbarContainer').getByText(/^All Syncs Completed Successfully, \d+ Elements Synced$/)).toBeVisible({ timeout: 30_000 });
  await expect(sync).toBeEnabled();
  await page.screenshot({ path: 'test-results/screens/visibility-list.png', fullPage: true });
  // The synced inventory's clusters are offered; the seeded names were adopted, so the profile keeps them.
  await openProfile(page, NAME);
  await page.getByRole('tab', { name: 'Cluster', exact: true }).click();
  await expect(page.getByLabel('Primary Visibility').locator('option:checked')).toHaveText(/Munster/);
});

test('delete: the dialog states the user counts, then the list and SPEC toast', async ({ page }) => {
  await login(page, 'demo.errigal');
  await openProfile(page, NAME);
  await page.getByRole('button', { name: 'Delete Profile' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('0 active users and 0 inactive users have this visibility profile. It will be removed from those users.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Visibility Profile Deleted Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/visibility\/list(\?[^/]*)?$/);
  await page.getByRole('textbox', { name: 'Name' }).fill(NAME);
  await expect(page.getByText('No visibility profiles match these filters')).toBeVisible();
});
