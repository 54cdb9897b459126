import net from 'node:net';
import type { ServerConfig } from '../config';
import { startTestApp } from './testApp';

/** A free port on 127.0.0.1, for a server whose PUBLIC_URL must name its port before it starts. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The test app listening on a real port with PUBLIC_URL set to it, so that an HTTP client
 * library can discover it and follow its URLs.
 */
export async function startListeningApp(overrides: Partial<ServerConfig> = {}, hostname = '127.0.0.1') {
  const port = await freePort();
  const origin = `http://${hostname}:${port}`;
  const app = await startTestApp({ publicUrl: origin, ...overrides });
  await app.listen({ port, host: '127.0.0.1' });
  return Object.assign(app, { origin });
}
