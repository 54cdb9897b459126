import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browserSupportsWebAuthn, startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { mockApi } from '../../app/testing/mockApi';
import { renderConsole } from '../../app/testing/renderConsole';
import { PASSKEY_CANCELLED, PASSKEY_UNSUPPORTED } from '../../shared/mfa/passkeyCeremony';
import type { SecondFactorChallenge } from '../../api/session.gen';
import { followRedirect } from './browserNavigation';

// The browser's WebAuthn is @simplewebauthn/browser's: mocked here (happy-dom has none); the
// ceremony itself runs in Chromium in e2e/passkey.spec.ts.
jest.mock('./browserNavigation');
jest.mock('qrcode', () => ({ toDataURL: jest.fn(async () => 'data:image/png;base64,AAAA') }));
jest.mock('@simplewebauthn/browser', () => ({ browserSupportsWebAuthn: jest.fn(), startAuthentication: jest.fn(), startRegistration: jest.fn() }));

const AUTHORIZE_PATH =
  '/authorize?client_id=console&redirect_uri=http%3A%2F%2Flocalhost%2Fuserprofile%2Fselfcallback' +
  '&code_challenge_method=S256&code_challenge=abc&state=xyz';
const REDIRECT = 'http://localhost/userprofile/selfcallback?code=1';
const OPTIONS = { challenge: 'c-1', rpId: 'localhost', allowCredentials: [] };
const CREDENTIAL = { id: 'cred', rawId: 'cred', type: 'public-key', response: { clientDataJSON: 'x' }, clientExtensionResults: {} };

beforeEach(() => jest.mocked(browserSupportsWebAuthn).mockReturnValue(true));
afterEach(() => {
  jest.restoreAllMocks();
  jest.mocked(followRedirect).mockReset();
});

async function logIn(secondFactor: SecondFactorChallenge) {
  const requests = mockApi({
    'POST /auth/authorize': { status: 200, body: { secondFactor } },
    'POST /auth/secondFactor/passkey/options': { status: 200, body: OPTIONS },
    'POST /auth/secondFactor/passkey': { status: 200, body: { redirectUrl: REDIRECT } },
    'POST /auth/enrolment': { status: 200, body: { factorId: '00000000-0000-4000-8000-000000000001', secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP' } },
    'POST /auth/enrolment/passkey/options': { status: 200, body: OPTIONS },
    'POST /auth/enrolment/passkey': { status: 200, body: { recoveryCodes: ['AAAA-BBBB-CCCC-DDDD'] } },
  });
  const user = userEvent.setup();
  renderConsole(AUTHORIZE_PATH);
  await user.type(await screen.findByLabelText(/Username/), 'alice');
  await user.type(screen.getByLabelText(/Password/), 'secret-pass');
  await user.keyboard('{Enter}');
  return { user, requests };
}

describe('a passkey at the login\'s second step', () => {
  it('is offered only to a user who has one; its assertion answers the server\'s options and the login goes on', async () => {
    jest.mocked(startAuthentication).mockResolvedValue(CREDENTIAL as never);
    const { user, requests } = await logIn({ ticket: 't-1', enrol: false, kinds: ['passkey'] });
    await user.click(await screen.findByRole('button', { name: 'Use a passkey' }));
    await waitFor(() => expect(followRedirect).toHaveBeenCalledWith(REDIRECT, expect.any(Function)));
    expect(startAuthentication).toHaveBeenCalledWith({ optionsJSON: OPTIONS });
    expect(requests.find((r) => r.path === '/auth/secondFactor/passkey')?.body).toEqual({ ticket: 't-1', credential: CREDENTIAL });
  });

  it('says so when the prompt is cancelled, or the browser has no WebAuthn', async () => {
    jest.mocked(startAuthentication).mockRejectedValue(Object.assign(new Error('The operation either timed out or was not allowed.'), { name: 'NotAllowedError' }));
    const { user } = await logIn({ ticket: 't-1', enrol: false, kinds: ['totp', 'passkey'] });
    await user.click(await screen.findByRole('button', { name: 'Use a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSKEY_CANCELLED);
    jest.mocked(browserSupportsWebAuthn).mockReturnValue(false);
    await user.click(screen.getByRole('button', { name: 'Use a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSKEY_UNSUPPORTED);
    expect(followRedirect).not.toHaveBeenCalled();
  });

  it('is not offered to a user with an authenticator app only', async () => {
    await logIn({ ticket: 't-1', enrol: false, kinds: ['totp'] });
    expect(await screen.findByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).toBeNull();
  });

  it('enrols a passkey instead of an app when the policy requires a factor', async () => {
    jest.mocked(startRegistration).mockResolvedValue(CREDENTIAL as never);
    const { user, requests } = await logIn({ ticket: 't-2', enrol: true, kinds: [] });
    await user.click(await screen.findByRole('button', { name: 'Use a passkey instead' }));
    expect(await screen.findByText('AAAA-BBBB-CCCC-DDDD')).toBeVisible();
    expect(startRegistration).toHaveBeenCalledWith({ optionsJSON: OPTIONS });
    expect(requests.find((r) => r.path === '/auth/enrolment/passkey')?.body).toEqual({ ticket: 't-2', credential: CREDENTIAL });
  });
});
