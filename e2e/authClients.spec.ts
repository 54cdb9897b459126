import crypto from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { login } from './login';
import { E2E_PASSWORD } from './playwright.config';

// Issue 10, OAuth2 clients (ERRIGAL_ADMIN only): create a client with a dice secret, edit it, list
// it, then let it through the provider's own authorization flow in the browser: its exact redirect
// receives a code, which /auth/token exchanges only with PKCE and the client's secret.
test.describe.configure({ mode: 'serial' });

const CLIENT = 'E2E Reports Portal';
const REDIRECT = 'http://127.0.0.1:9/e2e-reports/callback';
const toast = (page: Page, text: string) => page.locator('.notistack-Snackbar').getByText(text, { exact: true });
const table = (page: Page) => page.getByRole('table', { name: 'OAuth2 clients' });
let secret = '';
let clientId = '';

test('create: the dice gives a 32-character secret, the client ID is generated on create', async ({ page }) => {
  await login(page, 'demo.errigal');
  await page.getByRole('link', { name: 'OAuth2 Clients' }).click();
  await expect(page.getByRole('heading', { name: 'OAuth2 Clients' })).toBeVisible();
  await expect(table(page).getByRole('link', { name: 'User Profile Console' })).toBeVisible();
  await page.getByRole('link', { name: 'New Client' }).click();
  await expect(page.getByRole('heading', { name: 'New OAuth2 Client' })).toBeVisible();
  await expect(page.getByLabel('Client ID')).toHaveAttribute('placeholder', 'ID be auto populated on create');
  await expect(page.getByRole('button', { name: 'Create Client' })).toBeDisabled();

  await page.getByRole('button', { name: 'Generate secret' }).click();
  secret = await page.getByLabel('Client Secret').inputValue();
  expect(secret).toMatch(/^[A-Za-z0-9]{32}$/);
  await page.getByLabel('Name').fill(CLIENT);
  await page.getByLabel('Description').fill('Monthly reports');
  await page.getByLabel('Allowed Redirect Target').fill('https://reports.example.com/cb#frag');
  await page.getByLabel('Description').focus();
  await expect(page.getByText('Please enter an absolute http or https URL without a # fragment')).toBeVisible();
  await page.getByLabel('Allowed Redirect Target').fill(REDIRECT);
  await page.screenshot({ path: test.info().outputPath('new-client.png') });
  await page.getByRole('button', { name: 'Create Client' }).click();
  await expect(toast(page, 'client updated')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Edit OAuth2 Client' })).toBeVisible();
  await expect(page.getByLabel('Client ID')).not.toHaveValue('');
  clientId = await page.getByLabel('Client ID').inputValue();
  expect(clientId).toMatch(/^[\w-]{24}$/);
  await expect(page.getByLabel('Client Secret')).toHaveValue('');
});

test('edit and list: a new description with the secret kept; the list shows name, redirect URL and description', async ({ page }) => {
  await login(page, 'demo.errigal', '/userprofile/authClient/list');
  await table(page).getByRole('link', { name: CLIENT }).click();
  await expect(page.getByLabel('Name')).toHaveValue(CLIENT);
  await page.getByLabel('Description').fill('Monthly and weekly reports');
  await page.getByRole('button', { name: 'Update Client' }).click();
  await expect(toast(page, 'client updated')).toBeVisible();
  await page.getByRole('link', { name: 'Back to List' }).click();
  const row = table(page).getByRole('row').filter({ has: page.getByRole('link', { name: CLIENT }) });
  await expect(row).toContainText(REDIRECT);
  await expect(row).toContainText('Monthly and weekly reports');
  await page.screenshot({ path: test.info().outputPath('client-list.png'), fullPage: true });

  // The same name again: the server's 409 gives SPEC's failure toast.
  await page.getByRole('link', { name: 'New Client' }).click();
  await page.getByRole('button', { name: 'Generate secret' }).click();
  await page.getByLabel('Name').fill(CLIENT);
  await page.getByLabel('Description').fill('Twin');
  await page.getByRole('button', { name: 'Create Client' }).click();
  await expect(toast(page, 'error updating client')).toBeVisible();
  await expect(page.getByText('An OAuth2 client with this name already exists')).toBeVisible();
});

test('the registered client logs a user in through /authorize and gets a token with its secret', async ({ page, request }) => {
  const verifier = crypto.randomBytes(32).toString('base64url');
  const challenge = crypto.createHash('sha256').update(verifier).digest('base64url');
  const state = crypto.randomBytes(16).toString('base64url');
  let landed: URL | null = null;
  await page.route(`${REDIRECT}**`, (route) => {
    landed = new URL(route.request().url());
    return route.fulfill({ contentType: 'text/plain', body: 'reports portal' });
  });
  const query = new URLSearchParams({ client_id: clientId, redirect_uri: REDIRECT, code_challenge: challenge, code_challenge_method: 'S256', state, response_type: 'code' });
  await page.goto(`/userprofile/authorize?${query}`);
  await page.getByLabel('Username').fill('demo.admin');
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('reports portal')).toBeVisible();
  expect(landed).not.toBeNull();
  const url = landed as unknown as URL;
  expect(`${url.origin}${url.pathname}`).toBe(REDIRECT);
  expect(url.searchParams.get('state')).toBe(state);
  const code = url.searchParams.get('code') ?? '';

  const form = { client_id: clientId, code, code_verifier: verifier, grant_type: 'authorization_code' };
  const wrong = await request.post('/userprofile/api/v1/auth/token', { form: { ...form, client_secret: 'not-the-secret' } });
  expect(wrong.status()).toBe(401);
  const basic = `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`;
  const ok = await request.post('/userprofile/api/v1/auth/token', { form, headers: { authorization: basic } });
  expect(ok.status()).toBe(200);
  expect((await ok.json()).access_token).toBeTruthy();
  const reused = await request.post('/userprofile/api/v1/auth/token', { form, headers: { authorization: basic } });
  expect(reused.status()).toBe(400);
});

test('ADMIN and SCO_ADMIN neither see the menu item nor reach the screens', async ({ page }) => {
  for (const who of ['demo.admin', 'demo.sco']) {
    await login(page, who);
    await expect(page.getByRole('link', { name: 'OAuth2 Clients' })).toHaveCount(0);
    await page.goto('/userprofile/authClient/list');
    await expect(page.getByRole('heading', { name: '403 Forbidden' })).toBeVisible();
    await page.getByRole('link', { name: 'Logout' }).click();
    await expect(page.getByText(/signed out/i)).toBeVisible();
  }
});
