import net from 'node:net';
import { bearer, loginAs, startTestApp } from '../testing/testApp';
import { loadContract, type Operation } from '../contract/contract';

// Hostile input to every operation of openapi/userprofile.yaml (issue 18 item 15): whatever a
// request carries, the server answers below 500, and every 4xx is problem+json (the token
// endpoint's are RFC 6749 5.2 JSON with an `error` code, as client libraries read them). Sent as an
// ERRIGAL_ADMIN (the widest reach) and without a token (what anyone on the network can send).
type Answer = { statusCode: number; headers: Record<string, unknown>; body: string };
type Probe = { name: string; url: string; body?: string | Buffer; contentType?: string };

let app: Awaited<ReturnType<typeof startTestApp>>;
let token: string;

beforeAll(async () => {
  // Enterprise SSO configured (its provider unreachable), so its operations answer the input, not 501.
  app = await startTestApp({
    enterpriseSso: { issuerUrl: 'http://127.0.0.1:1', clientId: 'fuzz', clientSecret: undefined, usernameClaim: 'preferred_username', timeoutMs: 500 },
  });
  token = await loginAs(app, 'demo.errigal');
});
afterAll(() => app.stop());

const operations = loadContract().operations;
const hasBody = (operation: Operation) => operation.method !== 'GET' && operation.method !== 'DELETE';
const deepJson = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
const BIG = 'x'.repeat(100_000);

/** The operation's url with every path parameter set to `value` (already encoded). */
const urlWith = (operation: Operation, value: string, query = '') => operation.url.replace(/:(\w+)/g, value) + query;
const plainUrl = (operation: Operation) => urlWith(operation, 'a0000000-0000-4000-8000-000000000000');

function probes(operation: Operation): Probe[] {
  const url = plainUrl(operation);
  const list: Probe[] = [
    { name: 'NUL in the query', url: `${url}?q=%00&code=%00&ticket=a%00` },
    { name: 'bad percent-encoding in the query', url: `${url}?q=%E0%A4%A&code=%` },
    { name: '100k query value', url: `${url}?q=${BIG}&code=${BIG}` },
  ];
  if (operation.url.includes(':')) {
    list.push(
      { name: 'NUL path parameter', url: urlWith(operation, 'a%00b') },
      { name: 'bad percent-encoding in the path', url: urlWith(operation, '%E0%A4%A') },
      { name: 'lone percent in the path', url: urlWith(operation, '%') },
      { name: '300-character path parameter', url: urlWith(operation, 'p'.repeat(300)) },
      { name: '100k path parameter', url: urlWith(operation, 'p'.repeat(100_000)) },
    );
  }
  if (hasBody(operation)) {
    const json = 'application/json';
    list.push(
      { name: 'JSON arrays nested 5000 deep', url, body: deepJson(5000), contentType: json },
      { name: 'JSON objects nested 5000 deep', url, body: deepObject(5000), contentType: json },
      { name: 'JSON with NUL strings', url, body: JSON.stringify({ name: 'a\u0000b', user: { username: '\u0000' }, credentials: { username: 'x\u0000', password: 'y' } }), contentType: json },
      { name: 'JSON with 100k strings', url, body: JSON.stringify({ name: BIG, description: BIG, username: BIG, user: { username: BIG }, credentials: { username: BIG, password: BIG } }), contentType: json },
      { name: 'malformed JSON', url, body: '{"name": "a",', contentType: json },
      { name: 'JSON null', url, body: 'null', contentType: json },
      { name: 'form body nested', url, body: `${'a[b]'.repeat(2000)}=1&x=%E0%A4%A`, contentType: 'application/x-www-form-urlencoded' },
      { name: 'multipart without boundary', url, body: 'users=1', contentType: 'multipart/form-data' },
      {
        name: 'multipart cut short',
        url,
        body: '--XyZ\r\nContent-Disposition: form-data; name="users"; filename="u.csv"\r\nContent-Type: text/csv\r\n\r\nusername,email\r\nab',
        contentType: 'multipart/form-data; boundary=XyZ',
      },
      { name: 'multipart with a NUL file name', url, body: '--XyZ\r\nContent-Disposition: form-data; name="users"; filename="u\u0000.csv"\r\n\r\nx\r\n--XyZ--\r\n', contentType: 'multipart/form-data; boundary=XyZ' },
      { name: 'unknown content type', url, body: 'hello', contentType: 'application/x-unknown' },
    );
  }
  return list;
}

