import net from 'node:net';
import Fastify from 'fastify';

/** A URL on a local port that nothing listens on: calls to it are refused at once. */
export async function closedPortUrl(): Promise<string> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

/** An application that answers every call only after delayMs (longer than a connector's timeout). */
export async function startSlowApplication(delayMs: number): Promise<{ url: string; calls: () => number; close(): Promise<void> }> {
  let calls = 0;
  const server = Fastify({ logger: false, forceCloseConnections: true });
  server.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  server.all('/*', async () => {
    calls++;
    // unref: a delay still pending when the test ends must not keep the process alive.
    await new Promise((resolve) => setTimeout(resolve, delayMs).unref());
    return [];
  });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, calls: () => calls, close: () => server.close() };
}
