// Reads the uploaded users file of POST /user/import: one multipart file field, at most 10 MB,
// named or typed as CSV and readable as UTF-8 text.
import type { FastifyRequest } from 'fastify';
import { HttpProblem, badRequest } from '../../../http/problem';

export const IMPORT_FIELD = 'users';
export const IMPORT_FILE_LIMIT_BYTES = 10 * 1024 * 1024;
export const NOT_A_USERS_CSV = 'The file must be a CSV export of users';

const CSV_TYPES = ['text/csv', 'application/csv', 'application/vnd.ms-excel', 'text/comma-separated-values'];

export const notUsersCsv = () => badRequest(NOT_A_USERS_CSV, [{ field: IMPORT_FIELD, message: NOT_A_USERS_CSV }]);

const tooLarge = () =>
  new HttpProblem(413, 'Payload Too Large', `The file is larger than ${IMPORT_FILE_LIMIT_BYTES / 1024 / 1024} MB; split it into smaller files`);

function isFileTooLarge(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE';
}

const notMultipart = () => badRequest(`Send the file as multipart/form-data in the field '${IMPORT_FIELD}'`);

/** The file's text, or a 400/413 problem saying why it cannot be imported. */
export async function readCsvUpload(request: FastifyRequest): Promise<string> {
  if (!request.isMultipart()) throw notMultipart();
  // The multipart parser throws on a body without a boundary or one cut short: bad input, not a 500.
  const file = await request.file().catch(() => {
    throw notMultipart();
  });
  if (!file || file.fieldname !== IMPORT_FIELD) {
    file?.file.resume();
    throw badRequest(`Send the file in the field '${IMPORT_FIELD}'`, [{ field: IMPORT_FIELD, message: 'is required' }]);
  }
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (error) {
    throw isFileTooLarge(error) ? tooLarge() : notMultipart();
  }
  const namedCsv = file.filename.toLowerCase().endsWith('.csv') || CSV_TYPES.includes(file.mimetype.toLowerCase());
  if (!namedCsv || bytes.includes(0)) throw notUsersCsv();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw notUsersCsv();
  }
}
