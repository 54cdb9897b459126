import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { login } from './login';
import { linkMailedTo } from './mailbox';

// Issue "Users, complete": the user flows through the real server, its demo applications and a
// real SMTP server. The tests run in order and build on each other's users.
test.describe.configure({ mode: 'serial' });

const NEW_USER = 'e2e.newuser';
const NEW_PASSWORD = 'Brand-New-Password-9';

const toast = (page: Page, text: string) => page.getByText(text, { exact: false }).first();

async function openUser(page: Page, username: string) {
  await page.goto('/userprofile/user/list');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('link', { name: username, exact: true }).click();
  await expect(page.getByLabel('Username')).toHaveValue(username);
}

test('create a user: invalid input is refused with the form messages, valid input is saved', async ({ page }) => {
  await login(page, 'demo.errigal');
  await page.getByRole('link', { name: 'New User' }).click();
  await expect(page).toHaveURL(/\/user\/new$/);
  await page.getByRole('button', { name: 'Create User' }).click();
  await expect(toast(page, 'Please Check Form Is Filled Correctly')).toBeVisible();
  await expect(page.getByText('This field is required. (Max 255 Characters)').first()).toBeVisible();

  await page.getByLabel('Username').fill('not valid!');
  await expect(page.getByText('Only alphanumeric letters, _ (underscore), and . (period) are allowed')).toBeVisible();
  await page.getByLabel('Username').fill(NEW_USER);
  await page.getByLabel('Email').fill(`${NEW_USER}@example.com`);
  await page.getByLabel('First Name').fill('Eve');
  await page.getByLabel('Last Name').fill('Tester');
  await page.getByLabel('Business Profile').selectOption({ label: 'Customer Administrator' });
  await page.getByLabel('Visibility Profile').selectOption({ label: 'All Ireland' });
  await page.getByRole('button', { name: 'Create User' }).click();
  await expect(toast(page, `${NEW_USER} Successfully Updated`)).toBeVisible();
  await expect(page).toHaveURL(/\/user\/edit\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel('Username')).toHaveValue(NEW_USER);
  await page.screenshot({ path: 'test-results/screens/user-edit.png', fullPage: true });
});

test('edit a user: the change is kept after a reload and the username is read-only', async ({ page }) => {
  await login(page, 'demo.errigal');
  await openUser(page, NEW_USER);
  await expect(page.getByLabel('Username')).not.toBeEditable();
  await page.getByLabel('Desk Phone').fill('+353 1 555 0100');
  await page.getByRole('button', { name: 'Update User' }).click();
  await expect(toast(page, `${NEW_USER} Successfully Updated`)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Desk Phone')).toHaveValue('+353 1 555 0100');
});

test('clone a user: a new user with _clone appended is created', async ({ page }) => {
  await login(page, 'demo.errigal');
  await openUser(page, NEW_USER);
  await page.getByRole('button', { name: 'Clone User' }).click();
  await expect(page).toHaveURL(/\/user\/new$/);
  await expect(page.getByLabel('Username')).toHaveValue(`${NEW_USER}_clone`);
  await page.getByLabel('Email').fill(`${NEW_USER}.clone@example.com`);
  await page.getByRole('button', { name: 'Create User' }).click();
  await expect(toast(page, `${NEW_USER}_clone Successfully Updated`)).toBeVisible();
});

test('a reset email leads to a new password, which logs in', async ({ page, browser }) => {
  await login(page, 'demo.errigal');
  await openUser(page, NEW_USER);
  const since = Date.now();
  await page.getByRole('button', { name: 'Send Password Reset Email' }).click();
  await expect(toast(page, 'Email Has Been Sent To The Email Address')).toBeVisible();
  const link = await linkMailedTo(`${NEW_USER}@example.com`, '/userprofile/password/new/', since);

  const visitor = await browser.newPage();
  await visitor.goto(link);
  await visitor.getByLabel('New Password').fill(NEW_PASSWORD);
  await visitor.getByLabel('Confirm Password').fill(NEW_PASSWORD);
  await visitor.getByRole('button', { name: 'Submit' }).click();
  await expect(visitor.getByText('Password reset complete, a confirmation email should be sent to you shortly.')).toBeVisible();
  await visitor.goto(link);
  await expect(visitor.getByText('This password reset link is invalid or has expired')).toBeVisible();

  await visitor.goto('/userprofile/user/list');
  await visitor.getByLabel('Username').fill(NEW_USER);
  await visitor.getByLabel('Password').fill(NEW_PASSWORD);
  await visitor.getByRole('button', { name: 'Login' }).click();
  await expect(visitor.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await visitor.close();
});

test('forgot password mails a link to an existing user', async ({ page }) => {
  await page.goto('/userprofile/user/list');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
  const since = Date.now();
  await page.getByLabel('Username').fill(NEW_USER);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'An email with password reset link has been sent to the user')).toBeVisible();
  expect(await linkMailedTo(`${NEW_USER}@example.com`, '/userprofile/password/new/', since)).toContain('http://localhost');
});

