import { expect, test, type Page } from '@playwright/test';
import { login } from './login';
import { E2E_PASSWORD } from './playwright.config';

// Issue 6 items 21-23 and 27 in the browser: the ways into and out of a session, titles, favicon.

test('the console has a favicon, linked from the page and served with it; a load has no 404', async ({ page }) => {
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(response.url());
  });
  await page.goto('/userprofile/auth/login/user');
  await expect(page.getByLabel('Username')).toBeVisible();
  const href = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(href).toBeTruthy();
  const icon = await page.request.get(new URL(href!, page.url()).toString());
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toContain('image/svg+xml');
  expect(missing).toEqual([]);
});

test('each screen names itself in the browser tab', async ({ page }) => {
  await page.goto('/userprofile/password/forgot');
  await expect(page).toHaveTitle('Forgot Password · User Profile');
  await login(page, 'demo.admin');
  await expect(page).toHaveTitle('Users · User Profile');
  await page.getByRole('link', { name: 'New User' }).click();
  await expect(page).toHaveTitle('New User · User Profile');
});

const loginFirst = (page: Page) => page.getByText('Please Login First');

test('a first visit and a sign-out reach the login without the Please Login First warning', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(loginFirst(page)).toHaveCount(0);

  await login(page, 'demo.admin', '/userprofile/');
  await page.getByRole('link', { name: 'Logout' }).click();
  await expect(page.getByText('You have been signed out.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible({ timeout: 10_000 });
  await expect(loginFirst(page)).toHaveCount(0);

  // A guarded page asked for while logged out still warns, until the login it asks for opens it.
  await page.goto('/userprofile/user/bulk');
  await expect(loginFirst(page)).toBeVisible();
  await page.getByLabel('Username').fill('demo.admin');
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/userprofile\/user\/bulk$/);
  // Well before the toast's own 5 seconds.
  await expect(loginFirst(page)).toHaveCount(0, { timeout: 1500 });
});

test('a callback with a wrong state or without a code returns to the login screen', async ({ page }) => {
  await page.goto('/userprofile/selfcallback?code=made-up&state=forged');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await page.goto('/userprofile/callback?state=forged');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});

test('the signed-out and password pages link on', async ({ page }) => {
  await page.goto('/userprofile/password/new/not-a-token');
  await expect(page.getByText('This password reset link is invalid or has expired')).toBeVisible();
  await page.getByRole('link', { name: 'Request A New Link' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Log In' }).click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();

  await login(page, 'demo.sco');
  await page.getByRole('link', { name: 'Logout' }).click();
  await page.getByRole('link', { name: 'Log In Again' }).click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});
