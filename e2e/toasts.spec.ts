import { expect, test, type Page } from '@playwright/test';
import { login } from './login';

// Issue 18 item 6: the 401 toast ('Request Was Not Authorized, ...' with Log In Again) times out,
// can be closed and closed with Esc, and no toast covers the header's Logout, at any width.
const REFUSED = 'Request Was Not Authorized, Please Try Logging In Again';

/** A status change with a token the server refuses answers 401: the toast offers Log In Again. */
async function raiseRefusal(page: Page) {
  const status = page.getByRole('combobox', { name: /^Status of / }).first();
  await expect(status).toBeEnabled(); // the list has loaded with the good token
  await page.evaluate(() => localStorage.setItem('access_token', 'expired.e30.token'));
  await status.selectOption({ label: 'Inactive' });
  const toast = page.locator('.notistack-MuiContent-error').filter({ hasText: REFUSED });
  await expect(toast).toBeVisible();
  await expect(toast.getByRole('button', { name: 'Log In Again' })).toBeVisible();
  return toast;
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const width of [1400, 390]) {
  test(`at ${width} px the 401 toast sits below the header, closes, closes on Esc and times out`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await login(page, 'demo.admin');
    const logout = page.getByRole('link', { name: 'Logout' });
    const token = await page.evaluate(() => localStorage.getItem('access_token'));

    let toast = await raiseRefusal(page);
    const toastBox = await toast.boundingBox();
    const logoutBox = await logout.boundingBox();
    expect(toastBox && logoutBox && !overlaps(toastBox, logoutBox)).toBe(true);
    await page.screenshot({ path: `test-results/screens/toast-401-${width}.png` });
    await logout.click({ trial: true }); // nothing lies over it
    await toast.getByRole('button', { name: 'Close notification' }).click();
    await expect(toast).toBeHidden();

    await page.evaluate((saved) => localStorage.setItem('access_token', saved ?? ''), token);
    await page.reload();
    toast = await raiseRefusal(page);
    await page.keyboard.press('Escape');
    await expect(toast).toBeHidden();

    await page.evaluate((saved) => localStorage.setItem('access_token', saved ?? ''), token);
    await page.reload();
    toast = await raiseRefusal(page);
    await page.mouse.move(0, 0);
    // SPEC: 5 seconds (and the 300 ms animation).
    await expect(toast).toBeHidden({ timeout: 7000 });
  });
}
