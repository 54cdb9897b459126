import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { E2E_PASSWORD } from './playwright.config';
import { startOwnServer, type OwnServer } from './ownServer';
import { seriousAxeViolations } from './axe';
import { E2E_PORTS } from './ports';

// Issue 23, a passkey on the provider's standalone authorization page (the page of other OAuth2
// clients, not the console): in Chromium with its virtual authenticator (DevTools protocol
// WebAuthn domain), under the page's own CSP (no bypass: its script must load from this origin).
// An admin adds a passkey on My account, then a registered client sends the browser to the page:
// password, "Use a passkey" from the keyboard, and the client's callback gets a code that the
// token endpoint exchanges. The browser refusing, the server refusing or being out of reach, and
// a browser without WebAuthn each get a sentence; a recovery code still works. A user whom
// MFA_REQUIRED_ROLES sends to enrolment gets no code here.
const port = E2E_PORTS.passkeyAuthorizationPage;
const API = '/userprofile/api/v1';
const CLIENT = 'E2E Passkey Portal';
const SECRET = 'Pk9xW8vu7TS6rq5PO4nm3LK2ji1HGfed';
let server: OwnServer;
let portal: http.Server;
let redirect = '';
let clientId = '';
const landed: URL[] = [];

/** The console's own login through the API (PKCE), for the test's admin calls. */
async function apiToken(username: string): Promise<string> {
  const verifier = crypto.randomBytes(32).toString('base64url');
  const authorizeRequest = {
    client_id: 'userprofile-console',
    redirect_uri: `${server.origin}/userprofile/selfcallback`,
    code_challenge: crypto.createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: 'e2e',
    response_type: 'code',
    scope: 'openid',
  };
  const post = (path: string, body: object) => fetch(`${server.origin}${API}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const authorized = await (await post('/auth/authorize', { credentials: { username, password: E2E_PASSWORD }, authorizeRequest })).json();
  const code = new URL(authorized.redirectUrl).searchParams.get('code');
  const tokens = await (await post('/auth/token', { client_id: 'userprofile-console', code, code_verifier: verifier, grant_type: 'authorization_code' })).json();
  return tokens.access_token;
}

test.beforeAll(async () => {
  // Starting a server of its own (migrate, seed) and registering the client take a while on a busy machine.
  test.setTimeout(150_000);
  // SCO_ADMIN must enrol; demo.errigal (the test's admin) and demo.admin sign in as they choose.
  server = await startOwnServer('passkeypage', port, { MFA_REQUIRED_ROLES: 'SCO_ADMIN' });
  portal = http.createServer((request, response) => {
    if (request.url?.startsWith('/e2e-passkey/callback')) landed.push(new URL(request.url, redirect));
    response.writeHead(200, { 'content-type': 'text/plain' }).end('passkey portal');
  });
  await new Promise<void>((resolve) => portal.listen(0, '127.0.0.1', resolve));
  redirect = `http://127.0.0.1:${(portal.address() as AddressInfo).port}/e2e-passkey/callback`;
  const admin = await apiToken('demo.errigal');
  const saved = await fetch(`${server.origin}${API}/authClient/update`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
    body: JSON.stringify({ name: CLIENT, description: CLIENT, allowedRedirectTarget: redirect, clientSecret: SECRET }),
  });
  const { uuid } = await saved.json();
  clientId = (await (await fetch(`${server.origin}${API}/authClient/get/${uuid}`, { headers: { authorization: `Bearer ${admin}` } })).json()).clientId;
});
test.afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => portal?.close(resolve));
});

/** A platform authenticator (ctap2, internal, resident keys, user verified) in this page's browser. */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { clear: () => cdp.send('WebAuthn.clearCredentials', { authenticatorId }) };
}

/**
 * demo.admin with one passkey, of this page's virtual authenticator, added on My account after an
 * ERRIGAL_ADMIN's reset (so every run starts alike); signed out again. Returns a recovery code.
 */
