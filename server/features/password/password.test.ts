import { bearer, loginAs, startTestApp, TEST_PASSWORD } from '../../testing/testApp';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../../mail/testing/smtpSink';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { PASSWORD_USED_BEFORE } from './handlers';
import { REMEMBERED_PASSWORDS, replacePassword } from './passwordHistory';

const API = '/userprofile/api/v1';
// testConfig's PUBLIC_URL; app.inject sends Host localhost:80, so a link built from Host would differ.
const LINK = /http:\/\/localhost:8080\/userprofile\/password\/new\/([A-Za-z0-9_-]+)/;
const RESET_SUBJECT = 'Reset your password';
const CHANGED_SUBJECT = 'Your password has been changed';

let smtp: SmtpSink;
let app: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  smtp = await startSmtpSink();
  app = await startTestApp({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await app.stop();
  await smtp.close();
});

function tokenIn(mail: ReceivedMail): string {
  const match = LINK.exec(mail.body);
  if (!match) throw new Error(`no reset link in ${mail.body}`);
  return match[1];
}

const mailTo = (username: string, subject: string) => (mail: ReceivedMail) =>
  mail.subject === subject && mail.to.includes(`${username}@example.com`);

async function userUuid(username: string): Promise<string> {
  const rows = await app.ctx.db.query<{ uuid: string }>('select uuid from app_user where username = $1', [username]);
  return rows[0].uuid;
}

const forgot = (username: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `${API}/password/forgot`, headers, payload: { username } });
const verify = (token: string) => app.inject({ method: 'GET', url: `${API}/password/token/verify/${token}` });
const update = (token: string, password: string, rePassword = password) =>
  app.inject({ method: 'POST', url: `${API}/password/update`, payload: { token, password, rePassword } });

/** Asks for a reset of this user's password and returns the token from the mail that arrives. */
async function resetTokenFor(username: string): Promise<string> {
  const from = smtp.received.length;
  expect((await forgot(username)).statusCode).toBe(204);
  return tokenIn(await smtp.waitForMail(mailTo(username, RESET_SUBJECT), from));
}

describe('forgot password', () => {
  it('answers 204 for known and unknown users alike and mails only the known active one', async () => {
    const from = smtp.received.length;
    const unknown = await forgot('nobody.at.all');
    const known = await forgot('demo.sco');
    expect(unknown.statusCode).toBe(204);
    expect(known.statusCode).toBe(204);
    expect(unknown.body).toBe(known.body);

    await app.ctx.mailer.idle();
    const mails = smtp.received.slice(from);
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toEqual(['demo.sco@example.com']);
    expect(mails[0].subject).toBe(RESET_SUBJECT);
    expect(mails[0].body).toMatch(LINK);
  });

  it('mails nothing for an inactive user', async () => {
    const [inactive] = await app.ctx.db.query<{ username: string }>('select username from app_user where not active limit 1');
    const from = smtp.received.length;
    expect((await forgot(inactive.username)).statusCode).toBe(204);
    await app.ctx.mailer.idle();
    expect(smtp.received).toHaveLength(from);
  });

  it('refuses an empty username', async () => {
    expect((await forgot('')).statusCode).toBe(400);
  });
});

