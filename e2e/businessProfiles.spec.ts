import { expect, test, type Page } from '@playwright/test';
import { login } from './login';

// Issue 8, business profiles: list, create, edit with the push of its users, delete, through the
// real server and the demo applications. The tests run in order and build on each other's profile.
test.describe.configure({ mode: 'serial' });

const PROFILE = 'E2E Night Desk';
// Screenshots to look at; E2E_SCREENS keeps them out of test-results, which the next run empties.
const SCREENS = process.env.E2E_SCREENS ?? 'test-results/screens';
const toast = (page: Page, text: string | RegExp) => page.locator('.notistack-Snackbar').getByText(text);
const table = (page: Page) => page.getByRole('table', { name: 'Business profiles' });

async function openProfile(page: Page, name: string) {
  await page.goto('/userprofile/profile/business/list');
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await table(page).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Edit Business Profile ${name}` })).toBeVisible();
}

test('list: one column per application, and filters taking comma-separated values', async ({ page }) => {
  await login(page, 'demo.errigal');
  await page.getByRole('link', { name: 'Profiles' }).click();
  await expect(page.getByRole('heading', { name: 'Business Profiles' })).toBeVisible();
  await expect(table(page).getByRole('columnheader', { name: 'Alarm Viewer' })).toBeVisible();
  const noc = table(page).getByRole('row').filter({ has: page.getByRole('link', { name: 'NOC Operator' }) });
  await expect(noc).toContainText('Ticketer Agent');
  await expect(table(page).getByRole('row').filter({ has: page.getByRole('link', { name: 'Customer Administrator' }) })).toContainText('---');
  await page.screenshot({ path: `${SCREENS}/business-profile-list.png`, fullPage: true });

  await page.getByRole('textbox', { name: 'Name' }).fill('noc, field');
  await expect(table(page).getByRole('link')).toHaveText(['NOC Operator', 'SCO Field Engineer']);
});

test('create: Create Profile waits for a name and an app profile, then the profile opens', async ({ page }) => {
  await login(page, 'demo.errigal', '/userprofile/profile/business/new');
  const create = page.getByRole('button', { name: 'Create Profile' });
  await expect(create).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Delete Profile' })).toBeDisabled();
  await page.getByLabel('Name').fill(PROFILE);
  await expect(page.getByText('Please choose an application profile for at least one application')).toBeVisible();
  await expect(create).toBeDisabled();
  await page.getByRole('combobox', { name: 'Snmp Manager' }).selectOption({ label: 'Snmp Operator' });
  await page.getByRole('combobox', { name: 'Ticketer' }).selectOption({ label: 'Ticketer Agent' });
  await expect(page.getByRole('link', { name: 'Open Snmp Operator' })).toBeVisible();
  await create.click();
  await expect(toast(page, `Profile ${PROFILE} Is Saved Successfully`)).toBeVisible();
  await expect(page.getByRole('heading', { name: `Edit Business Profile ${PROFILE}` })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/business-profile-edit.png`, fullPage: true });

  // The same name again: SPEC's 409 message.
  await page.goto('/userprofile/profile/business/new');
  await page.getByLabel('Name').fill(PROFILE);
  await page.getByRole('combobox', { name: 'Ticketer' }).selectOption({ label: 'Ticketer Agent' });
  await page.getByRole('button', { name: 'Create Profile' }).click();
  await expect(toast(page, 'A Business Profile with this name already exists')).toBeVisible();
});

test('edit: a changed app profile pushes the active users to that application, with progress and a count', async ({ page }) => {
  await login(page, 'demo.admin');
  await openProfile(page, 'SCO Field Engineer');
  // Ticketer loses the grant: it is told those users have no roles there any more.
  await page.getByRole('combobox', { name: 'Ticketer' }).selectOption({ label: '---' });
  await page.getByRole('button', { name: 'Update Profile' }).click();
  // Before saving, what the save changes for the profile's users (issue 20).
  const impact = page.getByRole('dialog', { name: 'What this save changes for users' });
  await expect(impact.getByRole('listitem').first()).toHaveText(/^\d+ users? loses? AGENT in Ticketer$/);
  await expect(impact.getByRole('listitem').nth(1)).toHaveText(/^\d+ users? loses? element Daily Reports in Ticketer$/);
  await page.screenshot({ path: `${SCREENS}/business-profile-impact.png`, fullPage: true });
  await impact.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Profile SCO Field Engineer Is Saved Successfully')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/business-profile-push.png`, fullPage: true });
  await expect(toast(page, /^\d+ users? updated in their applications$/)).toBeVisible({ timeout: 30_000 });

  // Back as it was (other specs' users hold this profile).
  await page.getByRole('combobox', { name: 'Ticketer' }).selectOption({ label: 'Ticketer Agent' });
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await page.getByRole('dialog', { name: 'What this save changes for users' }).getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, /^\d+ users? updated in their applications$/).first()).toBeVisible({ timeout: 30_000 });
});

test('delete: the dialog counts the users who lose the profile, then the list no longer has it', async ({ page }) => {
  await login(page, 'demo.errigal');
  await openProfile(page, PROFILE);
  await page.getByRole('button', { name: 'Delete Profile' }).click();
  const dialog = page.getByRole('dialog', { name: `Delete ${PROFILE}` });
  await expect(dialog.getByText('0 active users and 0 inactive users have this business profile. It will be removed from those users.')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/business-profile-delete.png`, fullPage: true });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Business Profile Deleted Successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Business Profiles' })).toBeVisible();
  await expect(table(page).getByRole('link', { name: PROFILE })).toHaveCount(0);
});
