// POST /user/import: all rows checked first, then written in one transaction, or nothing is.
import type { Db } from '../../../db/client';
import { callerLevel, type Caller } from '../../../auth/visibility';
import { badRequest, conflict, type FieldError } from '../../../http/problem';
import { isUniqueViolation } from '../../../db/uniqueViolation';
import { parseCsv } from './csv';
import { notUsersCsv } from './csvUpload';
import { loadImportLookups } from './importLookups';
import { resolveImportRows } from './resolveImportRows';
import { isUserCsvHeader, readUserCsvRow, type UserCsvRow } from './userCsvFormat';
import { writeImportedUsers } from './writeImportedUsers';
import { auditedImport, type AuditActor } from '../../../audit/auditLog';

export interface ImportResult {
  created: number;
  updated: number;
}

/** The rows of the file whose values have the right form, and the problems of the others. */
export function readRows(text: string): { rows: UserCsvRow[]; errors: FieldError[] } {
  const [header, ...records] = parseCsv(text);
  if (!header || !('fields' in header) || !isUserCsvHeader(header.fields)) throw notUsersCsv();
  const rows: UserCsvRow[] = [];
  const errors: FieldError[] = [];
  for (const record of records) {
    if ('error' in record) {
      errors.push({ line: record.line, field: 'row', message: record.error });
      continue;
    }
    const read = readUserCsvRow(record.line, record.fields);
    if ('row' in read) rows.push(read.row);
    else errors.push(...read.errors);
  }
  return { rows, errors };
}

/** Imports the CSV text as the caller: creates and updates users, or throws a 400 listing every bad row. */
export async function importUsersCsv(db: Db, caller: Caller, text: string, actor: AuditActor): Promise<ImportResult> {
  const read = readRows(text);
  try {
    return await db.transaction(async (tx) => {
      const lookups = await loadImportLookups(tx, read.rows.map((row) => row.username));
      const resolved = resolveImportRows(read.rows, lookups, caller);
      const errors = [...read.errors, ...resolved.errors].sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
      if (errors.length > 0) {
        const lines = new Set(errors.map((error) => error.line)).size;
        throw badRequest(`${lines} ${lines === 1 ? 'row has' : 'rows have'} errors; nothing was imported`, errors);
      }
      const usernames = resolved.users.map((user) => user.username);
      const importer = { minimumRole: callerLevel(caller.roles) ?? 'ERRIGAL_ADMIN', companyUuid: caller.companyUuid };
      return auditedImport(tx, actor, importer, usernames, () => writeImportedUsers(tx, caller, resolved.users));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('Another change created one of these users meanwhile; import the file again');
    throw error;
  }
}
