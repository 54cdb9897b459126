import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

/** A mail as a local SMTP server received it: envelope recipients and the decoded message. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  /** The raw message with quoted-printable soft breaks and escapes undone (ASCII mails). */
  body: string;
}

export interface SmtpSink {
  url: string;
  received: ReceivedMail[];
  /** The first mail from index `from` on that matches, once it has arrived (rejects after 5 s). */
  waitForMail(match: (mail: ReceivedMail) => boolean, from?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A real SMTP server on a free local port that keeps what it receives (tests only). */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: /^Subject: (.*)$/m.exec(raw)?.[1] ?? '',
          body: decodeQuotedPrintable(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  async function waitForMail(match: (mail: ReceivedMail) => boolean, from = 0) {
    const deadline = Date.now() + 5000;
    for (;;) {
      const mail = received.slice(from).find(match);
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`no matching mail among the ${received.length - from} received`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  return { url: `smtp://127.0.0.1:${port}`, received, waitForMail, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
