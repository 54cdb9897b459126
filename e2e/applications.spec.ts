import { expect, test, type Page } from '@playwright/test';
import { login } from './login';

// Issue "Applications": the list, create, edit, sync (through the demo applications' connector)
// and delete, through the real server. The tests run in order and build on each other.
test.describe.configure({ mode: 'serial' });

const NEW_APP = 'E2E Billing';
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();
/** A form field by its whole label (a required one ends in an asterisk). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\s*\\*?$`));

async function openApplication(page: Page, name: string) {
  await page.goto('/userprofile/application/list');
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Edit Application ${name}` })).toBeVisible();
}

test('the list: names link to their screens, with roles and elements; ERRIGAL_ADMIN may create', async ({ page }) => {
  await login(page, 'demo.errigal');
  await page.getByRole('link', { name: 'Applications', exact: true }).click();
  await expect(page).toHaveURL(/\/application\/list(\?[^/]*)?$/);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Snmp Manager' }) });
  await expect(row.getByRole('cell', { name: 'ENGINEER, OPERATOR, VIEWER' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New Application' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sync All Applications' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/application-list-errigal.png', fullPage: true });
});

test('create: the form refuses missing settings, then saves and opens the edit route', async ({ page }) => {
  await login(page, 'demo.errigal', '/userprofile/application/new');
  await expect(page.getByRole('heading', { name: 'New Application' })).toBeVisible();
  await page.getByRole('button', { name: 'Create App' }).click();
  await expect(toast(page, 'Please Check Form Is Filled Correctly')).toBeVisible();
  await expect(page.getByText('This field is required. (Max 255 Characters)').first()).toBeVisible();
  await field(page, 'Name').fill(NEW_APP);
  await field(page, 'Data URL').fill('jdbc:postgresql://db.example.com/billing');
  await field(page, 'Data Driver Name').fill('org.postgresql.Driver');
  await field(page, 'Data Username').fill('billing');
  await field(page, 'Data Password').fill('db-secret-e2e');
  await field(page, 'API Host').fill('http://127.0.0.1:9/billing');
  await field(page, 'API Auth Type').selectOption('HTTP_BASIC');
  await field(page, 'API Username').fill('billing-connector');
  await field(page, 'API Password').fill('api-secret-e2e');
  await page.getByRole('button', { name: 'Create App' }).click();
  await expect(toast(page, `Application ${NEW_APP} Saved Successfully`)).toBeVisible();
  await expect(page).toHaveURL(/\/application\/edit\/[0-9a-f-]{36}$/);
  await expect(field(page, 'Name')).not.toBeEditable();
  await expect(page.getByText('A password is stored. Leave this empty to keep it.')).toHaveCount(2);
  await expect(field(page, 'API Password')).toHaveValue('');
});

test('edit: a change is kept after a reload; a duplicate name gets SPEC 409 message', async ({ page }) => {
  await login(page, 'demo.errigal');
  await openApplication(page, NEW_APP);
  await field(page, 'Data Username').fill('billing-reader');
  await page.getByRole('button', { name: 'Update App' }).click();
  await expect(toast(page, `Application ${NEW_APP} Saved Successfully`)).toBeVisible();
  await page.reload();
  await expect(field(page, 'Data Username')).toHaveValue('billing-reader');
  await page.screenshot({ path: 'test-results/screens/application-edit-errigal.png', fullPage: true });
  await openApplication(page, 'Snmp Manager');
  await page.getByRole('tab', { name: 'Roles' }).click();
  await expect(page.getByRole('group', { name: 'Visible To of ENGINEER' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/application-roles-errigal.png', fullPage: true });

  await page.goto('/userprofile/application/new');
  await field(page, 'Name').fill('Ticketer');
  for (const label of ['Data URL', 'Data Driver Name', 'Data Username', 'Data Password', 'API Host', 'API Username', 'API Password']) {
    await field(page, label).fill('http://x.example.com');
  }
  await field(page, 'API Auth Type').selectOption('OAUTH2');
  await page.getByRole('button', { name: 'Create App' }).click();
  await expect(toast(page, 'An Application with this name already exists')).toBeVisible();
});

test('sync: one application through its connector, then all of them', async ({ page }) => {
  await login(page, 'demo.admin');
  await openApplication(page, 'Snmp Manager');
  await page.getByRole('button', { name: 'Sync Snmp Manager' }).click();
  await expect(toast(page, 'Application Synced Successfully With 3 Roles And 3 Elements')).toBeVisible();
  await page.getByRole('tab', { name: 'Roles' }).click();
  await expect(page.getByRole('table', { name: 'Roles' }).getByRole('cell', { name: 'OPERATOR', exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/application-edit-admin.png', fullPage: true });

  await page.goto('/userprofile/application/list');
  await expect(page.getByRole('link', { name: 'New Application' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Sync All Applications' }).click();
  // The three demo applications answer; the one created above points at a closed port and is named.
  await expect(toast(page, `3 Applications Synced, Failed Applications: ${NEW_APP}`)).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/application-list-admin.png', fullPage: true });
});

test('delete: the confirmation, then the list without the application', async ({ page }) => {
  await login(page, 'demo.errigal');
  await openApplication(page, NEW_APP);
  await page.getByRole('button', { name: 'Delete App' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Deleting this application will delete all Application Profiles that use this Application.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Application Deleted Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/application\/list(\?[^/]*)?$/);
  await expect(page.getByRole('link', { name: 'Snmp Manager' })).toBeVisible();
  await expect(page.getByRole('link', { name: NEW_APP })).toHaveCount(0);
});
