import path from 'node:path';
import type { ServerConfig } from '../config';
import { makeMailer, type MailLog, type Mailer } from './mailer';
import { memoryTransport, outboxTransport, smtpTransport } from './transports';

export const MEMORY_DATA_DIR = 'memory://';

/** The sender address: no-reply at the host the product is reached at. */
export function senderAddress(publicUrl: string): string {
  return `userprofile <no-reply@${new URL(publicUrl).hostname}>`;
}

/** SMTP when SMTP_URL is set; otherwise DATA_DIR/outbox, or memory for an in-memory data dir. */
export function createMailer(config: ServerConfig, log: MailLog): Mailer {
  const from = senderAddress(config.publicUrl);
  if (config.smtpUrl) {
    const smtp = smtpTransport(config.smtpUrl, from);
    return makeMailer(smtp.deliver, log, smtp.close);
  }
  if (config.dataDir === MEMORY_DATA_DIR) return makeMailer(memoryTransport(log), log);
  return makeMailer(outboxTransport(path.join(config.dataDir, 'outbox'), from, log), log);
}
