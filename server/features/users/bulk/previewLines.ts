// What each line of one batch of a file would do: create a user, change some of its fields (old
// and new values as the export writes them), leave it as it is, or be refused.
import type { FieldError } from '../../../contract/problem';
import type { ImportedUser } from './resolveImportRows';
import { ELEMENT_SEPARATOR, USER_CSV_COLUMNS, type UserCsvColumn, type UserCsvRow } from './userCsvFormat';
import type { ExportRow } from './userExport';

/** The fields a preview compares, as the export writes them: every column but the key and the version. */
type Compared = Exclude<UserCsvColumn, 'username' | 'version'>;
const COMPARED = USER_CSV_COLUMNS.filter((column): column is Compared => column !== 'username' && column !== 'version');

export type PreviewKind = 'created' | 'changed' | 'unchanged' | 'refused';
export type FieldChange = { field: string; from: string; to: string };

/** One stored line: `detail` holds the changes or the refusal, `row` the checked row for apply. */
export interface PreviewLine {
  line: number;
  kind: PreviewKind;
  username: string | null;
  detail: FieldChange[] | { field: string; message: string } | null;
  row: UserCsvRow | null;
}

function fileValue(row: UserCsvRow, field: Compared): string {
  switch (field) {
    case 'active':
      return row.active ? 'true' : 'false';
    case 'elements':
      return row.elements
        .map((e) => `${e.category}:${e.name}`)
        .sort()
        .join(ELEMENT_SEPARATOR);
    default:
      return row[field] ?? '';
  }
}

function currentValue(row: ExportRow, field: Compared): string {
  const value = row[field] ?? '';
  return field === 'elements' ? value.split(ELEMENT_SEPARATOR).filter(Boolean).sort().join(ELEMENT_SEPARATOR) : value;
}

function changesOf(row: UserCsvRow, now: ExportRow): FieldChange[] {
  return COMPARED.filter((field) => fileValue(row, field) !== currentValue(now, field)).map((field) => ({
    field,
    from: currentValue(now, field),
    to: fileValue(row, field),
  }));
}

/** The batch's lines in file order; `current` is the users named in it as they are now, by lower-case username. */
export function previewLines(
  rows: readonly UserCsvRow[],
  errors: readonly FieldError[],
  users: readonly ImportedUser[],
  current: Map<string, ExportRow>,
): PreviewLine[] {
  const lines: PreviewLine[] = errors.map((error) => ({
    line: error.line ?? 0,
    kind: 'refused',
    username: null,
    detail: { field: error.field, message: error.message },
    row: null,
  }));
  const accepted = new Set(users.map((user) => user.line));
  for (const row of rows) {
    if (!accepted.has(row.line)) continue;
    const now = current.get(row.username.toLowerCase());
    const changes = now ? changesOf(row, now) : [];
    const kind = !now ? 'created' : changes.length > 0 ? 'changed' : 'unchanged';
    lines.push({
      line: row.line,
      kind,
      username: row.username,
      detail: kind === 'changed' ? changes : null,
      row,
    });
  }
  return lines.sort((a, b) => a.line - b.line);
}
