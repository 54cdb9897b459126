import type { ServerConfig } from './config';

/** The line `npm start` prints once the server listens: where to open the console, and how to change it. */
export function startBanner(config: Pick<ServerConfig, 'publicUrl' | 'publicUrlDefaulted'>): string {
  const open = `userprofile console: open ${config.publicUrl}/userprofile/`;
  if (!config.publicUrlDefaulted) return `${open} (PUBLIC_URL)\n`;
  return `${open}\n  PUBLIC_URL is not set: browsers on this machine are sent there; to serve other addresses, set PUBLIC_URL to the address users open (e.g. PUBLIC_URL=https://userprofile.example.com).\n`;
}
