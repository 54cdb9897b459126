import { expect, test, type Page } from '@playwright/test';
import { login } from './login';

// Issue 8, application profiles: list, create, edit and delete through the real server. The tests
// run in order and build on each other's profile.
test.describe.configure({ mode: 'serial' });

const PROFILE = 'E2E Snmp Desk';
const applicationSelect = (page: Page) => page.getByRole('combobox', { name: /^Application/ });
const toast = (page: Page, text: string) => page.locator('.notistack-Snackbar').getByText(text, { exact: true });

async function openProfile(page: Page, name: string) {
  await page.goto('/userprofile/profile/app/list');
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Edit App Profile ${name}` })).toBeVisible();
}

test('create: the form refuses bad input with SPEC messages, then saves roles and elements', async ({ page }) => {
  await login(page, 'demo.errigal');
  await page.getByRole('link', { name: 'Application Admin' }).click();
  await expect(page.getByRole('heading', { name: 'Application Profiles' })).toBeVisible();
  await page.getByRole('link', { name: 'New App Profile' }).click();
  await expect(page).toHaveURL(/\/profile\/app\/new$/);

  const create = page.getByRole('button', { name: 'Create Profile' });
  await expect(create).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Delete Profile' })).toBeDisabled();
  await expect(page.getByRole('tab', { name: 'Roles' })).toBeDisabled();
  await page.getByLabel('Name').fill(' ');
  await page.getByLabel('Name').blur();
  await expect(page.getByText('This field is required. (Max 255 Characters)')).toBeVisible();
  // The select is disabled until the applications have loaded; focusing it before does nothing.
  await expect(applicationSelect(page)).toBeEnabled();
  await applicationSelect(page).focus();
  await applicationSelect(page).blur();
  await expect(page.getByText('Please select an application')).toBeVisible();
  await page.getByLabel('Description').fill('x'.repeat(1024));
  await page.getByLabel('Description').blur();
  await expect(page.getByText('This must be under 1023 characters')).toBeVisible();

  await page.getByLabel('Name').fill(PROFILE);
  await page.getByLabel('Description').fill('Operators of the e2e desk');
  await applicationSelect(page).selectOption({ label: 'Snmp Manager' });
  await page.getByRole('button', { name: 'Customer', exact: true }).click();
  await page.getByRole('tab', { name: 'Roles' }).click();
  await page.getByRole('button', { name: 'Add All' }).click();
  await page.getByRole('checkbox', { name: 'ENGINEER' }).uncheck();
  await page.getByRole('tab', { name: 'Default Tree' }).click();
  await page.getByRole('checkbox', { name: 'North Tree' }).check();
  await page.getByRole('checkbox', { name: 'Core Tree' }).check();
  await page.screenshot({ path: 'test-results/screens/app-profile-new.png', fullPage: true });
  await create.click();

  await expect(toast(page, `Application Profile ${PROFILE} Is Saved Successfully`)).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/app\/edit\/[0-9a-f-]{36}$/);
  await expect(applicationSelect(page)).toBeDisabled();
});

test('a duplicate name is refused with SPEC\'s message', async ({ page }) => {
  await login(page, 'demo.admin', '/userprofile/profile/app/new');
  await page.getByLabel('Name').fill(PROFILE);
  await applicationSelect(page).selectOption({ label: 'Ticketer' });
  await page.getByRole('button', { name: 'Create Profile' }).click();
  await expect(toast(page, 'An Application Profile with this name already exists')).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/app\/new$/);
});

test('edit: changes are kept after a reload', async ({ page }) => {
  await login(page, 'demo.admin');
  await openProfile(page, PROFILE);
  await page.getByLabel('Description').fill('Edited by the e2e test');
  await page.getByRole('tab', { name: 'Roles' }).click();
  await page.getByRole('checkbox', { name: 'VIEWER' }).uncheck();
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(toast(page, `Application Profile ${PROFILE} Is Saved Successfully`)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Description')).toHaveValue('Edited by the e2e test');
  await page.getByRole('tab', { name: 'Roles' }).click();
  await expect(page.getByRole('checkbox', { name: 'OPERATOR' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'VIEWER' })).not.toBeChecked();
  await page.getByRole('tab', { name: 'Basic Info' }).click();
  await page.screenshot({ path: 'test-results/screens/app-profile-edit.png', fullPage: true });
});

test('list: filters and the toggle that expands roles and parameters', async ({ page }) => {
  await login(page, 'demo.admin', '/userprofile/profile/app/list');
  await page.getByRole('textbox', { name: 'Parameter' }).fill('core');
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: PROFILE }) });
  await expect(page.getByRole('table', { name: 'Application profiles' }).getByRole('link')).toHaveCount(1);
  await expect(row.getByRole('cell', { name: 'OPERATOR', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Core Tree ...' })).toBeVisible();
  await row.getByRole('button', { name: `Expand roles and parameters of ${PROFILE}` }).click();
  await expect(row.getByRole('cell', { name: 'Core Tree, North Tree' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Parameter' }).fill('');
  await page.getByRole('textbox', { name: 'Role' }).fill('viewer');
  await expect(page.getByRole('link', { name: PROFILE })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Snmp Viewer' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Role' }).fill('');
  await page.screenshot({ path: 'test-results/screens/app-profile-list.png', fullPage: true });
});

test('delete: the dialog lists the business profiles that lose the profile, then it is gone from them', async ({ page }) => {
  await login(page, 'demo.errigal');
  await openProfile(page, 'Alarm Watch');
  await page.getByRole('button', { name: 'Delete Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Alarm Watch' });
  await expect(dialog.getByRole('list', { name: 'These business profiles will lose this application profile:' }).getByRole('listitem')).toHaveText(['NOC Operator']);
  await page.screenshot({ path: 'test-results/screens/app-profile-delete.png', fullPage: true });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Application Profile Deleted Successfully')).toBeVisible();
  // The list comes back with the filter it had in this tab ('Alarm Watch'): nothing matches now.
  await expect(page).toHaveURL(/\/profile\/app\/list\?name=Alarm\+Watch&/);
  await expect(page.getByRole('status', { name: 'Application profile list pages: items shown' })).toHaveText('0 of 0');
  await page.getByRole('textbox', { name: 'Name' }).fill('');
  await expect(page.getByRole('link', { name: 'Snmp Operator' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Alarm Watch' })).toHaveCount(0);
  const token = await page.evaluate(() => Object.entries(localStorage).find(([key]) => key.endsWith('access_token'))?.[1]);
  const business = await page.request.get('/userprofile/api/v1/profile/business/list', { headers: { authorization: `Bearer ${token}` } });
  const noc = ((await business.json()) as { name: string; appProfiles: { name: string }[] }[]).find((p) => p.name === 'NOC Operator');
  expect(noc?.appProfiles.map((p) => p.name)).toEqual(['Snmp Operator', 'Ticketer Agent']);

  // A new profile that no business profile holds: nothing is listed, and it is deleted too.
  await openProfile(page, PROFILE);
  await page.getByRole('button', { name: 'Delete Profile' }).click();
  await expect(page.getByText('No business profile uses this application profile.')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Application Profile Deleted Successfully')).toBeVisible();
});