async function adminWithPasskey(page: Page): Promise<string> {
  const admin = await apiToken('demo.errigal');
  const user = await (await fetch(`${server.origin}${API}/user/username/demo.admin`, { headers: { authorization: `Bearer ${admin}` } })).json();
  const reset = await fetch(`${server.origin}${API}/user/${user.uuid}/factors`, { method: 'DELETE', headers: { authorization: `Bearer ${admin}` } });
  expect(reset.status).toBe(204);
  await page.goto(`${server.origin}/userprofile/user/list`);
  await page.getByLabel('Username').fill('demo.admin');
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('link', { name: 'Logout' })).toBeVisible();
  await page.goto(`${server.origin}/userprofile/account`);
  await page.getByRole('button', { name: 'Add passkey' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add passkey' });
  await dialog.getByLabel('Name').fill('Work laptop');
  await dialog.getByRole('button', { name: 'Create passkey' }).click();
  const codes = page.getByRole('dialog', { name: 'Your recovery codes' });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  const recoveryCode = (await codes.getByRole('listitem').first().textContent())!;
  await codes.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('link', { name: 'Logout' }).click();
  await expect(page.getByText('You have been signed out.')).toBeVisible();
  return recoveryCode;
}

/** What the client application does: PKCE, state and nonce, and the browser sent to the provider's page. */
async function openAuthorizationPage(page: Page) {
  const discovery = await (await fetch(`${server.origin}/userprofile/.well-known/openid-configuration`)).json();
  const verifier = crypto.randomBytes(32).toString('base64url');
  const state = crypto.randomBytes(12).toString('base64url');
  const query = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirect,
    response_type: 'code',
    scope: 'openid profile',
    state,
    nonce: crypto.randomBytes(12).toString('base64url'),
    code_challenge: crypto.createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  landed.length = 0;
  await page.goto(`${discovery.authorization_endpoint}?${query}`);
  await expect(page.getByText(`to continue to ${CLIENT}`)).toBeVisible();
  return { discovery, verifier, state };
}

async function password(page: Page, username: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The client's callback got a code: exchanged at the token endpoint (Basic, PKCE), then userinfo. */
async function signedInAs(page: Page, flow: Awaited<ReturnType<typeof openAuthorizationPage>>) {
  await expect(page).toHaveURL(/\/e2e-passkey\/callback\?/);
  await expect(page.getByText('passkey portal', { exact: true })).toBeVisible();
  expect(landed).toHaveLength(1);
  expect(landed[0].searchParams.get('state')).toBe(flow.state);
  const basic = `Basic ${Buffer.from(`${clientId}:${SECRET}`).toString('base64')}`;
  const form = new URLSearchParams({ grant_type: 'authorization_code', code: landed[0].searchParams.get('code') ?? '', code_verifier: flow.verifier, redirect_uri: redirect });
  const tokens = await (await fetch(flow.discovery.token_endpoint, { method: 'POST', headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' }, body: form })).json();
  expect(tokens).toMatchObject({ token_type: 'Bearer', id_token: expect.any(String) });
  const userinfo = await (await fetch(flow.discovery.userinfo_endpoint, { headers: { authorization: `Bearer ${tokens.access_token}` } })).json();
  return userinfo.preferred_username;
}

/** Refusals of the page's CSP and script errors, as the browser reports them. */
function pageProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test('an admin signs in on the authorization page with a passkey, from the keyboard; the client gets its tokens', async ({ page }) => {
  await virtualAuthenticator(page);
  await adminWithPasskey(page);
  const problems = pageProblems(page);
  const flow = await openAuthorizationPage(page);
  await password(page, 'demo.admin');
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  await expect(page.getByText('Use your passkey or security key, or enter one of your recovery codes.')).toBeVisible();
  const usePasskey = page.getByRole('button', { name: 'Use a passkey' });
  // The script shows the button and puts the focus on it: Enter uses the passkey.
  await expect(usePasskey).toBeFocused();
  await page.screenshot({ path: test.info().outputPath('authorization-page-passkey-step.png') });
  await page.keyboard.press('Enter');
  expect(await signedInAs(page, flow)).toBe('demo.admin');
  expect(problems).toEqual([]);
});

test('the page says what went wrong when the browser or the server refuses, or WebAuthn is missing; a recovery code still works', async ({ page }) => {
  const authenticator = await virtualAuthenticator(page);
  const recoveryCode = await adminWithPasskey(page);
  const flow = await openAuthorizationPage(page);
  await password(page, 'demo.admin');
  const usePasskey = page.getByRole('button', { name: 'Use a passkey' });
  const alert = page.getByRole('alert');
  const optionsUrl = `**${API}/auth/secondFactor/passkey/options`;

  // The authenticator has no passkey of this account (the browser answers NotAllowedError).
  await authenticator.clear();
  await usePasskey.click();
  await expect(alert).toHaveText('The passkey request was cancelled or timed out. Try again when you are ready.');
  await expect(usePasskey).toBeFocused();
  await expect(usePasskey).toHaveAttribute('aria-disabled', 'false');
  await page.screenshot({ path: test.info().outputPath('authorization-page-passkey-cancelled.png') });

  // The server refuses (its words are shown), or cannot be reached.
  await page.route(optionsUrl, (route) =>
    route.fulfill({ status: 401, contentType: 'application/problem+json', body: JSON.stringify({ type: 'about:blank', title: 'Unauthorized', status: 401, detail: 'This login has expired; enter your username and password again' }) }),
  );
  await usePasskey.click();
  await expect(alert).toHaveText('This login has expired; enter your username and password again');
  await page.unroute(optionsUrl);
  await page.route(optionsUrl, (route) => route.abort('connectionrefused'));
  await usePasskey.click();
  await expect(alert).toHaveText('User Profile could not be reached. Check your connection and try again.');
  await page.unroute(optionsUrl);

  // A browser without WebAuthn.
  await page.evaluate(() => Reflect.deleteProperty(window, 'PublicKeyCredential'));
  await usePasskey.click();
  await expect(alert).toHaveText('This browser does not support passkeys. Use your authenticator app or a recovery code.');
  await expect(page.getByText(/Error|at [\w.]+ \(/)).toHaveCount(0);

  await page.getByLabel('Code').fill(recoveryCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  expect(await signedInAs(page, flow)).toBe('demo.admin');
});

test('a user whom MFA_REQUIRED_ROLES sends to enrolment is told to sign in to User Profile first; no code reaches the client', async ({ page }) => {
  await openAuthorizationPage(page);
  await password(page, 'demo.sco');
  await expect(page.getByRole('alert')).toHaveText('Your account must add a second factor first: sign in to User Profile, then come back here.');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(landed).toHaveLength(0);
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('up_session');
});

test.describe('accessibility', () => {
  // axe is injected as a script, which the page's CSP refuses: this test alone bypasses it.
  test.use({ bypassCSP: true });

  test("the passkey step passes axe's serious and critical rules", async ({ page }) => {
    await virtualAuthenticator(page);
    await adminWithPasskey(page);
    await openAuthorizationPage(page);
    await password(page, 'demo.admin');
    await expect(page.getByRole('button', { name: 'Use a passkey' })).toBeFocused();
    expect(await seriousAxeViolations(page), 'axe on the passkey step of the authorization page').toEqual([]);
  });
});
