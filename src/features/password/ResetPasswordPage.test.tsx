import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { mockApi, ok, problem } from '../../app/testing/mockApi';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { RESET_COMPLETE, RESET_FAILED, RESET_LINK_INVALID, RESET_PASSWORD_REUSED, RESET_SUCCEEDED, RESET_TOKEN_REJECTED } from './passwordMessages';
import ResetPasswordPage from './ResetPasswordPage';
import { replyHtml } from './testing/replyHtml';

// The link carries '~' where the token has '.'.
const LINK_PATH = '/password/new/abc~def';
const TOKEN = 'abc.def';
const VERIFY = `GET /password/token/verify/${TOKEN}`;
const verified = ok({ username: 'alice' });

afterEach(() => {
  jest.restoreAllMocks();
});

function renderResetPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/password/new/:token" element={<ResetPasswordPage />} />
    </Routes>,
    { route: LINK_PATH },
  );
}

async function submitPasswords(password: string, rePassword = password) {
  const user = userEvent.setup();
  if (password) await user.type(await screen.findByLabelText(/^New Password/), password);
  if (rePassword) await user.type(screen.getByLabelText(/^Confirm Password/), rePassword);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}

describe('/password/new/<token>', () => {
  it('shows Loading while the link is verified', async () => {
    mockApi({});
    renderResetPage();
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
  });

  it('says the link is invalid or expired when the token has no user, with a toast', async () => {
    const requests = mockApi({ [VERIFY]: { status: 200, body: { username: '' } } });
    renderResetPage();
    expect(await screen.findByText(RESET_LINK_INVALID)).toBeInTheDocument();
    expect(await screen.findByText(RESET_TOKEN_REJECTED)).toBeInTheDocument();
    expect(requests[0]).toMatchObject({ method: 'GET', path: `/password/token/verify/${TOKEN}` });
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request A New Link' })).toHaveAttribute('href', '/password/forgot');
    expect(screen.getByRole('link', { name: 'Back to Log In' })).toHaveAttribute('href', '/auth/login/user');
  });

  it('treats a failed verification as an invalid link', async () => {
    mockApi({ [VERIFY]: problem(400, 'Bad Request') });
    renderResetPage();
    expect(await screen.findByText(RESET_LINK_INVALID)).toBeInTheDocument();
  });

  it.each([
    ['', '', 'Please fill in the two password fields'],
    ['short', 'short', 'Password must be at least 8 characters'],
    ['long-enough-1', 'long-enough-2', 'Passwords do not match'],
  ])('refuses %j / %j with %j and sends nothing', async (password, rePassword, message) => {
    const requests = mockApi({ [VERIFY]: verified });
    renderResetPage();
    expect(await screen.findByText('Choose a new password for alice.')).toBeInTheDocument();
    await submitPasswords(password, rePassword);
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('sets the password with the token and shows the built-in completion text', async () => {
    const requests = mockApi({ [VERIFY]: verified, 'POST /password/update': { status: 204 }, 'GET /password/template/complete': { status: 204 } });
    renderResetPage();
    await submitPasswords('new-password-1');

    expect(await screen.findByText(RESET_SUCCEEDED)).toBeInTheDocument();
    expect(await screen.findByText(RESET_COMPLETE)).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({
      path: '/password/update',
      body: { token: TOKEN, password: 'new-password-1', rePassword: 'new-password-1' },
    });
    expect(screen.queryByText(RESET_LINK_INVALID)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/auth/login/user');
  });

  it("shows the server's completion template when there is one", async () => {
    mockApi({ [VERIFY]: verified, 'POST /password/update': { status: 204 } });
    replyHtml('/password/template/complete', '<h2>All done</h2><p>You can <a href="javascript:x()">log in</a> now.</p>');
    renderResetPage();
    await submitPasswords('new-password-1');

    const message = await screen.findByTestId('server-template');
    expect(message.innerHTML).toBe('<h2>All done</h2><p>You can log in now.</p>');
    expect(screen.queryByText(RESET_COMPLETE)).not.toBeInTheDocument();
  });

  it('asks for another password when it was used before (406), keeping the form', async () => {
    mockApi({ [VERIFY]: verified, 'POST /password/update': problem(406, 'Not Acceptable') });
    renderResetPage();
    await submitPasswords('old-password-1');
    expect(await screen.findByText(RESET_PASSWORD_REUSED)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
  });

  it('says the reset failed on any other error', async () => {
    mockApi({ [VERIFY]: verified, 'POST /password/update': problem(400, 'Bad Request') });
    renderResetPage();
    await submitPasswords('new-password-1');
    expect(await screen.findByText(RESET_FAILED)).toBeInTheDocument();
    expect(screen.queryByText(RESET_COMPLETE)).not.toBeInTheDocument();
  });
});
