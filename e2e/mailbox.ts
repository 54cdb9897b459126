import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { SHARED_SERVERS } from './playwright.config';

/** Where the SMTP server of the running test's server (e2e/globalSetup.ts) writes what it receives, one file a mail. */
export const mailboxDir = (): string => {
  const project = test.info().project.name;
  const server = SHARED_SERVERS.find((candidate) => candidate.project === project);
  if (!server) throw new Error(`no shared server for the project ${project} (e2e/playwright.config.ts)`);
  return server.mailboxDir;
};

/** Undoes quoted-printable soft line breaks and escapes, enough to read links out of a mail. */
function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Waits for a mail to `address` received after `since`, and returns its first link to `path`. */
export async function linkMailedTo(address: string, linkPath: string, since: number): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const mails = fs
          .readdirSync(mailboxDir())
          .filter((f) => Number(f.split('-')[0]) >= since)
          .map((f) => decodeQuotedPrintable(fs.readFileSync(path.join(mailboxDir(), f), 'utf8')))
          .filter((m) => m.includes(address));
        link = mails.map((m) => new RegExp(`https?://[^\\s"<>]*${linkPath}[^\\s"<>]*`).exec(m)?.[0]).find(Boolean);
        return link;
      },
      { timeout: 15_000, message: `a mail to ${address} with a link to ${linkPath}` },
    )
    .toBeTruthy();
  return link as string;
}
