import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server for the run: the product mails through it (SMTP_URL), tests read the files. */
export default async function globalSetup() {
  const dir = process.env.E2E_MAILBOX_DIR as string;
  const port = Number(process.env.E2E_SMTP_PORT);
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
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
