// The bulk screen's texts. The two import toasts are SPEC section 8 "Users", word for word.

export const IMPORT_SUCCEEDED = 'Users uploaded and updated successfully';
export const IMPORT_FAILED = 'Failed to update users, please try again later';
export const CHOOSE_A_FILE = 'Please choose a file to import';
export const IMPORTING = 'Importing...';
export const EXPORT_FAILED = 'Failed to export users, please try again later';

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** The preview's summary, e.g. "2 new users, 1 changed user, 5 unchanged, 1 refused line". */
export function previewSummary(preview: { created: unknown[]; changed: unknown[]; unchanged: number; refused: { line: number }[] }): string {
  const refusedLines = new Set(preview.refused.map((r) => r.line)).size;
  return [
    count(preview.created.length, 'new user', 'new users'),
    count(preview.changed.length, 'changed user', 'changed users'),
    `${preview.unchanged.toLocaleString('en-US')} unchanged`,
    count(refusedLines, 'refused line', 'refused lines'),
  ].join(', ');
}
export const PREVIEW_NOTHING_WRITTEN = 'Nothing has been written yet: check what the file will do, then apply it.';
export const PREVIEW_HAS_REFUSALS = 'Some lines are refused: correct the file and import it again. Nothing has been written.';
