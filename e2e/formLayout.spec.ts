import { expect, test } from '@playwright/test';
import { login } from './login';

// Issue 18 item 12: the visibility tabs scroll with arrows on a phone, and the OAuth2 client
// form's buttons end at the form's right edge like every other form's.

test('at 390 px the visibility profile tabs have scroll arrows that reach the last tab', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, 'demo.admin', '/userprofile/profile/visibility/new');
  const tabs = page.getByRole('tablist', { name: 'Visibility profile sections' });
  const lastTab = page.getByRole('tab', { name: 'Venue' });
  await expect(lastTab).toBeAttached();
  await expect(lastTab).not.toBeInViewport();
  const forward = page.locator('.MuiTabs-root:has([aria-label="Visibility profile sections"]) .MuiTabs-scrollButtons').last();
  await expect(forward).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/visibility-tabs-390.png' });
  // Forward scrolls until it disables itself at the end of the list.
  for (let i = 0; i < 10 && !(await forward.evaluate((arrow) => arrow.classList.contains('Mui-disabled'))); i += 1) {
    await forward.click();
    await page.waitForTimeout(400);
  }
  await expect(lastTab).toBeInViewport({ ratio: 0.9 });
  await expect(tabs).toBeVisible();
});

test('the OAuth2 client form ends its buttons at the form edge, as the business profile form does', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 800 });
  await login(page, 'demo.errigal', '/userprofile/authClient/new');
  const rightEdges = async (button: string) => {
    const form = await page.locator('form .MuiPaper-root').first().boundingBox();
    const submit = await page.getByRole('button', { name: button }).boundingBox();
    return { form: Math.round((form?.x ?? 0) + (form?.width ?? 0)), button: Math.round((submit?.x ?? 0) + (submit?.width ?? 0)) };
  };
  const client = await rightEdges('Create Client');
  expect(client.button).toBe(client.form);
  await page.screenshot({ path: 'test-results/screens/auth-client-new.png' });

  await page.goto('/userprofile/profile/business/new');
  const business = await rightEdges('Create Profile');
  expect(business.button).toBe(business.form);
});
