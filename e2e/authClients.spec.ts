import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { login } from './login';
import { E2E_PASSWORD } from './playwright.config';

// Issue 10, OAuth2 clients (ERRIGAL_ADMIN only): create a client with a dice secret, edit it, list
// it, then let it through the provider's standalone sign-in page in the browser (found by
// discovery): its exact redirect receives a code, which the token endpoint exchanges only with
// PKCE and the client's secret; an admin signed in to the console gets a code without the form.
test.describe.configure({ mode: 'serial' });

const CLIENT = 'E2E Reports Portal';
// The client application's callback: a small server of the test's own, which records where the browser lands.
let REDIRECT = '';
const landed: URL[] = [];
let reportsPortal: http.Server;
test.beforeAll(async () => {
  reportsPortal = http.createServer((request, response) => {
    if (request.url?.startsWith('/e2e-reports/callback')) landed.push(new URL(request.url, REDIRECT));
    response.writeHead(200, { 'content-type': 'text/plain' }).end('reports portal');
  });
  await new Promise<void>((resolve) => reportsPortal.listen(0, '127.0.0.1', resolve));
  REDIRECT = `http://127.0.0.1:${(reportsPortal.address() as AddressInfo).port}/e2e-reports/callback`;
});
test.afterAll(() => new Promise((resolve) => reportsPortal.close(resolve)));
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

/** The client application's side: discovery, then an authorization URL with PKCE, state and nonce. */
async function authorizationRequest(request: APIRequestContext) {
  const discovery = await (await request.get('/userprofile/.well-known/openid-configuration')).json();
  const verifier = crypto.randomBytes(32).toString('base64url');
  const state = crypto.randomBytes(4).toString('base64url');
  const query = new URLSearchParams({
    client_id: clientId,
    redirect_uri: REDIRECT,
    response_type: 'code',
    scope: 'openid profile email',
    state,
    nonce: 'n-0S6_WzA2Mj',
    code_challenge: crypto.createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  return { discovery, url: `${discovery.authorization_endpoint}?${query}`, verifier, state };
}

test('the registered client signs a user in on the standalone page and gets its tokens with its secret', async ({ page, request }) => {
  const { discovery, url, verifier, state } = await authorizationRequest(request);
  landed.length = 0;
  await page.goto(url);
  // The provider's own page: it names the client, and has no console shell around it.
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText(`to continue to ${CLIENT}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Logout' })).toHaveCount(0);
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('third-party-sign-in.png') });
  await page.getByLabel('Username').fill('demo.admin');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('reports portal')).toBeVisible();
  expect(landed).toHaveLength(1);
  expect(`${landed[0].origin}${landed[0].pathname}`).toBe(REDIRECT);
  expect(landed[0].searchParams.get('state')).toBe(state);
  const code = landed[0].searchParams.get('code') ?? '';

  // RFC 6749: HTTP Basic alone authenticates the client (no client_id in the body).
  const form = { code, code_verifier: verifier, grant_type: 'authorization_code', redirect_uri: REDIRECT };
  const wrong = await request.post(discovery.token_endpoint, { form: { ...form, client_id: clientId, client_secret: 'not-the-secret' } });
  expect(wrong.status()).toBe(401);
  expect(await wrong.json()).toMatchObject({ error: 'invalid_client' });
  const basic = `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`;
  const ok = await request.post(discovery.token_endpoint, { form, headers: { authorization: basic } });
  expect(ok.status()).toBe(200);
  expect(ok.headers()['cache-control']).toBe('no-store');
  const tokens = await ok.json();
  expect(tokens).toMatchObject({ token_type: 'Bearer', id_token: expect.any(String), scope: 'openid profile email' });
  const userinfo = await request.get(discovery.userinfo_endpoint, { headers: { authorization: `Bearer ${tokens.access_token}` } });
  expect(await userinfo.json()).toMatchObject({ preferred_username: 'demo.admin' });
  // The admin API refuses a token issued to another client.
  expect((await request.get('/userprofile/api/v1/me', { headers: { authorization: `Bearer ${tokens.access_token}` } })).status()).toBe(401);
  const reused = await request.post(discovery.token_endpoint, { form, headers: { authorization: basic } });
  expect(reused.status()).toBe(400);
  expect(await reused.json()).toMatchObject({ error: 'invalid_grant' });
});

test('single sign-on: an admin signed in to the console gets the code without the form', async ({ page, request }) => {
  await login(page, 'demo.errigal');
  const { url, state } = await authorizationRequest(request);
  landed.length = 0;
  await page.goto(url);
  await expect(page.getByText('reports portal')).toBeVisible();
  expect(landed).toHaveLength(1);
  expect(landed[0].searchParams.get('state')).toBe(state);
  expect(landed[0].searchParams.get('code')).toMatch(/^[\w-]{20,}$/);
});

test('an unknown client or another redirect gets an error page on the provider, never a redirect', async ({ page, request }) => {
  const { url } = await authorizationRequest(request);
  landed.length = 0;
  const evil: URL[] = [];
  await page.route('https://evil.example.com/**', (route) => {
    evil.push(new URL(route.request().url()));
    return route.fulfill({ body: 'evil' });
  });
  for (const [name, value] of [['client_id', 'not-registered'], ['redirect_uri', 'https://evil.example.com/cb']]) {
    const bad = new URL(url);
    bad.searchParams.set(name, value);
    const response = await page.goto(bad.toString());
    expect(response?.status()).toBe(400);
    await expect(page.getByRole('heading', { name: 'This sign-in cannot continue' })).toBeVisible();
  }
  expect(landed).toHaveLength(0);
  expect(evil).toHaveLength(0);
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
