import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { Deliver, MailLog } from './mailer';

/** A nodemailer transport made at the first mail: most servers (and test files) never send one. */
function lazyTransport(make: (nodemailer: typeof import('nodemailer')) => Transporter) {
  let transport: Promise<Transporter> | undefined;
  return {
    get: () => (transport ??= import('nodemailer').then(({ default: nodemailer }) => make(nodemailer))),
    close: () => void transport?.then((made) => made.close()),
  };
}

/** Real delivery over SMTP (nodemailer). */
export function smtpTransport(smtpUrl: string, from: string): { deliver: Deliver; close: () => void } {
  const transport = lazyTransport((nodemailer) => nodemailer.createTransport(smtpUrl));
  return {
    deliver: async (mail) => {
      await (await transport.get()).sendMail({ from, ...mail });
    },
    close: transport.close,
  };
}

/**
 * No SMTP server: each mail becomes `<name>.eml` (the message as it would have been sent) and
 * `<name>.json` in the outbox directory, so a reset works on a fresh machine. The log says where
 * the mail was written, never its text: a reset link is a secret, and logs travel further.
 */
export function outboxTransport(dir: string, from: string, log: MailLog): Deliver {
  const render = lazyTransport((nodemailer) => nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }));
  return async (mail) => {
    const { message } = await (await render.get()).sendMail({ from, ...mail });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}`;
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(path.join(dir, `${name}.eml`), message);
    await fs.writeFile(path.join(dir, `${name}.json`), JSON.stringify({ from, ...mail }, null, 2));
    log.info({ to: mail.to, subject: mail.subject, file: path.join(dir, `${name}.eml`) }, 'mail written to the outbox');
  };
}

/** An in-memory database keeps its mails in memory too: only the mailer's sent list and the log. */
export function memoryTransport(log: MailLog): Deliver {
  return async (mail) => {
    log.info({ to: mail.to, subject: mail.subject }, 'mail kept in memory');
  };
}
