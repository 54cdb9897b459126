import { saveOutcome, SESSION_TIMED_OUT } from './userSaveMessages';

const failure = (error: unknown) => saveOutcome('alice', { error });

describe('saveOutcome', () => {
  it('treats a save that ended on a login page as a timed-out session', () => {
    const error = {
      status: 'PARSING_ERROR',
      originalStatus: 200,
      data: '<html>',
      url: 'http://x/userprofile/auth/login/user',
    };
    expect(failure(error).toast).toEqual({ message: SESSION_TIMED_OUT, variant: 'warning' });
  });

  it('reports a network failure with the plain save message', () => {
    expect(failure({ status: 'FETCH_ERROR', error: 'TypeError' }).toast).toEqual({ message: 'Error Saving User alice', variant: 'error' });
  });

  it('maps contract field names onto form fields', () => {
    const error = {
      status: 400,
      data: {
        errors: [
          { field: 'user.businessProfile.uuid', message: 'is required' },
          { field: 'user.email', message: 'must match format "email"' },
          { field: 'user.nickname', message: 'is not a known field' },
        ],
      },
    };
    expect(failure(error).fieldErrors).toEqual({
      businessProfileUuid: 'is required',
      email: 'must match format "email"',
    });
  });

  it('shows the default tree rule as a sentence, not as its code', () => {
    const error = { status: 400, data: { errors: [{ field: 'elements', message: 'defaultTreeMustBeAssigned' }] } };
    expect(failure(error).fieldErrors).toEqual({ elements: 'At least one Default Tree element must be assigned' });
  });

  it('opens the saved user', () => {
    expect(saveOutcome('alice', { data: { uuid: 'u-1' } }).savedUuid).toBe('u-1');
  });
});
