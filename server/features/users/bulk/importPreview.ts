// POST /user/import/preview and /user/import/apply: what a file would do, written nowhere but the
// preview's own lines, then exactly those rows imported (the import's version rule refuses them
// if a user changed meanwhile). The file streams in batch by batch, each checked in a short
// transaction of its own; the console pages through the stored lines.
import { sql } from 'kysely';
import type { Db, Queryable } from '../../../db/client';
import type { Caller } from '../../../auth/visibility';
import type { AuditActor } from '../../../audit/auditLog';
import { HttpProblem, badRequest, conflict } from '../../../contract/problem';
import { loadImportLookups } from './importLookups';
import { resolveImportRows } from './resolveImportRows';
import { importRowBatches, type ImportResult } from './userImport';
import { readRowBatches, ROW_BATCH_SIZE, type RowBatch } from './importRows';
import { previewLines, type PreviewLine } from './previewLines';
import { userCsvRows } from './userExport';
import {
  ALREADY_APPLIED,
  addPreviewLines,
  claimPreview,
  createPreview,
  deletePreview,
  finishPreview,
  markApplied,
  previewItems,
  previewTotals,
  storedRows,
  type PreviewItem,
  type PreviewTotals,
} from './previewStore';

export const CHANGED_SINCE_PREVIEW = 'Some users changed after the preview; nothing was imported. Preview the file again.';
export const FILE_REFUSED = 'Some lines are refused; nothing was imported. Correct the file and preview it again.';

/** The lines of each kind the preview answer and a page of the console carry. */
export const PREVIEW_PAGE = 100;

export interface ImportPreview {
  previewId: string;
  totals: PreviewTotals;
  /** The first page of each kind of line; the others through previewItems. */
  created: PreviewItem[];
  changed: PreviewItem[];
  unchanged: number;
  refused: PreviewItem[];
}

/** One batch checked against the database as it is now. */
async function previewBatch(db: Db, caller: Caller, batch: RowBatch, firstLine: Map<string, number>): Promise<PreviewLine[]> {
  const usernames = batch.rows.map((row) => row.username);
  return db.transaction(async (tx) => {
    const lookups = await loadImportLookups(tx, usernames);
    const keys = usernames.map((name) => name.toLowerCase());
    const rows = keys.length === 0 ? [] : await userCsvRows(tx, caller, sql`lower(u.username) = any(${keys}::text[])`, keys.length);
    const resolved = resolveImportRows(batch.rows, lookups, caller, firstLine);
    const current = new Map(rows.map((row) => [row.sort_key, row]));
    return previewLines(batch.rows, [...batch.errors, ...resolved.errors], resolved.users, current);
  });
}

/** What the file would create and change (old and new values), and every refused line, stored under the preview's id. */
export async function previewUsersCsv(db: Db, caller: Caller, text: AsyncIterable<string>, chosenId?: string): Promise<ImportPreview> {
  const previewId = await createPreview(db, caller.uuid, chosenId);
  // A batch's lines are stored while the next batch is read and checked: on PostgreSQL the two
  // run on separate cores. One store at a time keeps them in file order and memory bounded.
  let storing: Promise<void> = Promise.resolve();
  try {
    const firstLine = new Map<string, number>();
    for await (const batch of readRowBatches(text)) {
      const lines = await previewBatch(db, caller, batch, firstLine);
      await storing;
      storing = addPreviewLines(db, previewId, lines, lines.at(-1)?.line ?? 0);
      storing.catch(() => {}); // its failure surfaces where it is awaited
    }
    await storing;
    await finishPreview(db, previewId);
  } catch (error) {
    await storing.catch(() => {}); // no line may arrive after the preview is gone
    await deletePreview(db, previewId);
    throw error;
  }
  return previewPage(db, caller, previewId);
}

/** The preview's totals and the first page of each kind of line. */
export async function previewPage(db: Db, caller: Caller, previewId: string): Promise<ImportPreview> {
  const totals = await previewTotals(db, caller.uuid, previewId);
  const [created, changed, refused] = await Promise.all(
    (['created', 'changed', 'refused'] as const).map((kind) => previewItems(db, previewId, kind, 0, PREVIEW_PAGE)),
  );
  return {
    previewId,
    totals,
    created,
    changed,
    unchanged: totals.unchanged,
    refused,
  };
}

/**
 * Imports the previewed rows, all or nothing; a user changed since the preview refuses it all.
 * `written` hears how many users are written so far.
 */
export async function applyUsersCsv(
  db: Db,
  caller: Caller,
  previewId: string,
  actor: AuditActor,
  written?: (users: number) => void,
): Promise<ImportResult> {
  const totals = await previewTotals(db, caller.uuid, previewId);
  if (totals.outcome) throw conflict(ALREADY_APPLIED);
  if (!totals.done) throw badRequest('The preview is not finished yet; wait for it, then apply');
  if (totals.refused > 0) {
    const refused = await previewItems(db, previewId, 'refused', 0, 1000);
    throw badRequest(
      FILE_REFUSED,
      refused.map(({ line, field, message }) => ({
        line,
        field: field ?? 'row',
        message: message ?? '',
      })),
    );
  }
  async function* claimedRows(tx: Queryable) {
    await claimPreview(tx, previewId);
    yield* storedRows(tx, previewId, ROW_BATCH_SIZE);
  }
  try {
    return await importRowBatches(db, caller, claimedRows, actor, {
      versionFrom: 'preview',
      written,
      settle: (tx, outcome) => markApplied(tx, previewId, outcome),
    });
  } catch (error) {
    if (!(error instanceof HttpProblem) || error.status !== 400) throw error;
    const stale = (error.extra.errors ?? []).some((e) => e.field === 'version' || e.field === 'username');
    throw badRequest(stale ? CHANGED_SINCE_PREVIEW : FILE_REFUSED, error.extra.errors);
  }
}
