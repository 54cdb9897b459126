import { expect, test, type Page } from '@playwright/test';
import { login } from './login';

// Issue "customer companies": ERRIGAL_ADMIN manages the tenants of the SCO level on their own
// screen; a new company reaches the company selects at once, and one in use cannot be deleted.
test.describe.configure({ mode: 'serial' });

const COMPANY = 'E2E Tower Co';
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

test('create a company from the side menu; the user form offers it at once; rename; refuse a duplicate', async ({ page }) => {
  await login(page, 'demo.errigal');
  await page.getByRole('link', { name: 'Customer Companies' }).click();
  await expect(page.getByRole('heading', { name: 'Customer Companies' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Acme Towers' })).toBeVisible();
  await page.getByRole('link', { name: 'New Customer Company' }).click();
  // The list stays until the new page has loaded (its filter is labelled Name too): wait for it.
  await expect(page.getByRole('heading', { name: 'New Customer Company' })).toBeVisible();
  await page.getByLabel('Name').fill(COMPANY);
  await page.getByRole('button', { name: 'Create Company' }).click();
  await expect(toast(page, `Customer Company ${COMPANY} Is Saved Successfully`)).toBeVisible();
  await expect(page).toHaveURL(/\/customerCompany\/edit\/[0-9a-f-]{36}$/);

  // In-app navigation (no reload): the user form's company select already lists it.
  await page.getByRole('link', { name: 'Users' }).click();
  await page.getByRole('link', { name: 'New User' }).click();
  await expect(page.getByLabel('Company').locator('option', { hasText: COMPANY })).toHaveCount(1);

  await page.getByRole('link', { name: 'Customer Companies' }).click();
  await page.getByRole('link', { name: COMPANY }).click();
  await expect(page.getByRole('heading', { name: `Edit Customer Company ${COMPANY}` })).toBeVisible();
  await page.getByLabel('Name').fill('Acme Towers');
  await page.getByRole('button', { name: 'Update Company' }).click();
  await expect(toast(page, 'A Customer Company with this name already exists')).toBeVisible();
  await page.getByLabel('Name').fill(`${COMPANY} Renamed`);
  await page.getByRole('button', { name: 'Update Company' }).click();
  await expect(page.getByRole('heading', { name: `Edit Customer Company ${COMPANY} Renamed` })).toBeVisible();
});

test('a company in use lists what belongs to it and cannot be deleted; an unused one is deleted', async ({ page }) => {
  await login(page, 'demo.errigal', '/userprofile/customerCompany/list');
  await page.getByRole('link', { name: 'Acme Towers' }).click();
  await page.getByRole('button', { name: 'Delete Company' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Acme Towers' });
  await expect(dialog.getByText('This company cannot be deleted while these belong to it.', { exact: false })).toBeVisible();
  await expect(dialog.getByRole('list', { name: /^Users/ }).getByText('demo.sco')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.goto('/userprofile/customerCompany/list');
  await page.getByRole('link', { name: `${COMPANY} Renamed` }).click();
  await page.getByRole('button', { name: 'Delete Company' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Customer Company Deleted Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/customerCompany\/list(\?[^/]*)?$/);
  await expect(page.getByRole('link', { name: 'Acme Towers' })).toBeVisible();
  await expect(page.getByRole('link', { name: `${COMPANY} Renamed` })).toHaveCount(0);
});

test('ADMIN and SCO_ADMIN neither see the menu entry nor reach the screens', async ({ browser }) => {
  for (const username of ['demo.admin', 'demo.sco']) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await login(page, username);
    await expect(page.getByRole('link', { name: 'Customer Companies' })).toHaveCount(0);
    await page.goto('/userprofile/customerCompany/list');
    await expect(page.getByRole('heading', { name: '403 Forbidden' })).toBeVisible();
    await context.close();
  }
});
