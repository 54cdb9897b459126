import { expect, test, type Page } from '@playwright/test';
import { login } from './login';
import { startOwnServer, type OwnServer } from './ownServer';
import { E2E_PORTS } from './ports';

// Issue 9: visibility profiles with a layout code without NEA and VEN (LAYOUT_CODE=SCO), on a
// server of this spec's own (the shared e2e server has the default SCO,NEA,VEN). The Network
// Attribute and Venue tabs and sync entries are gone, and the server refuses those kinds.
test.describe.configure({ mode: 'serial' });

const port = E2E_PORTS.visibilityLayout;
const NAME = 'E2E SCO Layout Desk';
let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer('layout-sco', port, { LAYOUT_CODE: 'SCO' });
});

test.afterAll(async () => {
  await server?.stop();
});

const toast = (page: Page, text: string | RegExp) => page.locator('.notistack-SnackbarContainer').getByText(text).first();

test('the edit screen has no Network Attribute or Venue tab, and a profile saves without them', async ({ page }) => {
  await login(page, 'demo.errigal', `${server.origin}/userprofile/profile/visibility/list`);
  await page.getByRole('link', { name: 'New Visibility' }).click();
  await expect(page.getByRole('heading', { name: 'New Visibility Profile' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['Basic Info', 'Carrier', 'Cluster', 'Cluster Group', 'Network Group']);

  await page.getByLabel('Name').fill(NAME);
  await page.getByRole('tab', { name: 'Cluster', exact: true }).click();
  await page.getByRole('checkbox', { name: 'Leinster', exact: true }).check();
  await expect(toast(page, "Cluster 'Leinster' And Its 2 Children Were Added To Profile")).toBeVisible();
  await page.getByRole('button', { name: 'Create Profile' }).click();
  await expect(toast(page, `Visibility ${NAME} Is Saved Successfully`)).toBeVisible();
  await expect(page.getByRole('heading', { name: `Edit Visibility Profile ${NAME}` })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tab')).toHaveText(['Basic Info', 'Carrier', 'Cluster', 'Cluster Group', 'Network Group']);
  await page.screenshot({ path: 'test-results/screens/visibility-layout-sco.png', fullPage: true });
});

test('sync offers the five kinds of this layout, and All syncs them', async ({ page }) => {
  await login(page, 'demo.errigal', `${server.origin}/userprofile/profile/visibility/list`);
  const sync = page.getByRole('button', { name: 'Sync Visibility Elements' });
  await sync.click();
  await expect(page.getByRole('menuitem')).toHaveText(['All', 'Carrier', 'Cluster', 'Cluster Group', 'Network Group']);
  await page.getByRole('menuitem', { name: 'All' }).click();
  await expect(toast(page, /^All Syncs Completed Successfully, \d+ Elements Synced$/)).toBeVisible({ timeout: 30_000 });
});

test('the server refuses a sync of a kind the layout does not offer', async ({ page }) => {
  await login(page, 'demo.errigal', `${server.origin}/userprofile/profile/visibility/list`);
  const token = await page.evaluate(() => Object.entries(localStorage).find(([key]) => key.includes('access_token'))?.[1]);
  expect(token).toBeTruthy();
  const refusals = { networkElementAttribute: 'does not include NEA', venue: 'does not include VEN' };
  for (const [kind, reason] of Object.entries(refusals)) {
    const response = await page.request.get(`${server.origin}/userprofile/api/v1/visibility/sync/${kind}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status(), kind).toBe(404);
    expect((await response.json()).detail, kind).toContain(reason);
  }
  // The kinds it offers still sync.
  const carrier = await page.request.get(`${server.origin}/userprofile/api/v1/visibility/sync/carrier`, { headers: { authorization: `Bearer ${token}` } });
  expect(carrier.status()).toBe(200);
});
