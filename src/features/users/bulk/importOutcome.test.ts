import { IMPORT_FAILED } from './bulkMessages';
import { attachmentName } from './downloadExport';
import { importCounts, importFailure } from './importOutcome';

describe('importCounts', () => {
  it('reads the counts of a 200 reply and nothing else', () => {
    expect(importCounts({ status: 200, body: { created: 1, updated: 2 } })).toEqual({ created: 1, updated: 2 });
    expect(importCounts({ status: 200, body: { created: '1' } })).toBeNull();
    expect(importCounts({ status: 400, body: { created: 1, updated: 2 } })).toBeNull();
  });
});

describe('importFailure', () => {
  it('keeps the server detail and the rows with line numbers', () => {
    const failure = importFailure({
      status: 400,
      body: { detail: '1 row has errors', errors: [{ line: 2, field: 'email', message: 'bad' }, { field: 'users', message: 'is required' }] },
    });
    expect(failure).toEqual({ toast: IMPORT_FAILED, detail: '1 row has errors', rowErrors: [{ line: 2, field: 'email', message: 'bad' }] });
  });

  it("toasts a 413's own message, and the SPEC text for anything else", () => {
    expect(importFailure({ status: 413, body: { detail: 'Too big' } }).toast).toBe('Too big');
    expect(importFailure({ status: 0, body: null })).toEqual({ toast: IMPORT_FAILED, detail: null, rowErrors: [] });
    expect(importFailure({ status: 500, body: { detail: 'Something went wrong on the server' } }).detail).toBeNull();
  });
});

describe('attachmentName', () => {
  it('takes the file name from Content-Disposition, else a default', () => {
    expect(attachmentName('attachment; filename="users-all-2025-01-31.csv"', 'all')).toBe('users-all-2025-01-31.csv');
    expect(attachmentName(null, 'active')).toBe('users-active.csv');
  });
});
