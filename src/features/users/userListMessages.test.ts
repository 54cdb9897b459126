import {
  NO_SYNC_RESPONSE,
  NOT_AUTHORIZED,
  statusChangeFailedMessage,
  UPDATE_TIMED_OUT,
  userUpdatedMessage,
} from './userListMessages';

const problem = (status: number, title: string, detail?: string) => ({
  status,
  data: { type: 'about:blank', title, status, detail },
});

describe('user list messages', () => {
  it('names the updated user on success', () => {
    expect(userUpdatedMessage('alice')).toBe('alice Successfully Updated');
  });

  it.each([504, 408])('reports a timeout for %i', (status) => {
    expect(statusChangeFailedMessage('alice', problem(status, 'Timeout'))).toBe(
      'User Update Timed Out, Please Try Again Later',
    );
    expect(UPDATE_TIMED_OUT).toBe('User Update Timed Out, Please Try Again Later');
  });

  it('reports a timeout when the request itself timed out or a gateway answered 504 in HTML', () => {
    expect(statusChangeFailedMessage('alice', { status: 'TIMEOUT_ERROR', error: 'AbortError' })).toBe(UPDATE_TIMED_OUT);
    expect(
      statusChangeFailedMessage('alice', { status: 'PARSING_ERROR', originalStatus: 504, data: '<html>', error: 'x' }),
    ).toBe(UPDATE_TIMED_OUT);
  });

  it('asks to log in again for 401', () => {
    expect(statusChangeFailedMessage('alice', problem(401, 'Unauthorized'))).toBe(
      'Request Was Not Authorized, Please Try Logging In Again',
    );
    expect(NOT_AUTHORIZED).toBe('Request Was Not Authorized, Please Try Logging In Again');
  });

  it('reports no sync response for 444', () => {
    expect(statusChangeFailedMessage('alice', problem(444, 'No Response'))).toBe(
      'No Response From The Sync, Please Try Again Later',
    );
    expect(NO_SYNC_RESPONSE).toBe('No Response From The Sync, Please Try Again Later');
  });

  it('otherwise names the user and the problem detail, else its title, else the status', () => {
    expect(statusChangeFailedMessage('alice', problem(409, 'Conflict', 'The user was changed by someone else'))).toBe(
      'Failed To Activate/Inactivate alice Due To The user was changed by someone else',
    );
    expect(statusChangeFailedMessage('bob', problem(500, 'Internal Server Error'))).toBe(
      'Failed To Activate/Inactivate bob Due To Internal Server Error',
    );
    expect(statusChangeFailedMessage('bob', { status: 502, data: 'Bad gateway' })).toBe(
      'Failed To Activate/Inactivate bob Due To 502',
    );
    expect(statusChangeFailedMessage('bob', { status: 'FETCH_ERROR', error: 'TypeError: fetch failed' })).toBe(
      'Failed To Activate/Inactivate bob Due To FETCH_ERROR',
    );
  });

  it('uses the message of an error that is not an HTTP error', () => {
    expect(statusChangeFailedMessage('bob', { name: 'Error', message: 'boom' })).toBe(
      'Failed To Activate/Inactivate bob Due To boom',
    );
  });
});
