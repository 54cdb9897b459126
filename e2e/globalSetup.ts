import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { SHARED_SERVERS } from './playwright.config';

/** A real SMTP server for each shared server: the product mails through it (SMTP_URL), tests read the files. */
export default async function globalSetup() {
  const servers = await Promise.all(SHARED_SERVERS.map((server) => startMailbox(server.smtpPort, server.mailboxDir)));
  return () => Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
}

async function startMailbox(port: number, dir: string) {
  fs.mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        fs.writeFileSync(path.join(dir, `${Date.now()}-${++count}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}
