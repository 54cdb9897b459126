// An import preview in the database: its totals on user_import_preview, its lines on
// user_import_preview_line (migrations 021 and 028), kept a day at most for its admin alone.
import { sql } from 'kysely';
import type { Db, Queryable } from '../../../db/client';
import { conflict, notFound } from '../../../contract/problem';
import { isUniqueViolation } from '../../../db/uniqueViolation';
import type { RowBatch } from './importRows';
import type { FieldChange, PreviewKind, PreviewLine } from './previewLines';
import { fromStoredRow, toStoredRow, type StoredRow } from './storedRow';

export interface PreviewTotals {
  previewId: string;
  /** The file lines read so far; `done` once the whole file is. */
  lines: number;
  done: boolean;
  created: number;
  changed: number;
  unchanged: number;
  refused: number;
  /** What the apply of this preview wrote, once it is applied. */
  outcome?: { created: number; updated: number };
}

export const ALREADY_APPLIED = 'This import was applied already; preview the file again to import it again';

/** One line as the console lists it. */
export interface PreviewItem {
  line: number;
  username?: string;
  changes?: FieldChange[];
  field?: string;
  message?: string;
}

const TOTALS = sql`uuid as "previewId", lines, done, created, changed, unchanged, refused, applied_created, applied_updated`;
type TotalsRow = Omit<PreviewTotals, 'outcome'> & { applied_created: number | null; applied_updated: number | null };

/** A new preview of the caller's (with the id it chose, if any); older than a day ones go. */
export async function createPreview(db: Db, callerUuid: string, previewId: string | undefined): Promise<string> {
  await sql`delete from user_import_preview where created_at < now() - interval '1 day'`.execute(db.kysely);
  try {
    const { rows } = await sql<{
      uuid: string;
    }>`insert into user_import_preview (uuid, started_by)
      values (coalesce(${previewId ?? null}::uuid, gen_random_uuid()), ${callerUuid}) returning uuid`.execute(db.kysely);
    return rows[0].uuid;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('This preview id is in use; choose the file again');
    throw error;
  }
}

/** Stores one batch's lines in one statement and adds them to the totals. */
export async function addPreviewLines(db: Db, previewId: string, lines: readonly PreviewLine[], lastLine: number): Promise<void> {
  const count = (kind: PreviewKind) => new Set(lines.filter((line) => line.kind === kind).map((line) => line.line)).size;
  await db.transaction(async (tx) => {
    // What the foreign key did for each line, once a batch: a preview deleted meanwhile (its admin
    // deleted) waits for this batch and its trigger then takes the lines; once gone, none are added.
    const { rows: preview } = await sql`select 1 from user_import_preview where uuid = ${previewId} for key share`.execute(tx.kysely);
    if (preview.length === 0) throw notFound('No such import preview; preview the file again');
    // The batch goes as one JSON text: an array parameter per column costs more to escape than to store.
    const batch = lines.map(({ line, kind, username, detail, row }) => ({ line, kind, username, detail, row: row && toStoredRow(row) }));
    if (lines.length > 0)
      await sql`insert into user_import_preview_line (preview_uuid, line, kind, username, detail, row)
        select ${previewId}::uuid, l.line, l.kind, l.username, l.detail, l.row
          from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as l(line int, kind text, username text, detail jsonb, row jsonb)`.execute(tx.kysely);
    await sql`update user_import_preview set lines = greatest(lines, ${lastLine}), created = created + ${count('created')},
        changed = changed + ${count('changed')}, unchanged = unchanged + ${count('unchanged')}, refused = refused + ${count('refused')}
      where uuid = ${previewId}`.execute(tx.kysely);
  });
}

export async function finishPreview(db: Db, previewId: string): Promise<void> {
  await sql`update user_import_preview set done = true where uuid = ${previewId}`.execute(db.kysely);
}

export async function deletePreview(db: Queryable, previewId: string): Promise<void> {
  await sql`delete from user_import_preview where uuid = ${previewId}`.execute(db.kysely);
}

/** The caller's preview's totals, or a 404. */
export async function previewTotals(db: Queryable, callerUuid: string, previewId: string): Promise<PreviewTotals> {
  const { rows } = await sql<TotalsRow>`select ${TOTALS} from user_import_preview
    where uuid = ${previewId} and started_by = ${callerUuid} and created_at > now() - interval '1 day'`.execute(db.kysely);
  if (!rows[0]) throw notFound('No such import preview; preview the file again');
  const { applied_created: created, applied_updated: updated, ...totals } = rows[0];
  return created === null || updated === null ? totals : { ...totals, outcome: { created, updated } };
}

/** Locks the preview for its apply: an apply of it meanwhile waits for this one, then finds it applied. */
export async function claimPreview(tx: Queryable, previewId: string): Promise<void> {
  const { rows } = await sql<{ applied_created: number | null }>`select applied_created from user_import_preview
    where uuid = ${previewId} for update`.execute(tx.kysely);
  if (!rows[0]) throw notFound('No such import preview; preview the file again');
  if (rows[0].applied_created !== null) throw conflict(ALREADY_APPLIED);
}

/** Records what the apply wrote, in its transaction, and lets the preview's lines go. */
export async function markApplied(tx: Queryable, previewId: string, outcome: { created: number; updated: number }): Promise<void> {
  await sql`update user_import_preview set applied_created = ${outcome.created}, applied_updated = ${outcome.updated}
    where uuid = ${previewId}`.execute(tx.kysely);
  await sql`delete from user_import_preview_line where preview_uuid = ${previewId}`.execute(tx.kysely);
}

/** One page of a kind of line, in file order. */
export async function previewItems(
  db: Queryable,
  previewId: string,
  kind: Exclude<PreviewKind, 'unchanged'>,
  offset: number,
  limit: number,
): Promise<PreviewItem[]> {
  const { rows } = await sql<{
    line: number;
    username: string | null;
    detail: unknown;
  }>`select line, username, detail
      from user_import_preview_line where preview_uuid = ${previewId} and kind = ${kind}
     order by line offset ${offset} limit ${limit}`.execute(db.kysely);
  return rows.map(({ line, username, detail }) => {
    if (kind === 'refused') return { line, ...(detail as { field: string; message: string }) };
    return kind === 'changed' ? { line, username: username ?? '', changes: detail as FieldChange[] } : { line, username: username ?? '' };
  });
}

/** The kinds of line apply writes: every accepted row, so that a user changed since the preview refuses it all. */
const WRITTEN_KINDS = ['created', 'changed', 'unchanged'] as const;

/**
 * The previewed rows apply writes, kind by kind and each in file order, read batch by batch on
 * the import's transaction (through the (preview_uuid, kind, line) index alone).
 */
export async function* storedRows(tx: Queryable, previewId: string, size: number): AsyncGenerator<RowBatch> {
  for (const kind of WRITTEN_KINDS) {
    let after = 0;
    for (;;) {
      const { rows } = await sql<{
        line: number;
        row: StoredRow;
      }>`select line, row from user_import_preview_line
        where preview_uuid = ${previewId} and kind = ${kind} and line > ${after} order by line limit ${size}`.execute(tx.kysely);
      if (rows.length === 0) break;
      yield { rows: rows.map((r) => fromStoredRow(r.line, r.row)), errors: [] };
      after = rows[rows.length - 1].line;
    }
  }
}
