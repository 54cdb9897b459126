import { expect, type Page } from '@playwright/test';
import { E2E_PASSWORD } from './playwright.config';

/** Logs in through the console's own login screen and waits for the logged-in header (any width). */
export async function login(page: Page, username: string, startAt = '/userprofile/user/list') {
  await page.goto(startAt);
  await expect(page.getByLabel('Username')).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('link', { name: 'Logout' })).toBeVisible();
}