async function exportAll(page: Page): Promise<string> {
  await page.goto('/userprofile/user/bulk');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export File' }).click();
  const file = await (await download).path();
  return fs.readFileSync(file, 'utf8');
}

async function importCsv(page: Page, csv: string) {
  await page.getByLabel('Users file').setInputFiles({ name: 'users.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Import File' }).click();
}

/** Previews a file of one new user, a copy of `like` (exported) under another name, and waits for the preview. */
async function previewNewUserLike(page: Page, like: string, username: string) {
  const [header, ...rows] = (await exportAll(page)).trim().split('\n');
  const row = rows.find((line) => line.startsWith(`${like},`))!;
  await importCsv(page, `${[header, row.replaceAll(like, username).replace(/,\d+\r?$/, ',')].join('\n')}\n`);
  await expect(page.getByText(/^1 new user, 0 changed users, 0 unchanged, 0 refused lines\.$/)).toBeVisible();
}

test('export then import round-trips, and an import with one bad row changes nothing', async ({ page }) => {
  await login(page, 'demo.errigal');
  const csv = await exportAll(page);
  const lines = csv.trim().split('\n');
  expect(lines.length).toBeGreaterThan(50);
  expect(csv).toContain(NEW_USER);

  // Issue 22: the file's preview comes first; an unchanged export changes nothing, and Apply writes it.
  await importCsv(page, csv);
  await expect(page.getByText(new RegExp(`^0 new users, 0 changed users, ${lines.length - 1} unchanged, 0 refused lines\\.$`))).toBeVisible();
  await page.getByRole('button', { name: 'Apply Import' }).click();
  await expect(toast(page, 'Users uploaded and updated successfully')).toBeVisible();

  // Rename one user's first name, and break another row's email: nothing may change.
  const renamed = lines.map((line) => (line.startsWith(`${NEW_USER},`) ? line.replace(',Eve,', ',Evelyn,') : line));
  const badIndex = renamed.findIndex((line) => line.startsWith('demo.sco,'));
  renamed[badIndex] = renamed[badIndex].replace('demo.sco@example.com', 'not-an-email');
  await page.reload();
  await importCsv(page, `${renamed.join('\n')}\n`);
  // The preview shows the rename and refuses the bad line; Apply Import is not offered.
  await expect(page.getByText(/^0 new users, 1 changed user, \d+ unchanged, 1 refused line\.$/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Changed users' })).toContainText('firstNameEveEvelyn');
  const errors = page.getByRole('table', { name: 'Rows with errors' });
  await expect(errors.getByRole('row')).toHaveCount(2);
  await expect(errors).toContainText(String(badIndex + 1));
  await expect(page.getByRole('button', { name: 'Apply Import' })).toBeDisabled();
  await page.screenshot({ path: 'test-results/screens/import-preview.png', fullPage: true });

  await openUser(page, NEW_USER);
  await expect(page.getByLabel('First Name')).toHaveValue('Eve');
});

test('an import previews its new and changed users, is refused when a user changed after the preview, and applies once previewed again', async ({ page, context }) => {
  const ADDED = 'e2e.previewed';
  await login(page, 'demo.errigal');
  const [header, ...rows] = (await exportAll(page)).trim().split('\n');
  const own = rows.find((line) => line.startsWith(`${NEW_USER},`))!;
  const file = `${[header, own.replace(',Tester,', ',Previewed,'), own.replaceAll(NEW_USER, ADDED).replace(/,\d+\r?$/, ',')].join('\n')}\n`;

  await importCsv(page, file);
  await expect(page.getByText(/^1 new user, 1 changed user, 0 unchanged, 0 refused lines\.$/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'New users' })).toContainText(ADDED);
  await expect(page.getByRole('table', { name: 'Changed users' }).getByRole('row', { name: /lastName/ })).toContainText(/Tester\s*Previewed/);

  // Someone saves the changed user in another tab before the admin applies.
  const other = await context.newPage();
  await openUser(other, NEW_USER);
  await other.getByLabel('Mobile Phone').fill('+353 87 555 0199');
  await other.getByRole('button', { name: 'Update User' }).click();
  await expect(toast(other, `${NEW_USER} Successfully Updated`)).toBeVisible();

  await page.getByRole('button', { name: 'Apply Import' }).click();
  await expect(page.getByText('Some users changed after the preview; nothing was imported. Preview the file again.').first()).toBeVisible();
  await expect(toast(page, 'Failed to update users, please try again later')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Rows with errors' })).toContainText(/this user was changed after the preview \(version \d+, now \d+\)/);
  await page.screenshot({ path: 'test-results/screens/import-stale-preview.png', fullPage: true });
  // Nothing written: the new user does not exist and the changed one keeps its last name.
  await other.goto('/userprofile/user/list');
  await other.getByRole('textbox', { name: 'Username' }).fill(ADDED);
  await expect(other.getByText('No users match these filters')).toBeVisible();
  await openUser(other, NEW_USER);
  await expect(other.getByLabel('Last Name')).toHaveValue('Tester');

  // The file previewed again (the user's new version in it) applies.
  const fresh = (await exportAll(page)).trim().split('\n').find((line) => line.startsWith(`${NEW_USER},`))!;
  await importCsv(page, `${[header, fresh.replace(',Tester,', ',Previewed,'), own.replaceAll(NEW_USER, ADDED).replace(/,\d+\r?$/, ',')].join('\n')}\n`);
  await expect(page.getByText(/^1 new user, 1 changed user, 0 unchanged, 0 refused lines\.$/)).toBeVisible();
  await page.getByRole('button', { name: 'Apply Import' }).click();
  await expect(toast(page, 'Users uploaded and updated successfully')).toBeVisible();
  await openUser(other, NEW_USER);
  await expect(other.getByLabel('Last Name')).toHaveValue('Previewed');
  await expect(other.getByLabel('Mobile Phone')).toHaveValue('+353 87 555 0199');
  await openUser(other, ADDED);
  await expect(other.getByLabel('Email')).toHaveValue(`${ADDED}@example.com`);
});

test("an apply whose answer a proxy lost (504) still says what was written", async ({ page }) => {
  const ADDED = 'e2e.lostanswer';
  await login(page, 'demo.errigal');
  await previewNewUserLike(page, NEW_USER, ADDED);
  // The apply reaches the server and is written; its answer is replaced by a gateway timeout.
  await page.route('**/user/import/apply', async (route) => {
    await route.fetch();
    await route.fulfill({ status: 504, contentType: 'text/html', body: '<html>Gateway Timeout</html>' });
  });
  await page.getByRole('button', { name: 'Apply Import' }).click();
  await expect(toast(page, 'Users uploaded and updated successfully')).toBeVisible();
  await expect(page.getByText('1 user created, 0 users updated.')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/import-lost-answer.png', fullPage: true });
  await page.unroute('**/user/import/apply');
  await openUser(page, ADDED);
  await expect(page.getByLabel('Email')).toHaveValue(`${ADDED}@example.com`);
});

test('the Bulk screen left while an apply runs follows it when opened again, to what it wrote', async ({ page }) => {
  const ADDED = 'e2e.leftwhileapplying';
  await login(page, 'demo.errigal');
  await previewNewUserLike(page, NEW_USER, ADDED);
  // A slow apply: the request reaches the server only after the admin has left the screen.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/user/import/apply', async (route) => {
    await released;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Apply Import' }).click();
  await page.getByRole('link', { name: 'Users' }).first().click();
  await expect(page.getByRole('heading', { name: 'Users' }).first()).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('progressbar', { name: 'Applying import' })).toBeVisible();
  // The request goes on its way now (a preview neither applying nor applied is believed only after 5 s).
  release();
  await expect(page.getByRole('button', { name: 'Import File' })).toBeDisabled();
  await page.screenshot({ path: 'test-results/screens/import-followed.png', fullPage: true });
  await expect(page.getByText('1 user created, 0 users updated.')).toBeVisible();
  await expect(toast(page, 'Users uploaded and updated successfully')).toBeVisible();
  await page.unroute('**/user/import/apply');
});

test('pull user info asks the applications and reports success', async ({ page }) => {
  await login(page, 'demo.admin');
  await page.getByRole('button', { name: 'Pull User Info' }).click();
  await expect(toast(page, 'User Info Pull Successful')).toBeVisible();
});

test('an SCO admin sees only SCO-level users of its own company or of none', async ({ page }) => {
  await login(page, 'demo.sco');
  const usernames = async () => {
    await page.getByRole('textbox', { name: 'Username' }).fill('');
    const names: string[] = [];
    const firstCells = page.locator('tbody tr td a[href*="/user/edit/"]');
    // The list is loaded (a user link shows) before the first page is read.
    await expect(page.locator('tbody tr a').first()).toBeVisible();
    for (;;) {
      const pageNames = await firstCells.allInnerTexts();
      names.push(...pageNames);
      const next = page.getByRole('button', { name: 'Go to next page' });
      if (!(await next.isVisible()) || (await next.isDisabled())) return names;
      await next.click();
      // Wait for the next page to be shown before reading it.
      await expect(firstCells.first()).not.toHaveText(pageNames[0]);
    }
  };
  const seen = await usernames();
  expect(seen).toContain('demo.sco');
  expect(seen).toContain('aoife.byrne16');
  expect(seen).not.toContain('demo.admin');
  expect(seen).not.toContain('eimear.doyle4');
  expect(seen).not.toContain(NEW_USER);
});
