import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { testConfig } from '../config';
import { createMailer, senderAddress } from './createMailer';
import type { Mail, MailLog } from './mailer';
import { startSmtpSink } from './testing/smtpSink';

const mail: Mail = {
  to: 'someone@example.com',
  subject: 'Hello',
  text: 'Open http://localhost:8080/userprofile/password/new/abc to go on.\n',
  html: '<p>Open the link.</p>',
};

function recordingLog() {
  const lines: { details: object; message: string }[] = [];
  const log: MailLog = {
    info: (details, message) => lines.push({ details, message }),
    error: (details, message) => lines.push({ details, message }),
  };
  return { log, lines };
}

describe('mailer', () => {
  it('writes each mail to DATA_DIR/outbox as .eml and .json and logs where, never the link in it', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'up-outbox-'));
    const { log, lines } = recordingLog();
    const mailer = createMailer(testConfig({ dataDir }), log);
    await mailer.send(mail);
    const files = fs.readdirSync(path.join(dataDir, 'outbox')).sort();
    expect(files.map((f) => path.extname(f))).toEqual(['.eml', '.json']);
    const eml = fs.readFileSync(path.join(dataDir, 'outbox', files[0]), 'utf8');
    expect(eml).toContain('To: someone@example.com');
    expect(eml).toContain('Subject: Hello');
    expect(JSON.parse(fs.readFileSync(path.join(dataDir, 'outbox', files[1]), 'utf8'))).toMatchObject(mail);
    expect(lines[0].details).toMatchObject({ to: 'someone@example.com', file: path.join(dataDir, 'outbox', files[0]) });
    expect(JSON.stringify(lines)).not.toContain('/password/new/abc');
    expect(mailer.sent).toEqual([mail]);
    await mailer.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps mails in memory for an in-memory data dir, logging no link', async () => {
    const { log, lines } = recordingLog();
    const mailer = createMailer(testConfig(), log);
    mailer.sendLater(async () => mail);
    mailer.sendLater(async () => null);
    await mailer.idle();
    expect(mailer.sent).toEqual([mail]);
    expect(JSON.stringify(lines)).not.toContain('/password/new/abc');
  });

  it('logs, and does not throw, when background work fails', async () => {
    const { log, lines } = recordingLog();
    const mailer = createMailer(testConfig(), log);
    mailer.sendLater(async () => {
      throw new Error('database down');
    });
    await mailer.close();
    expect(lines).toEqual([expect.objectContaining({ message: 'mail could not be sent' })]);
  });

  it('sends over SMTP_URL from no-reply at the PUBLIC_URL host', async () => {
    const smtp = await startSmtpSink();
    const mailer = createMailer(testConfig({ smtpUrl: smtp.url, publicUrl: 'https://up.example.org' }), recordingLog().log);
    await mailer.send(mail);
    const received = await smtp.waitForMail((m) => m.subject === 'Hello');
    expect(received.to).toEqual(['someone@example.com']);
    expect(received.body).toContain('From: userprofile <no-reply@up.example.org>');
    expect(senderAddress('https://up.example.org')).toBe('userprofile <no-reply@up.example.org>');
    await mailer.close();
    await smtp.close();
  });

  it('rejects send when the SMTP server cannot be reached', async () => {
    const mailer = createMailer(testConfig({ smtpUrl: 'smtp://127.0.0.1:1' }), recordingLog().log);
    await expect(mailer.send(mail)).rejects.toThrow();
    expect(mailer.sent).toEqual([]);
    await mailer.close();
  });
});
