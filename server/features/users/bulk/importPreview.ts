// POST /user/import/preview and /user/import/apply: what a file would do, written nowhere, then
// exactly that file imported (the import's version rule refuses it if a user changed meanwhile).
import { sql } from 'kysely';
import type { Db } from '../../../db/client';
import type { Caller } from '../../../auth/visibility';
import type { AuditActor } from '../../../audit/auditLog';
import { HttpProblem, badRequest, notFound } from '../../../http/problem';
import { loadImportLookups } from './importLookups';
import { resolveImportRows } from './resolveImportRows';
import { importUsersCsv, readRows, type ImportResult } from './userImport';
import { ELEMENT_SEPARATOR, type UserCsvRow } from './userCsvFormat';
import { userCsvRows, type ExportRow } from './userExport';

export const CHANGED_SINCE_PREVIEW = 'Some users changed after the preview; nothing was imported. Preview the file again.';
export const FILE_REFUSED = 'Some lines are refused; nothing was imported. Correct the file and preview it again.';

/** The fields a preview compares, as the export writes them. */
const COMPARED = ['email', 'firstName', 'lastName', 'deskPhone', 'mobilePhone', 'active', 'location', 'businessProfile', 'visibilityProfile', 'minimumRole', 'company', 'elements'] as const;
type Compared = (typeof COMPARED)[number];

function fileValue(row: UserCsvRow, field: Compared): string {
  switch (field) {
    case 'active':
      return row.active ? 'true' : 'false';
    case 'elements':
      return row.elements.map((e) => `${e.category}:${e.name}`).sort().join(ELEMENT_SEPARATOR);
    default:
      return row[field] ?? '';
  }
}

function currentValue(row: ExportRow, field: Compared): string {
  const value = row[field] ?? '';
  return field === 'elements' ? value.split(ELEMENT_SEPARATOR).filter(Boolean).sort().join(ELEMENT_SEPARATOR) : value;
}

export interface ImportPreview {
  previewId: string;
  created: { line: number; username: string }[];
  changed: { line: number; username: string; changes: { field: string; from: string; to: string }[] }[];
  unchanged: number;
  refused: { line: number; field: string; message: string }[];
}

/** What the file would create and change (old and new values), and every refused line; keeps the file for apply. */
export async function previewUsersCsv(db: Db, caller: Caller, text: string): Promise<ImportPreview> {
  const read = readRows(text);
  const usernames = read.rows.map((row) => row.username);
  const { resolved, current } = await db.transaction(async (tx) => {
    const lookups = await loadImportLookups(tx, usernames);
    const keys = usernames.map((name) => name.toLowerCase());
    const rows = keys.length === 0 ? [] : await userCsvRows(tx, caller, sql`lower(u.username) = any(${keys}::text[])`, keys.length);
    return { resolved: resolveImportRows(read.rows, lookups, caller), current: new Map(rows.map((row) => [row.sort_key, row])) };
  });
  const refused = [...read.errors, ...resolved.errors]
    .map((error) => ({ line: error.line ?? 0, field: error.field, message: error.message }))
    .sort((a, b) => a.line - b.line);
  const refusedLines = new Set(refused.map((error) => error.line));
  const preview: Omit<ImportPreview, 'previewId'> = { created: [], changed: [], unchanged: 0, refused };
  for (const row of read.rows) {
    if (refusedLines.has(row.line)) continue;
    const now = current.get(row.username.toLowerCase());
    if (!now) {
      preview.created.push({ line: row.line, username: row.username });
      continue;
    }
    const changes = COMPARED.filter((field) => fileValue(row, field) !== currentValue(now, field)).map((field) => ({
      field,
      from: currentValue(now, field),
      to: fileValue(row, field),
    }));
    if (changes.length === 0) preview.unchanged += 1;
    else preview.changed.push({ line: row.line, username: row.username, changes });
  }
  const previewId = await db.transaction(async (tx) => {
    await sql`delete from user_import_preview where created_at < now() - interval '1 day'`.execute(tx.kysely);
    const { rows } = await sql<{ uuid: string }>`insert into user_import_preview (started_by, text) values (${caller.uuid}, ${text}) returning uuid`.execute(tx.kysely);
    return rows[0].uuid;
  });
  return { previewId, ...preview };
}

/** Imports the previewed file, all or nothing; a user changed since the preview refuses it all. */
export async function applyUsersCsv(db: Db, caller: Caller, previewId: string, actor: AuditActor): Promise<ImportResult> {
  const { rows } = await sql<{ text: string }>`select text from user_import_preview
    where uuid = ${previewId} and started_by = ${caller.uuid} and created_at > now() - interval '1 day'`.execute(db.kysely);
  if (!rows[0]) throw notFound('No such import preview; preview the file again');
  try {
    const result = await importUsersCsv(db, caller, rows[0].text, actor);
    await sql`delete from user_import_preview where uuid = ${previewId}`.execute(db.kysely);
    return result;
  } catch (error) {
    if (!(error instanceof HttpProblem) || error.status !== 400) throw error;
    const stale = (error.extra.errors ?? []).some((e) => e.field === 'version' || e.field === 'username');
    throw badRequest(stale ? CHANGED_SINCE_PREVIEW : FILE_REFUSED, error.extra.errors);
  }
}
