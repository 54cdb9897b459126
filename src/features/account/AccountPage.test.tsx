import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../app/testing/mockApi';
import { renderConsoleAs } from '../../app/testing/renderConsole';
import { RECOVERY_CODES_NOTE } from '../../shared/mfa/RecoveryCodesList';

jest.mock('qrcode', () => ({ toDataURL: jest.fn(async () => 'data:image/png;base64,AAAA') }));

afterEach(() => jest.restoreAllMocks());

const FACTOR = { id: '00000000-0000-4000-8000-0000000000f1', kind: 'totp' as const, name: 'My phone', createdAt: '2026-11-20T10:00:00Z', lastUsedAt: null };
const session = (sid: string, current: boolean, browser: string) => ({
  sid,
  startedAt: '2026-11-26T08:00:00Z',
  lastSeenAt: '2026-11-26T09:00:00Z',
  address: '10.0.0.7',
  browser,
  client: 'User Profile',
  current,
});
const CURRENT = '00000000-0000-4000-8000-0000000000a1';
const OTHER = '00000000-0000-4000-8000-0000000000a2';

describe('My account', () => {
  it('adds an authenticator app with a code and shows the first recovery codes once', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `AAAA-BBBB-CCCC-DDD${i}`);
    const requests = mockApi({
      'GET /account/factors': { status: 200, body: { factors: [], recoveryCodesLeft: 0, required: false } },
      'GET /account/sessions': { status: 200, body: [session(CURRENT, true, 'Firefox on Linux')] },
      'POST /account/factors/totp': { status: 200, body: { factorId: FACTOR.id, secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP' } },
      'POST /account/factors/00000000-0000-4000-8000-0000000000f1/confirm': { status: 200, body: { recoveryCodes: codes } },
    });
    const user = userEvent.setup();
    renderConsoleAs('/account', 'ADMIN');

    expect(await screen.findByText(/No second factor yet/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add authenticator app' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add authenticator app' });
    expect(await within(dialog).findByRole('img', { name: /QR code/ })).toBeVisible();
    expect(within(dialog).getByTestId('totp-key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Work phone');
    await user.type(within(dialog).getByLabelText(/Code from the app/), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText(RECOVERY_CODES_NOTE)).toBeVisible();
    expect(within(screen.getByRole('list', { name: 'Recovery codes' })).getAllByRole('listitem')).toHaveLength(10);
    expect(requests.find((r) => r.path.endsWith('/confirm'))?.body).toEqual({ code: '123456', name: 'Work phone' });
  });

  it('shows a refused code in the dialog and adds nothing', async () => {
    mockApi({
      'GET /account/factors': { status: 200, body: { factors: [], recoveryCodesLeft: 0, required: false } },
      'GET /account/sessions': { status: 200, body: [] },
      'POST /account/factors/totp': { status: 200, body: { factorId: FACTOR.id, secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP' } },
      'POST /account/factors/00000000-0000-4000-8000-0000000000f1/confirm': { status: 400, body: { type: 'about:blank', title: 'Bad Request', status: 400, detail: 'Invalid code' } },
    });
    const user = userEvent.setup();
    renderConsoleAs('/account', 'SCO_ADMIN');
    await user.click(await screen.findByRole('button', { name: 'Add authenticator app' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(await within(dialog).findByLabelText(/Code from the app/), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid code');
    expect(screen.queryByText(RECOVERY_CODES_NOTE)).not.toBeInTheDocument();
  });

  it('lists factors and sessions; renames, makes new recovery codes, signs a session out and everywhere else', async () => {
    const requests = mockApi({
      'GET /account/factors': { status: 200, body: { factors: [FACTOR], recoveryCodesLeft: 7, required: false } },
      'GET /account/sessions': { status: 200, body: [session(CURRENT, true, 'Firefox on Linux'), session(OTHER, false, 'Chrome on Windows')] },
      'PATCH /account/factors/00000000-0000-4000-8000-0000000000f1': { status: 200, body: { ...FACTOR, name: 'Old phone' } },
      'POST /account/recoveryCodes': { status: 200, body: { recoveryCodes: ['QQQQ-QQQQ-QQQQ-QQQQ'] } },
      'DELETE /account/sessions/00000000-0000-4000-8000-0000000000a2': { status: 204 },
      'POST /account/sessions/endOthers': { status: 204 },
    });
    const user = userEvent.setup();
    renderConsoleAs('/account', 'ERRIGAL_ADMIN');

    expect(await screen.findByText('My phone')).toBeVisible();
    expect(screen.getByText('7 recovery codes left')).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Your active sessions' });
    expect(within(table).getByText('This session')).toBeVisible();
    expect(within(table).getAllByText('10.0.0.7')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Rename My phone' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename factor' });
    await user.clear(within(rename).getByLabelText('Name'));
    await user.type(within(rename).getByLabelText('Name'), 'Old phone');
    await user.click(within(rename).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ name: 'Old phone' }));

    await user.click(screen.getByRole('button', { name: 'New recovery codes' }));
    expect(await screen.findByRole('dialog', { name: 'Your new recovery codes' })).toHaveTextContent('QQQQ-QQQQ-QQQQ-QQQQ');
    await user.click(screen.getByRole('button', { name: 'Done' }));

    await user.click(within(table).getByRole('button', { name: /Sign out the session of Chrome on Windows/ }));
    expect(await screen.findByText('Session signed out')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    expect(await screen.findByText('Signed out everywhere else')).toBeVisible();
    expect(requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`)).toEqual([
      `PATCH /account/factors/${FACTOR.id}`,
      'POST /account/recoveryCodes',
      `DELETE /account/sessions/${OTHER}`,
      'POST /account/sessions/endOthers',
    ]);
  });

  it('says so when ending a session fails, never that it ended', async () => {
    mockApi({
      'GET /account/factors': { status: 200, body: { factors: [], recoveryCodesLeft: 0, required: false } },
      'GET /account/sessions': { status: 200, body: [session(CURRENT, true, 'Firefox on Linux'), session(OTHER, false, 'Chrome on Windows')] },
      'DELETE /account/sessions/00000000-0000-4000-8000-0000000000a2': { status: 500, body: { type: 'about:blank', title: 'Internal Server Error', status: 500 } },
    });
    const user = userEvent.setup();
    renderConsoleAs('/account', 'ADMIN');
    await user.click(await screen.findByRole('button', { name: /Sign out the session of Chrome/ }));
    expect(await screen.findByText(/The request failed because of an error on the server/)).toBeVisible();
    expect(screen.queryByText('Session signed out')).not.toBeInTheDocument();
  });
});