function problems(operation: Operation, probe: Probe, answer: Answer): string[] {
  const where = `${operation.method} ${operation.url} (${probe.name}): ${answer.statusCode}`;
  if (answer.statusCode >= 500) return [`${where} ${answer.body.slice(0, 200)}`];
  if (operation.oauthErrors) return answer.statusCode >= 400 && !isOauthError(answer) ? [`${where} is not an RFC 6749 error: ${answer.body.slice(0, 200)}`] : [];
  if (answer.statusCode >= 400 && !String(answer.headers['content-type']).startsWith('application/problem+json')) {
    return [`${where} is ${String(answer.headers['content-type'])}, not problem+json`];
  }
  return [];
}

function isOauthError(answer: Answer) {
  if (!String(answer.headers['content-type']).startsWith('application/json')) return false;
  try {
    return typeof (JSON.parse(answer.body) as { error?: unknown }).error === 'string';
  } catch {
    return false;
  }
}

async function send(operation: Operation, probe: Probe, authorized: boolean): Promise<Answer> {
  const headers: Record<string, string> = authorized ? bearer(token) : {};
  if (probe.contentType) headers['content-type'] = probe.contentType;
  const answer = await app.inject({ method: operation.method as 'GET', url: probe.url, headers, payload: probe.body });
  return { statusCode: answer.statusCode, headers: answer.headers, body: answer.body };
}

it.each([
  ['as an ERRIGAL_ADMIN', true],
  ['without a token', false],
])('every operation, %s: no 5xx, and every 4xx is problem+json', async (_who, authorized) => {
  const found: string[] = [];
  for (const operation of operations) {
    // Logout is sent without the test's token, so the session the probes use stays alive.
    const withToken = authorized && operation.operationId !== 'logout';
    for (const probe of probes(operation)) found.push(...problems(operation, probe, await send(operation, probe, withToken)));
  }
  expect(found).toEqual([]);
}, 120_000);

it('accepts path parameters as long as the contract allows (a 255-character username, a 256-character token)', async () => {
  const username = `${'u'.repeat(250)}.name`;
  const user = await app.inject({ method: 'GET', url: `/userprofile/api/v1/user/username/${username}`, headers: bearer(token) });
  expect(user.statusCode).toBe(404);
  const accented = 'é'.repeat(255);
  const encoded = await app.inject({ method: 'GET', url: `/userprofile/api/v1/user/username/${encodeURIComponent(accented)}`, headers: bearer(token) });
  expect(encoded.statusCode).toBe(404);
  const reset = await app.inject({ method: 'GET', url: `/userprofile/api/v1/password/token/verify/${'t'.repeat(256)}` });
  expect(reset.statusCode).toBeLessThan(500);
  expect(reset.statusCode).not.toBe(414);
  const tooLong = await app.inject({ method: 'GET', url: `/userprofile/api/v1/user/username/${'u'.repeat(256)}`, headers: bearer(token) });
  expect(tooLong.statusCode).toBe(400);
  expect(tooLong.headers['content-type']).toContain('application/problem+json');
});

describe('answers the HTTP parser gives before any route (on a real socket)', () => {
  let port: number;
  beforeAll(async () => {
    port = Number(new URL(await app.listen({ port: 0, host: '127.0.0.1' })).port);
  });

  const raw = (head: string): Promise<string> =>
    new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString('latin1')));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
      socket.write(head);
    });

  it('oversized headers: 431 problem+json', async () => {
    const answer = await raw(`GET /userprofile/api/v1/config HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'h'.repeat(20_000)}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toMatch(/content-type: application\/problem\+json/i);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({ status: 431, title: 'Request Header Fields Too Large' });
  });

  it('a request line the parser refuses: 400 problem+json', async () => {
    const answer = await raw('GET /userprofile/api/v1/config HTTP/1.1\r\nHost: localhost\r\nBad Header\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toMatch(/content-type: application\/problem\+json/i);
  });
});
