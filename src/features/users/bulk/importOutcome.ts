import type { ImportPreview } from '../../../api/users.gen';
import { IMPORT_FAILED } from './bulkMessages';
import type { UploadReply } from './uploadUsersFile';

/** One bad row of the file, as the server lists it. */
export interface RowError {
  line: number;
  field: string;
  message: string;
}

export interface ImportFailure {
  toast: string;
  /** The server's explanation, when it gave one. */
  detail: string | null;
  rowErrors: RowError[];
}

export interface ImportCounts {
  created: number;
  updated: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isRowError(value: unknown): value is RowError {
  return isRecord(value) && typeof value.line === 'number' && typeof value.field === 'string' && typeof value.message === 'string';
}

/** The counts of a successful import, or null when the reply is not one. */
export function importCounts(reply: UploadReply): ImportCounts | null {
  const { body } = reply;
  if (reply.status !== 200 || !isRecord(body) || typeof body.created !== 'number' || typeof body.updated !== 'number') return null;
  return { created: body.created, updated: body.updated };
}

/** What to tell the admin about a failed import: a 413 toasts the server's message. */
export function importFailure(reply: UploadReply): ImportFailure {
  const body = isRecord(reply.body) ? reply.body : {};
  const detail = typeof body.detail === 'string' && reply.status >= 400 && reply.status < 500 ? body.detail : null;
  const rowErrors = Array.isArray(body.errors) ? body.errors.filter(isRowError) : [];
  return { toast: reply.status === 413 && detail ? detail : IMPORT_FAILED, detail, rowErrors };
}

/** The preview of a file, or null when the reply is not one. */
export function importPreview(reply: UploadReply): ImportPreview | null {
  const { body } = reply;
  if (reply.status !== 200 || !isRecord(body) || typeof body.previewId !== 'string' || !Array.isArray(body.refused) || !isRecord(body.totals)) return null;
  return body as unknown as ImportPreview;
}

/** The users an apply of the preview writes: every line it accepted, changed or not. */
export const usersToWrite = (totals: { created: number; changed: number; unchanged: number }) => totals.created + totals.changed + totals.unchanged;
