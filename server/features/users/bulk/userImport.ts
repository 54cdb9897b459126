// POST /user/import: the file streams in batch by batch, each checked and written on one
// transaction; any refused line rolls it all back, so nothing is written unless all is.
import type { Db, Queryable } from '../../../db/client';
import { callerLevel, type Caller } from '../../../auth/visibility';
import { badRequest, conflict, type FieldError } from '../../../contract/problem';
import { isUniqueViolation } from '../../../db/uniqueViolation';
import { loadImportLookups } from './importLookups';
import { resolveImportRows, type VersionFrom } from './resolveImportRows';
import { readRowBatches, type RowBatch } from './importRows';
import { writeImportedUsers } from './writeImportedUsers';
import { startImportAudit, type AuditActor } from '../../../audit/auditLog';

export interface ImportResult {
  created: number;
  updated: number;
}

/** Imports the CSV text as the caller: creates and updates users, or throws a 400 listing every bad row. */
export function importUsersCsv(db: Db, caller: Caller, text: AsyncIterable<string>, actor: AuditActor): Promise<ImportResult> {
  return importRowBatches(db, caller, () => readRowBatches(text), actor);
}

export interface ImportOptions {
  /** What the rows' versions were read against. */
  versionFrom?: VersionFrom;
  /** Hears how many users are written so far, after each batch. */
  written?: (users: number) => void;
  /** Runs last in the import's transaction once every row is written: what commits with them. */
  settle?: (tx: Queryable, result: ImportResult) => Promise<void>;
}

/** Imports checked rows batch by batch on one transaction (`batches` may read on it), all or nothing. */
export async function importRowBatches(
  db: Db,
  caller: Caller,
  batches: (tx: Queryable) => AsyncIterable<RowBatch>,
  actor: AuditActor,
  options: ImportOptions = {},
): Promise<ImportResult> {
  try {
    return await db.transaction((tx) => importOn(tx, caller, batches(tx), actor, options));
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('Another change created one of these users meanwhile; import the file again');
    throw error;
  }
}

async function importOn(
  tx: Queryable,
  caller: Caller,
  batches: AsyncIterable<RowBatch>,
  actor: AuditActor,
  { versionFrom = 'export', written: onWritten, settle }: ImportOptions,
): Promise<ImportResult> {
  const importer = {
    minimumRole: callerLevel(caller.roles) ?? 'ERRIGAL_ADMIN',
    companyUuid: caller.companyUuid,
  };
  const audit = await startImportAudit(tx, actor, importer);
  const firstLine = new Map<string, number>();
  const errors: FieldError[] = [];
  const result = { users: 0, created: 0, updated: 0 };
  for await (const batch of batches) {
    const lookups = await loadImportLookups(
      tx,
      batch.rows.map((row) => row.username),
    );
    const resolved = resolveImportRows(batch.rows, lookups, caller, firstLine, versionFrom);
    errors.push(...batch.errors, ...resolved.errors);
    // Once a line is refused nothing will be kept: the rest is only checked.
    if (errors.length > 0) continue;
    const written = await audit.batch(resolved.users, () => writeImportedUsers(tx, caller, resolved.users));
    result.users += resolved.users.length;
    result.created += written.created;
    result.updated += written.updated;
    onWritten?.(result.users);
  }
  if (errors.length > 0) {
    errors.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
    const lines = new Set(errors.map((error) => error.line)).size;
    throw badRequest(`${lines} ${lines === 1 ? 'row has' : 'rows have'} errors; nothing was imported`, errors);
  }
  await audit.finish(result);
  const outcome = { created: result.created, updated: result.updated };
  await settle?.(tx, outcome);
  return outcome;
}
