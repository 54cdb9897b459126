import {
  CHANGED_BY_SOMEONE_ELSE,
  DELETE_FAILED,
  deleteOutcome,
  DELETED,
  DUPLICATE_NAME,
  SAVE_FAILED,
  saveOutcome,
  STILL_USED,
} from './customerCompanyMessages';

const failed = (status: number | string) => ({ error: { status, data: { detail: 'server words' } } });

it('a save toasts success with the saved name and opens the saved company', () => {
  expect(saveOutcome({ data: { uuid: 'u1', name: 'Acme' } })).toEqual({
    toast: { message: 'Customer Company Acme Is Saved Successfully', variant: 'success' },
    savedUuid: 'u1',
  });
});

it('maps 409 to the duplicate message on the name, 412 to reload, anything else to the save failure without a code', () => {
  expect(saveOutcome(failed(409))).toEqual({ toast: { message: DUPLICATE_NAME, variant: 'error' }, fieldErrors: { name: DUPLICATE_NAME } });
  expect(saveOutcome(failed(412))).toEqual({ toast: { message: CHANGED_BY_SOMEONE_ELSE, variant: 'error' } });
  for (const status of [400, 500, 'FETCH_ERROR']) {
    const outcome = saveOutcome(failed(status));
    expect(outcome).toEqual({ toast: { message: SAVE_FAILED, variant: 'error' } });
    expect(outcome.toast.message).not.toMatch(/\d{3}/);
  }
});

it('a delete toasts success; a refused one says the company is still in use; other failures say the delete failed', () => {
  expect(deleteOutcome({ data: null })).toEqual({ toast: { message: DELETED, variant: 'success' } });
  expect(deleteOutcome({ error: { status: 409 } })).toEqual({ toast: { message: STILL_USED, variant: 'error' } });
  expect(deleteOutcome({ error: { status: 500 } })).toEqual({ toast: { message: DELETE_FAILED, variant: 'error' } });
  expect(deleteOutcome({ error: { status: 'FETCH_ERROR' } })).toEqual({ toast: { message: DELETE_FAILED, variant: 'error' } });
});
