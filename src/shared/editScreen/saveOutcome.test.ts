import { namedRecordSaveOutcome, recordDeleteOutcome } from './saveOutcome';

const messages = {
  saved: (data: { uuid: string; name: string }) => `Thing ${data.name} Saved`,
  duplicateName: 'A Thing with this name already exists',
  changedBySomeoneElse: 'Changed by someone else',
  saveFailed: 'Error Saving Thing',
  formFields: { name: 'name', parent: 'parentUuid' } as const,
};
const failure = (status: number | string, data: unknown = {}) => ({ error: { status, data } });

describe('namedRecordSaveOutcome', () => {
  it('a save toasts success and opens the saved record, following its push job', () => {
    const pushJob = { uuid: 'j1', total: 1, done: 0, updated: 0, failedApps: [], finished: false };
    expect(namedRecordSaveOutcome({ data: { uuid: 'u1', name: 'Acme', pushJob } }, messages)).toEqual({
      toast: { message: 'Thing Acme Saved', variant: 'success' },
      savedUuid: 'u1',
      pushJob,
    });
  });

  it('409 is the duplicate name, in the toast and under the name; 412 asks to reload; neither opens anything', () => {
    expect(namedRecordSaveOutcome(failure(409), messages)).toEqual({
      toast: { message: messages.duplicateName, variant: 'error' },
      fieldErrors: { name: messages.duplicateName },
    });
    expect(namedRecordSaveOutcome(failure(412), messages)).toEqual({ toast: { message: messages.changedBySomeoneElse, variant: 'error' } });
  });

  it("400 puts the server's messages under the form fields it names; without form fields, and on any other failure, only the save error", () => {
    const invalid = failure(400, { errors: [{ field: 'parent.uuid', message: 'gone' }, { field: 'unknown', message: 'x' }] });
    expect(namedRecordSaveOutcome(invalid, messages)).toEqual({ toast: { message: messages.saveFailed, variant: 'error' }, fieldErrors: { parentUuid: 'gone' } });
    expect(namedRecordSaveOutcome(invalid, { ...messages, formFields: undefined })).toEqual({ toast: { message: messages.saveFailed, variant: 'error' } });
    expect(namedRecordSaveOutcome(failure(500), messages)).toEqual({ toast: { message: messages.saveFailed, variant: 'error' } });
    expect(namedRecordSaveOutcome(failure('FETCH_ERROR'), messages).toast.variant).toBe('error');
  });
});

describe('recordDeleteOutcome', () => {
  const deleteMessages = { deleted: 'Thing Deleted', deleteFailed: 'Failed to Delete Thing' };

  it("toasts success; a refusal toasts the failure and gives the server's reason for the dialog", () => {
    expect(recordDeleteOutcome({ data: null }, deleteMessages)).toEqual({ toast: { message: 'Thing Deleted', variant: 'success' } });
    expect(recordDeleteOutcome(failure(409, { detail: 'still used' }), deleteMessages)).toEqual({
      toast: { message: 'Failed to Delete Thing', variant: 'error' },
      refusal: 'still used',
    });
  });

  it('a 412 says the record changed when the entity has such a message, else the failure in words', () => {
    expect(recordDeleteOutcome(failure(412), { ...deleteMessages, changedBySomeoneElse: 'reload' }).refusal).toBe('reload');
    expect(recordDeleteOutcome(failure(412), deleteMessages).refusal).toMatch(/^The request failed because of/);
  });
});
