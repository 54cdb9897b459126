import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import { negotiate } from '@fastify/accept-negotiator';

/** Responses smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

export type ContentEncoding = 'br' | 'gzip';
const ENCODINGS: ContentEncoding[] = ['br', 'gzip'];

/**
 * Brotli at a low quality: for megabytes of JSON it compresses several times faster than the
 * default quality 11 for a few percent more bytes (quality 11 is for build-time assets).
 */
export const BROTLI_QUALITY = 4;

/**
 * Compresses API responses (and any other compressible response) when the client accepts br or
 * gzip. Must be registered before the routes it applies to. Request bodies are not decompressed.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ENCODINGS,
    globalDecompression: false,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
}

/** The encoding to answer with, as @fastify/compress chooses it; null for identity. */
export function acceptedEncoding(request: FastifyRequest): ContentEncoding | null {
  const header = request.headers['accept-encoding'];
  if (!header) return null;
  return negotiate(header.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), ENCODINGS);
}

const compressors: Record<ContentEncoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    promisify(zlib.brotliCompress)(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (body) => promisify(zlib.gzip)(body, { level: 6 }),
};

/**
 * One response body kept with its compressed forms, each made once on first request (off the
 * event loop, in zlib's thread pool), so a large cached body is not compressed per request.
 */
export class PrecompressedBody {
  private readonly variants = new Map<ContentEncoding, Promise<Buffer>>();

  constructor(readonly identity: Buffer) {}

  encoded(encoding: ContentEncoding): Promise<Buffer> {
    let variant = this.variants.get(encoding);
    if (!variant) {
      variant = compressors[encoding](this.identity);
      this.variants.set(encoding, variant);
    }
    return variant;
  }

  /** Sends the body in the best encoding the client accepts (identity below the threshold). */
  async send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    reply.header('Vary', 'accept-encoding');
    const encoding = this.identity.length >= COMPRESS_THRESHOLD_BYTES ? acceptedEncoding(request) : null;
    if (!encoding) return reply.send(this.identity);
    const body = await this.encoded(encoding);
    return reply.header('Content-Encoding', encoding).send(body);
  }
}
