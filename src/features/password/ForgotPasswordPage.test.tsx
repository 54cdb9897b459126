import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, problem } from '../../app/testing/mockApi';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import ForgotPasswordPage from './ForgotPasswordPage';
import { FORGOT_LOOKUP_FAILED, FORGOT_SEND_FAILED, FORGOT_SENT } from './passwordMessages';
import { replyHtml } from './testing/replyHtml';

afterEach(() => {
  jest.restoreAllMocks();
});

async function requestReset(username: string) {
  const user = userEvent.setup();
  renderWithProviders(<ForgotPasswordPage />, { route: '/password/forgot' });
  if (username) await user.type(screen.getByRole('textbox', { name: /Username/ }), username);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}

describe('/password/forgot', () => {
  it('asks for a username before sending anything', async () => {
    const requests = mockApi({});
    await requestReset('');
    expect(await screen.findByText('Please a valid username')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('sends the username, says so, and shows the built-in message when the server has no template', async () => {
    const requests = mockApi({ 'POST /password/forgot': { status: 204 }, 'GET /password/template/sent': { status: 204 } });
    await requestReset('demo.admin');

    expect(await screen.findByText(FORGOT_SENT)).toBeInTheDocument();
    const message = await screen.findByTestId('built-in-message');
    expect(message).toHaveTextContent('within 5 minutes');
    expect(message).toHaveTextContent('junk');
    expect(message).toHaveTextContent('contact support');
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/password/forgot', body: { username: 'demo.admin' } });
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Log In' })).toHaveAttribute('href', '/auth/login/user');
  });

  it("shows the server's sent template instead, with only its text structure", async () => {
    mockApi({ 'POST /password/forgot': { status: 204 } });
    replyHtml('/password/template/sent', '<p>Look in <b>your inbox</b><img src=x onerror="alert(1)"></p><script>alert(2)</script>');
    await requestReset('demo.admin');

    const message = await screen.findByTestId('server-template');
    expect(message.innerHTML).toBe('<p>Look in <b>your inbox</b></p>');
    expect(screen.queryByTestId('built-in-message')).not.toBeInTheDocument();
  });

  it('says the user could not be looked up when the server refuses the username', async () => {
    mockApi({ 'POST /password/forgot': problem(400, 'Bad Request') });
    await requestReset('x');
    expect(await screen.findByText(FORGOT_LOOKUP_FAILED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('says the email could not be sent on any other failure', async () => {
    mockApi({ 'POST /password/forgot': problem(500, 'Internal Server Error') });
    await requestReset('demo.admin');
    expect(await screen.findByText(FORGOT_SEND_FAILED)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
  });
});
