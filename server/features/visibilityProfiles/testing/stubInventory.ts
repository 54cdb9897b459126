import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the stub inventory misbehaves on every request. */
export type StubBehaviour = 'hang' | 'refuseCredentials' | 'serverError' | 'notJson' | 'dropConnection' | { body: unknown };

/** A local HTTP server standing in for a network inventory, for the sync failure statuses. */
export async function startStubInventory() {
  let behaviour: StubBehaviour = 'serverError';
  const requests: { url: string; authorization: string | undefined }[] = [];
  const server = http.createServer((request, response) => {
    requests.push({ url: request.url ?? '', authorization: request.headers.authorization });
    if (behaviour === 'hang') return; // never answers: the sync's timeout ends the call
    if (behaviour === 'dropConnection') return request.socket.destroy();
    if (behaviour === 'refuseCredentials') return void response.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"no"}');
    if (behaviour === 'serverError') return void response.writeHead(500).end('boom');
    if (behaviour === 'notJson') return void response.writeHead(200, { 'content-type': 'text/html' }).end('<html>login</html>');
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(behaviour.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/inventory`,
    requests,
    set(next: StubBehaviour) {
      behaviour = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
