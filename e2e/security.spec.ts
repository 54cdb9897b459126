import { expect, test } from '@playwright/test';
import { login } from './login';

// The console runs under its Content-Security-Policy (no inline script): the browser reports no
// violation from the login screen to the logged-in screens.
test('the console works under its CSP with no violation reported', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto('/userprofile/auth/login/user');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await login(page, 'demo.errigal');
  await page.getByRole('link', { name: 'New User' }).click();
  await expect(page.getByRole('tab', { name: 'Basic Info' })).toBeVisible();
  expect(violations).toEqual([]);
});
