import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browserSupportsWebAuthn, startRegistration } from '@simplewebauthn/browser';
import { mockApi } from '../../app/testing/mockApi';
import { renderConsoleAs } from '../../app/testing/renderConsole';
import { PASSKEY_KNOWN } from '../../shared/mfa/passkeyCeremony';

// The browser's side is @simplewebauthn/browser's, mocked (the test browser, happy-dom, has no WebAuthn); Chromium runs the real one in e2e/passkey.spec.ts.
jest.mock('@simplewebauthn/browser', () => ({ browserSupportsWebAuthn: jest.fn(() => true), startRegistration: jest.fn() }));

const OPTIONS = { challenge: 'c-1', rp: { id: 'localhost', name: 'User Profile' } };
const CREDENTIAL = { id: 'cred', rawId: 'cred', type: 'public-key', response: { attestationObject: 'x' }, clientExtensionResults: {} };
const PASSKEY = { id: '00000000-0000-4000-8000-0000000000f2', kind: 'passkey' as const, name: 'Desk key', createdAt: '2026-11-20T10:00:00Z', lastUsedAt: null };

beforeEach(() => jest.mocked(browserSupportsWebAuthn).mockReturnValue(true));
afterEach(() => jest.restoreAllMocks());

function myAccount(factors: (typeof PASSKEY)[]) {
  const requests = mockApi({
    'GET /account/factors': { status: 200, body: { factors, recoveryCodesLeft: factors.length ? 10 : 0, required: false } },
    'GET /account/sessions': { status: 200, body: [] },
    'POST /account/factors/passkey/options': { status: 200, body: OPTIONS },
    'POST /account/factors/passkey': { status: 200, body: { recoveryCodes: factors.length ? [] : ['AAAA-BBBB-CCCC-DDDD'] } },
  });
  renderConsoleAs('/account', 'ADMIN');
  return requests;
}

describe('Add passkey on My account', () => {
  it('names the passkey, answers the server\'s options through the browser, and shows the first recovery codes once', async () => {
    jest.mocked(startRegistration).mockResolvedValue(CREDENTIAL as never);
    const requests = myAccount([]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add passkey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add passkey' });
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Desk key');
    await user.click(within(dialog).getByRole('button', { name: 'Create passkey' }));
    expect(await screen.findByRole('dialog', { name: 'Your recovery codes' })).toHaveTextContent('AAAA-BBBB-CCCC-DDDD');
    expect(startRegistration).toHaveBeenCalledWith({ optionsJSON: OPTIONS });
    expect(requests.find((r) => r.path === '/account/factors/passkey')?.body).toEqual({ name: 'Desk key', credential: CREDENTIAL });
  });

  it('lists a passkey as one, and says so when the authenticator already holds one of the account', async () => {
    jest.mocked(startRegistration).mockRejectedValue(Object.assign(new Error('already registered'), { name: 'InvalidStateError', code: 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' }));
    const requests = myAccount([PASSKEY]);
    const user = userEvent.setup();
    expect(await screen.findByText(/^Passkey, added/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add passkey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add passkey' });
    await user.click(within(dialog).getByRole('button', { name: 'Create passkey' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(PASSKEY_KNOWN);
    expect(requests.some((r) => r.path === '/account/factors/passkey')).toBe(false);
  });
});
