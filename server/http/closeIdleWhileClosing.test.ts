import net from 'node:net';
import { startListeningApp } from '../testing/listeningApp';

// A shutdown (SIGTERM, a test's own server stopping) must not wait for a keep-alive connection
// whose request was in flight when it began: without closeIdleWhileClosing it waited 72 s.
it('close finishes the request in flight, then ends its keep-alive connection at once', async () => {
  const app = await startListeningApp();
  const { port } = new URL(app.origin);
  const socket = net.connect(Number(port), '127.0.0.1');
  const answer = new Promise<string>((resolve) => {
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('close', () => resolve(text));
  });
  const received = new Promise((resolve) => app.server.once('request', resolve));
  const body = JSON.stringify({ grant_type: 'authorization_code' });
  // The request's headers and half its body: the connection is busy, not idle, when close starts.
  socket.write(
    `POST /userprofile/api/v1/auth/token HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${body.length}\r\nConnection: keep-alive\r\n\r\n${body.slice(0, 5)}`,
  );
  await received;
  const started = Date.now();
  const closed = app.stop();
  await new Promise((resolve) => setTimeout(resolve, 200));
  socket.write(body.slice(5));
  // The request gets its answer (a refused grant, not a dropped connection), then the connection ends.
  expect(await answer).toMatch(/^HTTP\/1\.1 4\d\d /);
  await closed;
  expect(Date.now() - started).toBeLessThan(5000);
});
