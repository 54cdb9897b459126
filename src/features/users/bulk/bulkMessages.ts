// The bulk screen's texts. The two import toasts are SPEC section 8 "Users", word for word.

export const IMPORT_SUCCEEDED = 'Users uploaded and updated successfully';
export const IMPORT_FAILED = 'Failed to update users, please try again later';
export const CHOOSE_A_FILE = 'Please choose a file to import';
export const IMPORTING = 'Importing...';
export const EXPORT_FAILED = 'Failed to export users, please try again later';
/** A file over the server's limit (GET /config), refused before it uploads: the words of the server's 413. */
export const fileTooLarge = (limitBytes: number) => `The file is larger than ${Math.floor(limitBytes / 1024 / 1024)} MB; split it into smaller files`;

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** The preview's summary, e.g. "2 new users, 1 changed user, 5 unchanged, 1 refused line". */
export function previewSummary(totals: { created: number; changed: number; unchanged: number; refused: number }): string {
  return [
    count(totals.created, 'new user', 'new users'),
    count(totals.changed, 'changed user', 'changed users'),
    `${totals.unchanged.toLocaleString('en-US')} unchanged`,
    count(totals.refused, 'refused line', 'refused lines'),
  ].join(', ');
}
/** What an import wrote, e.g. "1,200 users created, 1 user updated". */
export const importedCounts = (created: number, updated: number) => `${count(created, 'user', 'users')} created, ${count(updated, 'user', 'users')} updated.`;
/** The server's progress through the file while it uploads and is checked. */
export const linesChecked = (lines: number) => `${lines.toLocaleString('en-US')} lines checked`;
export const PREVIEW_NOTHING_WRITTEN = 'Nothing has been written yet: check what the file will do, then apply it.';
export const PREVIEW_HAS_REFUSALS = 'Some lines are refused: correct the file and import it again. Nothing has been written.';
/** While an apply runs: the users it has written of those the preview holds (it commits them all at once). */
export const APPLYING = 'Applying the import...';
export const usersWritten = (written: number, total: number) => `${written.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} users written`;
/** An apply whose answer was lost, as the preview then tells it. */
export const APPLY_NOT_WRITTEN = 'The import was not applied; nothing was written. Apply it again.';
export const APPLY_FATE_UNKNOWN = 'The server did not say whether the import was applied. Check the user list before you apply it again.';
