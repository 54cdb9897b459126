import {
  listLoadFailedMessage,
  NO_SYNC_RESPONSE,
  NOT_AUTHORIZED,
  pullOutcome,
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

  it('otherwise names the user and the problem detail, else the failure in words', () => {
    expect(statusChangeFailedMessage('alice', problem(409, 'Conflict', 'The user was changed by someone else'))).toBe(
      'Failed To Activate/Inactivate alice Due To The user was changed by someone else',
    );
    expect(statusChangeFailedMessage('bob', problem(500, 'Internal Server Error'))).toBe(
      'Failed To Activate/Inactivate bob Due To an error on the server',
    );
    expect(statusChangeFailedMessage('bob', { status: 502, data: 'Bad gateway' })).toBe(
      'Failed To Activate/Inactivate bob Due To an error on the server',
    );
    expect(statusChangeFailedMessage('bob', { status: 'FETCH_ERROR', error: 'TypeError: fetch failed' })).toBe(
      'Failed To Activate/Inactivate bob Due To the server could not be reached',
    );
  });

  it('names the list that could not be loaded and why', () => {
    expect(listLoadFailedMessage('active', { status: 'FETCH_ERROR', error: 'TypeError: fetch failed' })).toBe(
      'The active users could not be loaded: the server could not be reached.',
    );
    expect(listLoadFailedMessage('inactive', problem(503, 'Service Unavailable', 'The database is starting.'))).toBe(
      'The inactive users could not be loaded: The database is starting.',
    );
  });

  it('uses the message of an error that is not an HTTP error', () => {
    expect(statusChangeFailedMessage('bob', { name: 'Error', message: 'boom' })).toBe(
      'Failed To Activate/Inactivate bob Due To boom',
    );
  });

  it.each([
    [{ updated: 2, answeredApps: ['Snmp Manager'], failedApps: [] }, 'User Info Pull Successful', 'success'],
    [{ updated: 0, answeredApps: [], failedApps: [] }, 'User Info Pull Successful', 'success'],
    [{ updated: 0, answeredApps: [], failedApps: ['Snmp Manager', 'Ticketer'] }, 'User Info Pull Failed', 'error'],
    [
      { updated: 1, answeredApps: ['Snmp Manager'], failedApps: ['Alarm Viewer', 'Ticketer'] },
      'User Info Pull Failed, Failed Applications: Alarm Viewer, Ticketer',
      'warning',
    ],
    [undefined, 'User Info Pull Failed', 'error'],
  ])('reports the pull %j', (result, message, variant) => {
    expect(pullOutcome(result)).toEqual({ message, variant });
  });
});
