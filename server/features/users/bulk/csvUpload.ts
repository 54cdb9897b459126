// Reads the uploaded users file of POST /user/import: one multipart file field, at most 256 MB
// (a million users with room to spare), named or typed as CSV and readable as UTF-8 text.
// The file is streamed: its text arrives chunk by chunk, never whole in memory.
import type { FastifyRequest } from 'fastify';
import { HttpProblem, badRequest } from '../../../contract/problem';
import { IMPORT_FILE_LIMIT_BYTES } from '../../../shared/uploadLimits';

export const IMPORT_FIELD = 'users';
export const NOT_A_USERS_CSV = 'The file must be a CSV export of users';

/** More than a multipart envelope (boundaries, part headers) takes around the file. */
const ENVELOPE_BYTES = 1024 * 1024;

const CSV_TYPES = ['text/csv', 'application/csv', 'application/vnd.ms-excel', 'text/comma-separated-values'];

export const notUsersCsv = () => badRequest(NOT_A_USERS_CSV, [{ field: IMPORT_FIELD, message: NOT_A_USERS_CSV }]);

const tooLarge = () =>
  new HttpProblem(413, 'Payload Too Large', `The file is larger than ${IMPORT_FILE_LIMIT_BYTES / 1024 / 1024} MB; split it into smaller files`);

function isFileTooLarge(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE';
}

const notMultipart = () => badRequest(`Send the file as multipart/form-data in the field '${IMPORT_FIELD}'`);

/** The file's text as it arrives, chunk by chunk; a 400/413 problem says why it cannot be imported. */
export async function readCsvUpload(request: FastifyRequest): Promise<AsyncIterable<string>> {
  if (!request.isMultipart()) throw notMultipart();
  // A body whose stated length is over the limit is refused before any of it is read or parsed.
  if (Number(request.headers['content-length']) > IMPORT_FILE_LIMIT_BYTES + ENVELOPE_BYTES) throw tooLarge();
  // The multipart parser throws on a body without a boundary or one cut short: bad input, not a 500.
  const file = await request.file().catch(() => {
    throw notMultipart();
  });
  if (!file || file.fieldname !== IMPORT_FIELD) {
    file?.file.resume();
    throw badRequest(`Send the file in the field '${IMPORT_FIELD}'`, [{ field: IMPORT_FIELD, message: 'is required' }]);
  }
  const namedCsv = file.filename.toLowerCase().endsWith('.csv') || CSV_TYPES.includes(file.mimetype.toLowerCase());
  if (!namedCsv) {
    file.file.resume();
    throw notUsersCsv();
  }
  return decodedText(file.file);
}

/** The stream's UTF-8 text; a NUL byte or invalid UTF-8 is not a users CSV, a cut file is too large. */
async function* decodedText(stream: AsyncIterable<Buffer> & { truncated?: boolean; resume(): unknown }): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const iterator = stream[Symbol.asyncIterator]();
  try {
    for (;;) {
      let next: IteratorResult<Buffer>;
      try {
        next = await iterator.next();
      } catch (error) {
        throw isFileTooLarge(error) ? tooLarge() : notMultipart();
      }
      if (next.done) break;
      yield decodeChunk(decoder, next.value);
    }
    if (stream.truncated) throw tooLarge();
    yield decodeChunk(decoder);
  } finally {
    // A refused file is still read to its end, so the reply can go out.
    stream.resume();
  }
}

function decodeChunk(decoder: { decode(bytes?: Buffer, options?: { stream: boolean }): string }, bytes?: Buffer): string {
  if (bytes?.includes(0)) throw notUsersCsv();
  try {
    return bytes ? decoder.decode(bytes, { stream: true }) : decoder.decode();
  } catch {
    throw notUsersCsv();
  }
}
