import zlib from 'node:zlib';
import { PrecompressedBody } from './compression';

afterEach(() => {
  jest.restoreAllMocks();
});

it('compresses a body once per encoding, however many requests ask for it at the same time', async () => {
  const brotli = jest.spyOn(zlib, 'brotliCompress');
  const gzip = jest.spyOn(zlib, 'gzip');
  const text = JSON.stringify(Array.from({ length: 2000 }, (_, i) => ({ username: `user${i}`, active: true })));
  const body = new PrecompressedBody(Buffer.from(text));

  const encoded = await Promise.all([
    ...Array.from({ length: 8 }, () => body.encoded('br')),
    ...Array.from({ length: 8 }, () => body.encoded('gzip')),
  ]);

  expect(brotli).toHaveBeenCalledTimes(1);
  expect(gzip).toHaveBeenCalledTimes(1);
  expect(new Set(encoded.slice(0, 8)).size).toBe(1);
  expect(zlib.brotliDecompressSync(encoded[0]).toString()).toBe(text);
  expect(zlib.gunzipSync(encoded[8]).toString()).toBe(text);
  expect(encoded[0].length).toBeLessThan(text.length / 5);
});
