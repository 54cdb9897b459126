import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../app/testing/mockApi';
import { renderConsole } from '../../app/testing/renderConsole';
import { followRedirect } from './browserNavigation';
import { RECOVERY_CODES_NOTE } from '../../shared/mfa/RecoveryCodesList';

jest.mock('./browserNavigation');
jest.mock('qrcode', () => ({ toDataURL: jest.fn(async () => 'data:image/png;base64,AAAA') }));

const AUTHORIZE_PATH =
  '/authorize?client_id=console&redirect_uri=http%3A%2F%2Flocalhost%2Fuserprofile%2Fselfcallback' +
  '&code_challenge_method=S256&code_challenge=abc&state=xyz';
const REDIRECT = 'http://localhost/userprofile/selfcallback?code=1';
const invalidCode = { status: 401, body: { type: 'about:blank', title: 'Unauthorized', status: 401, detail: 'Invalid code' } };

afterEach(() => {
  jest.restoreAllMocks();
  jest.mocked(followRedirect).mockReset();
});

async function logIn() {
  const user = userEvent.setup();
  renderConsole(AUTHORIZE_PATH);
  await user.type(await screen.findByLabelText(/Username/), 'alice');
  await user.type(screen.getByLabelText(/Password/), 'secret-pass');
  await user.keyboard('{Enter}');
  return user;
}

describe('the login\'s second step', () => {
  it('asks for the code after a right password, shows a wrong one, and follows the redirect of a right one', async () => {
    let tries = 0;
    const requests = mockApi({
      'POST /auth/authorize': { status: 200, body: { secondFactor: { ticket: 't-1', enrol: false, kinds: ['totp'] } } },
      'POST /auth/secondFactor': () => (++tries === 1 ? invalidCode : { status: 200, body: { redirectUrl: REDIRECT } }),
    });
    const user = await logIn();

    expect(await screen.findByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
    expect(followRedirect).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/Code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid code');
    expect(followRedirect).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText(/Code/));
    await user.type(screen.getByLabelText(/Code/), 'abcd-efgh-ijkl-mnop');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(followRedirect).toHaveBeenCalledWith(REDIRECT, expect.any(Function)));
    expect(requests.filter((r) => r.path === '/auth/secondFactor').map((r) => r.body)).toEqual([
      { ticket: 't-1', code: '123456' },
      { ticket: 't-1', code: 'abcd-efgh-ijkl-mnop' },
    ]);
  });

  it('enrols first when the policy requires it: QR code, the key as text, a code, the recovery codes once, then the code of the login', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `AAAA-BBBB-CCCC-DDD${i}`);
    const requests = mockApi({
      'POST /auth/authorize': { status: 200, body: { secondFactor: { ticket: 't-2', enrol: true, kinds: [] } } },
      'POST /auth/enrolment': {
        status: 200,
        body: { factorId: '00000000-0000-4000-8000-000000000001', secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/User%20Profile:alice?secret=JBSWY3DPEHPK3PXP' },
      },
      'POST /auth/enrolment/confirm': { status: 200, body: { recoveryCodes: codes } },
      'POST /auth/session': { status: 200, body: { redirectUrl: REDIRECT } },
    });
    const user = await logIn();

    expect(await screen.findByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible();
    expect(await screen.findByRole('img', { name: /QR code/ })).toHaveAttribute('src', 'data:image/png;base64,AAAA');
    expect(screen.getByText("Can't scan? Enter this key:")).toBeVisible();
    expect(screen.getByTestId('totp-key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    await user.type(screen.getByLabelText(/Code from the app/), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText(RECOVERY_CODES_NOTE)).toBeVisible();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(codes);
    expect(followRedirect).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(followRedirect).toHaveBeenCalledWith(REDIRECT, expect.any(Function)));
    expect(requests.find((r) => r.path === '/auth/enrolment/confirm')?.body).toEqual({ ticket: 't-2', code: '654321' });
    expect(requests.find((r) => r.path === '/auth/session')?.body).toMatchObject({ client_id: 'console', state: 'xyz' });
  });
});
