import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { bearer, loginAs, startTestApp } from '../testing/testApp';
import { COMPRESS_THRESHOLD_BYTES } from './compression';

const API = '/userprofile/api/v1';
const IMMUTABLE = 'public, max-age=31536000, immutable';

// A console build as webpack writes it: hashed assets with .br/.gz siblings beside them.
const consoleDir = fs.mkdtempSync(path.join(os.tmpdir(), 'userprofile-console-'));
const script = `console.log(${JSON.stringify('the console '.repeat(200))});`;
const indexHtml = `<!doctype html><html><head><title>User Profile</title></head><body>${'<div></div>'.repeat(50)}</body></html>`;
function writeWithSiblings(file: string, text: string) {
  fs.writeFileSync(file, text);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
}
fs.mkdirSync(path.join(consoleDir, 'assets'));
writeWithSiblings(path.join(consoleDir, 'assets', 'main.0123abcd.js'), script);
writeWithSiblings(path.join(consoleDir, 'index.html'), indexHtml);

let app: Awaited<ReturnType<typeof startTestApp>>;
let token: string;
beforeAll(async () => {
  app = await startTestApp({ consoleDir });
  token = await loginAs(app, 'demo.errigal');
});
afterAll(async () => {
  await app.stop();
  fs.rmSync(consoleDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

const decode = (encoding: string | undefined, body: Buffer) =>
  encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body;

describe('console assets are served precompressed and cached by their hash', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
  ])('Accept-Encoding %s gets the %s sibling, immutable for a year', async (accept, encoding) => {
    const res = await get('/userprofile/assets/main.0123abcd.js', { 'accept-encoding': accept });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(script.length / 4);
    expect(decode(encoding, res.rawPayload).toString()).toBe(script);
  });

  it('a client that accepts no encoding gets the plain file, still immutable', async () => {
    const res = await get('/userprofile/assets/main.0123abcd.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.body).toBe(script);
  });

  it.each(['/userprofile/', '/userprofile/user/list', '/userprofile/index.html'])(
    '%s is index.html, compressed and revalidated on every visit (no-cache)',
    async (url) => {
      const res = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(decode('br', res.rawPayload).toString()).toBe(indexHtml);
    },
  );
});

describe('API JSON is compressed when the client accepts it', () => {
  it('the user list above the threshold goes out as brotli or gzip, the same JSON', async () => {
    const plain = await get(`${API}/user/list/active`, bearer(token));
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    for (const encoding of ['br', 'gzip']) {
      const res = await get(`${API}/user/list/active`, { ...bearer(token), 'accept-encoding': encoding });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers.etag).toBe(plain.headers.etag);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(decode(encoding, res.rawPayload).toString())).toEqual(plain.json());
    }
  });

  it('any other response above the threshold is compressed as it goes out (the CSV export)', async () => {
    const plain = await get(`${API}/user/export`, bearer(token));
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    const res = await get(`${API}/user/export`, { ...bearer(token), 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(decode('gzip', res.rawPayload).toString()).toBe(plain.body);
  });

  it('the API reference bundle goes out compressed', async () => {
    const res = await get(`${API}/reference/redoc.standalone.js`, { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(decode('br', res.rawPayload).length).toBeGreaterThan(res.rawPayload.length * 3);
  });

  it('a response below the threshold goes out as it is', async () => {
    const res = await get(`${API}/config`, { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(() => res.json()).not.toThrow();
  });

  it('parallel requests for the same big list all get the same compressed body', async () => {
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => get(`${API}/user/list/inactive`, { ...bearer(token), 'accept-encoding': 'br' })),
    );
    const bodies = responses.map((res) => decode(res.headers['content-encoding'] as string, res.rawPayload).toString());
    expect(responses.every((res) => res.headers['content-encoding'] === 'br')).toBe(true);
    expect(new Set(bodies).size).toBe(1);
  });
});
