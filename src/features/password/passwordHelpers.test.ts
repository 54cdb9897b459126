import { FORGOT_LOOKUP_FAILED, FORGOT_SEND_FAILED, RESET_FAILED, RESET_PASSWORD_REUSED, forgotFailureMessage, resetFailureMessage } from './passwordMessages';
import { resetPageState } from './resetPageState';
import { tokenFromLink } from './resetToken';

describe('tokenFromLink', () => {
  it("reads '~' as '.'", () => {
    expect(tokenFromLink('aaa~bbb~ccc')).toBe('aaa.bbb.ccc');
    expect(tokenFromLink('plain-token_1')).toBe('plain-token_1');
  });
});

describe('failure messages', () => {
  it('forgot: a refused username is a lookup failure, anything else a send failure', () => {
    expect(forgotFailureMessage({ status: 400, data: {} })).toBe(FORGOT_LOOKUP_FAILED);
    expect(forgotFailureMessage({ status: 500, data: {} })).toBe(FORGOT_SEND_FAILED);
    expect(forgotFailureMessage({ status: 'FETCH_ERROR', error: 'offline' })).toBe(FORGOT_SEND_FAILED);
  });

  it('reset: 406 is a reused password, anything else a failed reset', () => {
    expect(resetFailureMessage({ status: 406, data: {} })).toBe(RESET_PASSWORD_REUSED);
    expect(resetFailureMessage({ status: 400, data: {} })).toBe(RESET_FAILED);
  });
});

describe('resetPageState', () => {
  const verified = { isLoading: false, isError: false, data: { username: 'alice' } };
  it('goes loading, then invalid or form, and complete once the password is set', () => {
    expect(resetPageState({ isLoading: true, isError: false }, false)).toBe('loading');
    expect(resetPageState({ isLoading: false, isError: false, data: { username: '' } }, false)).toBe('invalid');
    expect(resetPageState({ isLoading: false, isError: true }, false)).toBe('invalid');
    expect(resetPageState(verified, false)).toBe('form');
    expect(resetPageState(verified, true)).toBe('complete');
  });
});
