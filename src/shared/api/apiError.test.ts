import { errorMessage, errorStatus, failureAlert } from './apiError';

describe('errorMessage', () => {
  it("is the problem+json detail when the server gave one", () => {
    expect(errorMessage({ status: 409, data: { title: 'Conflict', status: 409, detail: 'Stale version' } })).toBe('Stale version');
  });

  it.each([
    [{ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, 'the server could not be reached'],
    [{ status: 'TIMEOUT_ERROR', error: 'AbortError' }, 'the server did not answer in time'],
    [{ status: 500, data: { type: 'about:blank', title: 'Internal Server Error', status: 500 } }, 'an error on the server'],
    [{ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>Bad gateway</html>', error: 'x' }, 'an error on the server'],
    [{ status: 422, data: { title: 'Unprocessable Entity', detail: '  ' } }, 'a request the server refused'],
    [{ status: 'PARSING_ERROR', originalStatus: 200, data: 'not json', error: 'x' }, 'an answer from the server that could not be read'],
  ])('says what failed in words when the server gave no detail: %j', (error, sentence) => {
    expect(errorMessage(error)).toBe(sentence);
    expect(errorMessage(error)).not.toMatch(/\d{3}|_ERROR/);
  });

  it('uses the message of an error that is not an HTTP error', () => {
    expect(errorMessage(new Error('boom'))).toBe('boom');
  });
});

describe('failureAlert', () => {
  it("is the server's detail, else a whole sentence without a status code", () => {
    expect(failureAlert({ status: 409, data: { detail: 'The profile is in use.' } })).toBe('The profile is in use.');
    expect(failureAlert({ status: 500, data: { title: 'Internal Server Error', status: 500 } })).toBe(
      'The request failed because of an error on the server. Please try again.',
    );
  });
});

describe('errorStatus', () => {
  it('is the HTTP status, also of an unreadable body, else the kind of failure', () => {
    expect(errorStatus({ status: 404, data: {} })).toBe(404);
    expect(errorStatus({ status: 'PARSING_ERROR', originalStatus: 504, data: '', error: 'x' })).toBe(504);
    expect(errorStatus({ status: 'FETCH_ERROR', error: 'x' })).toBe('FETCH_ERROR');
    expect(errorStatus('nothing')).toBeUndefined();
  });
});
