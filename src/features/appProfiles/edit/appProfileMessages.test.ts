import { CHANGED_BY_SOMEONE_ELSE, DUPLICATE_NAME, SAVE_FAILED, saveOutcome, savedMessage } from './appProfileMessages';

const failure = (status: number, data: unknown = {}) => ({ error: { status, data } });

describe('app profile save outcomes (SPEC section 8 "Profiles")', () => {
  it('success names the profile and opens it', () => {
    expect(saveOutcome('East Desk', { data: { uuid: 'u1' } })).toEqual({
      toast: { message: 'Application Profile East Desk Is Saved Successfully', variant: 'success' },
      savedUuid: 'u1',
    });
    expect(savedMessage('X')).toBe('Application Profile X Is Saved Successfully');
  });

  it('409 is a duplicate name, shown on the name field too', () => {
    expect(saveOutcome('A', failure(409))).toEqual({
      toast: { message: 'An Application Profile with this name already exists', variant: 'error' },
      fieldErrors: { name: DUPLICATE_NAME },
    });
  });

  it('412 tells the admin to reload', () => {
    expect(saveOutcome('A', failure(412)).toast).toEqual({ message: CHANGED_BY_SOMEONE_ELSE, variant: 'error' });
  });

  it('400 maps the server field errors onto the form; anything else is the save error', () => {
    const outcome = saveOutcome('A', failure(400, { errors: [{ field: 'roles.0', message: 'not yours' }, { field: 'application', message: 'gone' }] }));
    expect(outcome).toEqual({ toast: { message: SAVE_FAILED, variant: 'error' }, fieldErrors: { roleUuids: 'not yours', applicationUuid: 'gone' } });
    expect(saveOutcome('A', failure(500))).toEqual({ toast: { message: 'Error Saving Application Profile', variant: 'error' } });
    expect(saveOutcome('A', { error: { status: 'FETCH_ERROR', error: 'offline' } }).toast.message).toBe(SAVE_FAILED);
  });
});