describe('admin sends a reset', () => {
  it('mails a user the admin may see, and answers 404 for one it may not', async () => {
    const admin = await loginAs(app, 'demo.admin');
    const sco = await loginAs(app, 'demo.sco');
    const from = smtp.received.length;

    const sent = await app.inject({ method: 'POST', url: `${API}/password/reset`, headers: bearer(admin), payload: { uuid: await userUuid('demo.sco') } });
    expect(sent.statusCode).toBe(204);
    const mail = await smtp.waitForMail(mailTo('demo.sco', RESET_SUBJECT), from);
    expect((await verify(tokenIn(mail))).json()).toEqual({ username: 'demo.sco' });

    const errigal = await userUuid('demo.errigal');
    const hidden = await app.inject({ method: 'POST', url: `${API}/password/reset`, headers: bearer(sco), payload: { uuid: errigal } });
    expect(hidden.statusCode).toBe(404);
    const anonymous = await app.inject({ method: 'POST', url: `${API}/password/reset`, payload: { uuid: errigal } });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('reset link', () => {
  it('is built from PUBLIC_URL, not the Host header, and only a hash of its 256-bit token is stored', async () => {
    const from = smtp.received.length;
    await forgot('demo.admin', { host: 'evil.example' });
    const mail = await smtp.waitForMail(mailTo('demo.admin', RESET_SUBJECT), from);
    expect(mail.body).not.toContain('evil.example');
    const token = tokenIn(mail);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const stored = await app.ctx.db.query<{ token_hash: string }>('select token_hash from password_reset_token');
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.map((row) => row.token_hash)).not.toContain(token);
  });

  it('verifies to the username, and to an empty one when unknown or expired; an expired one cannot be used', async () => {
    const token = await resetTokenFor('demo.admin');
    expect((await verify(token)).json()).toEqual({ username: 'demo.admin' });
    expect((await verify('not-a-token')).json()).toEqual({ username: '' });

    await app.ctx.db.query("update password_reset_token set expires_at = now() - interval '1 second'");
    expect((await verify(token)).json()).toEqual({ username: '' });
    expect((await update(token, 'Brand-New-Password-1')).statusCode).toBe(400);
  });

  it('expires after PASSWORD_RESET_TTL_MINUTES', async () => {
    await resetTokenFor('demo.admin');
    const [row] = await app.ctx.db.query<{ minutes: number }>(
      `select round(extract(epoch from expires_at - created_at) / 60)::int as minutes
         from password_reset_token order by created_at desc limit 1`,
    );
    expect(row.minutes).toBe(app.ctx.config.passwordResetTtlMinutes);
  });
});

describe('update password', () => {
  it('refuses passwords that differ or are too short, with field errors', async () => {
    const token = await resetTokenFor('demo.errigal');
    const differ = await update(token, 'Long-Enough-1', 'Long-Enough-2');
    expect(differ.statusCode).toBe(400);
    expect(differ.json().errors).toEqual([{ field: 'rePassword', message: 'Passwords do not match' }]);
    const short = await update(token, 'short', 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.map((e: { field: string }) => e.field)).toEqual(['password', 'rePassword']);
  });

  it('sets the password once: the new one logs in, the token is spent, sessions end, a confirmation is mailed', async () => {
    const username = 'demo.errigal';
    await loginAs(app, username); // opens a provider session
    const uuid = await userUuid(username);
    const spare = await resetTokenFor(username);
    const token = await resetTokenFor(username);
    const from = smtp.received.length;

    expect((await update(token, 'Brand-New-Password-1')).statusCode).toBe(204);
    await smtp.waitForMail(mailTo(username, CHANGED_SUBJECT), from);
    expect(await app.ctx.db.query('select 1 from provider_session where user_uuid = $1', [uuid])).toHaveLength(0);

    const accessToken = await loginAs(app, username, 'Brand-New-Password-1');
    expect((await app.inject({ method: 'GET', url: `${API}/me`, headers: bearer(accessToken) })).statusCode).toBe(200);
    await expect(loginAs(app, username, TEST_PASSWORD)).rejects.toThrow(/401/);

    expect((await update(token, 'Another-Password-2')).statusCode).toBe(400);
    expect((await verify(token)).json()).toEqual({ username: '' });
    expect((await verify(spare)).json()).toEqual({ username: '' });
  });

  it('answers 406 for the current password and the last five, and keeps the token for another try', async () => {
    const username = 'demo.sco';
    const uuid = await userUuid(username);
    const earlier = ['Earlier-Pass-1', 'Earlier-Pass-2', 'Earlier-Pass-3', 'Earlier-Pass-4', 'Earlier-Pass-5'];
    for (const hash of await Promise.all(earlier.map(hashPassword))) {
      await app.ctx.db.query('insert into password_history (user_uuid, password_hash) values ($1, $2)', [uuid, hash]);
    }
    const token = await resetTokenFor(username);
    for (const reused of [TEST_PASSWORD, earlier[0]]) {
      const res = await update(token, reused);
      expect(res.statusCode).toBe(406);
      expect(res.json().detail).toBe(PASSWORD_USED_BEFORE);
    }
    expect((await update(token, 'Fresh-Password-6')).statusCode).toBe(204);
    const history = await app.ctx.db.query<{ password_hash: string }>(
      'select password_hash from password_history where user_uuid = $1 order by id desc',
      [uuid],
    );
    // The demo password joined the history and the oldest earlier one dropped out of it.
    expect(history).toHaveLength(REMEMBERED_PASSWORDS);
    expect(await verifyPassword(TEST_PASSWORD, history[0].password_hash)).toBe(true);
    expect(await verifyPassword(earlier[0], history[4].password_hash)).toBe(false);
  });
});

describe('password history', () => {
  it('remembers the replaced hashes, the newest five', async () => {
    const [{ uuid }] = await app.ctx.db.query<{ uuid: string }>("select uuid from app_user where username not like 'demo.%' limit 1");
    const hashes = ['h0', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'h7'];
    for (let i = 1; i < hashes.length; i++) await replacePassword(app.ctx.db, uuid, hashes[i - 1], hashes[i]);
    const history = await app.ctx.db.query<{ password_hash: string }>(
      'select password_hash from password_history where user_uuid = $1 order by id desc',
      [uuid],
    );
    expect(history.map((row) => row.password_hash)).toEqual(['h6', 'h5', 'h4', 'h3', 'h2']);
    const [user] = await app.ctx.db.query<{ password_hash: string }>('select password_hash from app_user where uuid = $1', [uuid]);
    expect(user.password_hash).toBe('h7');
  });
});
