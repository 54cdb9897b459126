import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, problem } from '../../app/testing/mockApi';
import { renderConsole } from '../../app/testing/renderConsole';
import { preloadAfterLogin } from '../../app/firstRoutePreload';
import { followRedirect } from './browserNavigation';

jest.mock('./browserNavigation', () => ({ ...jest.requireActual('./browserNavigation'), followRedirect: jest.fn() }));
jest.mock('../../app/firstRoutePreload', () => ({ ...jest.requireActual('../../app/firstRoutePreload'), preloadAfterLogin: jest.fn() }));

const AUTHORIZE_PATH =
  '/authorize?client_id=console&redirect_uri=http%3A%2F%2Flocalhost%2Fuserprofile%2Fselfcallback' +
  '&code_challenge_method=S256&code_challenge=abc&state=xyz';

afterEach(() => {
  jest.restoreAllMocks();
  jest.mocked(followRedirect).mockReset();
  jest.mocked(preloadAfterLogin).mockReset();
});

async function logIn(username: string, password: string, path = AUTHORIZE_PATH) {
  const user = userEvent.setup();
  renderConsole(path);
  await user.type(await screen.findByLabelText(/Username/), username);
  await user.type(screen.getByLabelText(/Password/), password);
  await user.keyboard('{Enter}');
}

describe('/authorize login screen', () => {
  it('has labelled required fields, Login and the forgot-password link', async () => {
    mockApi({});
    renderConsole(AUTHORIZE_PATH);

    expect(await screen.findByLabelText(/Username/)).toBeRequired();
    expect(screen.getByLabelText(/Password/)).toBeRequired();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/password/forgot');
  });

  it('sends the credentials with the authorization request and follows the redirect', async () => {
    const requests = mockApi({
      'POST /auth/authorize': { status: 200, body: { redirectUrl: 'http://localhost/userprofile/selfcallback?code=1' } },
    });
    await logIn('alice', 'secret-pass');

    await waitFor(() => expect(followRedirect).toHaveBeenCalledWith('http://localhost/userprofile/selfcallback?code=1', expect.any(Function)));
    expect(requests.find((request) => request.path === '/auth/authorize')?.body).toEqual({
      credentials: { username: 'alice', password: 'secret-pass' },
      authorizeRequest: {
        client_id: 'console',
        redirect_uri: 'http://localhost/userprofile/selfcallback',
        code_challenge: 'abc',
        code_challenge_method: 'S256',
        state: 'xyz',
        response_type: 'code',
        scope: 'openid',
      },
    });
  });

  it('loads what a console login opens next while the password is checked', async () => {
    mockApi({});
    await logIn('alice', 'secret-pass');
    // The authorize call has not answered: the callback's, the shell's and the user list's code load meanwhile.
    await waitFor(() => expect(preloadAfterLogin).toHaveBeenCalledWith('/user/list'));
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
  });

  it("preloads nothing of the console for another client's login", async () => {
    mockApi({});
    await logIn('alice', 'secret-pass', AUTHORIZE_PATH.replace('http%3A%2F%2Flocalhost%2Fuserprofile%2Fselfcallback', 'https%3A%2F%2Fapp.example.com%2Fcb'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled());
    expect(preloadAfterLogin).not.toHaveBeenCalled();
  });

  it('disables Login while the credentials are checked', async () => {
    mockApi({});
    await logIn('alice', 'secret-pass');

    expect(await screen.findByRole('button', { name: 'Login' })).toBeDisabled();
  });

  it.each([
    [401, 'Invalid username or password'],
    [429, 'Too many failed login attempts, please try again later'],
    [500, 'Login failed due to an unknown reason'],
  ])('answers %i with %s', async (status, message) => {
    mockApi({ 'POST /auth/authorize': problem(status, 'Refused') });
    await logIn('alice', 'wrong-pass');

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(followRedirect).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });
});
