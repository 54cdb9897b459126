// The bulk screen's texts. The two import toasts are SPEC section 8 "Users", word for word.

export const IMPORT_SUCCEEDED = 'Users uploaded and updated successfully';
export const IMPORT_FAILED = 'Failed to update users, please try again later';
export const CHOOSE_A_FILE = 'Please choose a file to import';
export const IMPORTING = 'Importing...';
export const EXPORT_FAILED = 'Failed to export users, please try again later';
