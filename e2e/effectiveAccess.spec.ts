import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations } from './axe';
import { login } from './login';

// Issue 20, effective access: an admin changes a user's business profile and the user's
// Effective Access tab shows the new roles; the Access screen finds the user among the holders.
test.use({ bypassCSP: true });

/** Chooses an option of one of the Access screen's selects. */
async function choose(page: Page, select: string, option: string) {
  await page.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test("a business profile change shows on the user's Effective Access tab and on the Access screen", async ({ page }) => {
  await login(page, 'demo.errigal');
  await page.getByRole('textbox', { name: 'Profile' }).fill('NOC Operator');
  // The first row once the filter applies (the unfiltered list shows first).
  await expect(page.getByRole('row').nth(1)).toContainText('NOC Operator');
  const firstUser = page.getByRole('row').nth(1).getByRole('link').first();
  const username = (await firstUser.textContent())?.trim() ?? '';
  await firstUser.click();
  await expect(page.getByLabel('Username')).toHaveValue(username);

  // Before: NOC Operator grants Ticketer and Alarm Viewer, and no console role.
  await page.getByRole('tab', { name: 'Effective Access' }).click();
  await expect(page.getByText('No console role: the user cannot use this console.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Access to Ticketer' }).getByRole('row', { name: /AGENT/ })).toContainText('NOC Operator → Ticketer Agent');

  await page.getByRole('tab', { name: 'Basic Info' }).click();
  await page.getByRole('combobox', { name: 'Business Profile' }).selectOption({ label: 'Customer Administrator' });
  await page.getByRole('button', { name: 'Update User' }).click();
  await expect(page.getByText(`${username} Successfully Updated`).first()).toBeVisible();

  // The saved user is read again after the save, which opens Basic Info: open the tab once that is done.
  const accessTab = page.getByRole('tab', { name: 'Effective Access' });
  await expect(async () => {
    await accessTab.click();
    await expect(accessTab).toHaveAttribute('aria-selected', 'true', { timeout: 1000 });
    await expect(page.getByText('Everything below is because of the visibility profile All Ireland.')).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(page.getByText('ADMIN, through Customer Administrator → UP Admin (application User Profile)')).toBeVisible();
  const snmp = page.getByRole('table', { name: 'Access to Snmp Manager' });
  await expect(snmp.getByRole('row', { name: /OPERATOR/ })).toContainText('Customer Administrator → Snmp Operator');
  await expect(page.getByRole('table', { name: 'Access to Ticketer' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Clusters the user sees' }).getByRole('listitem').filter({ hasText: 'Cork City' })).toHaveText('Cork City (through Ireland)');
  expect(await seriousAxeViolations(page), 'axe on the Effective Access tab').toEqual([]);
  await page.screenshot({ path: 'test-results/effective-access-tab.png', fullPage: true });

  await page.getByRole('link', { name: 'Access', exact: true }).click();
  await expect(page).toHaveURL(/\/access$/);
  await choose(page, 'Application', 'User Profile');
  await choose(page, 'Role or element', 'Role ADMIN');
  await expect(page.getByRole('status', { name: 'Matching holders' })).toHaveText(/^\d+ holders?$/);
  // The holders are by username, ten a page: page on until the user shows.
  const holders = page.getByRole('table', { name: 'Holders' });
  const holder = holders.getByRole('link', { name: username, exact: true });
  for (let pages = 0; pages < 10 && !(await holder.isVisible()); pages++) {
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(page.getByRole('status', { name: 'Matching holders' })).not.toHaveText('Loading…');
  }
  await expect(holder).toBeVisible();
  await expect(holders.getByRole('row').filter({ has: page.getByRole('link', { name: username, exact: true }) })).toContainText('UP Admin');
  expect(await seriousAxeViolations(page), 'axe on the Access screen').toEqual([]);
  await page.screenshot({ path: 'test-results/access-screen.png', fullPage: true });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await (await download).path();
  const text = (await import('node:fs')).readFileSync(csv, 'utf8');
  expect(text).toContain(`${username},`);
});
