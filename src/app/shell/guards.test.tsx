import { act, screen, waitFor } from '@testing-library/react';
import { storageKeys } from '../../api/tokenStorage';
import { mockApi } from '../testing/mockApi';
import { renderConsole, renderConsoleAs, userWithRoles } from '../testing/renderConsole';
import { currentUserLoaded } from '../../features/session/sessionSlice';

// The user list belongs to the users feature; here it only has to be the page behind the guard.
jest.mock('../../features/users/UserListPage', () => ({ __esModule: true, default: () => <h1>Users</h1> }));

beforeEach(() => {
  mockApi({});
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('route guards', () => {
  it('sends a logged-out visitor of a user page to login with a warning, remembering the page', async () => {
    const { router } = renderConsole('/user/edit/42?tab=basic');

    expect(await screen.findByText('Please Login First')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login/user'));
    expect(localStorage.getItem(storageKeys.returnTo)).toBe('/user/edit/42?tab=basic');
  });

  it('closes the warning once the login it asked for is done and the page opens', async () => {
    const { router, store } = renderConsole('/user/list');
    expect(await screen.findByText('Please Login First')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login/user'));

    act(() => {
      store.dispatch(currentUserLoaded(userWithRoles('ERRIGAL_ADMIN')));
    });
    await act(() => router.navigate('/user/list'));

    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
    // Well before the toast's own 5 seconds are up.
    await waitFor(() => expect(screen.queryByText('Please Login First')).not.toBeInTheDocument(), { timeout: 1000 });
  });

  it('sends an SCO admin to /forbidden for the application profiles', async () => {
    const { router } = renderConsoleAs('/profile/app/list', 'SCO_ADMIN');

    expect(await screen.findByRole('heading', { name: '403 Forbidden' })).toBeInTheDocument();
    expect(screen.getByText('You do not have permission to access this.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forbidden');
  });

  it('lets an ADMIN reach the application profiles but not the OAuth2 clients', async () => {
    const { router } = renderConsoleAs('/profile/app/list', 'ADMIN');

    expect(await screen.findByRole('heading', { name: 'Application Profiles' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile/app/list');

    await act(() => router.navigate('/authClient/list'));
    expect(await screen.findByRole('heading', { name: '403 Forbidden' })).toBeInTheDocument();
  });

  it('sends an ADMIN who opens /application/new by URL to /forbidden; ERRIGAL_ADMIN creates there', async () => {
    const { router } = renderConsoleAs('/application/new', 'ADMIN');
    expect(await screen.findByRole('heading', { name: '403 Forbidden' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forbidden');

    renderConsoleAs('/application/new', 'ERRIGAL_ADMIN');
    expect(await screen.findByRole('heading', { name: 'New Application' })).toBeInTheDocument();
  });

  it.each(['/user/edit/42', '/profile/visibility/edit/x', '/profile/business/edit/%20', '/profile/app/edit/1e0b', '/application/edit/not-an-id', '/authClient/edit/abc', '/customerCompany/edit/00000000-0000-0000-0000-00000000000g'])(
    'treats the malformed id of %s as not found, as an unknown id',
    async (path) => {
      const { router } = renderConsoleAs(path, 'ERRIGAL_ADMIN');
      expect(await screen.findByRole('heading', { name: '404 Not Found' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/notFound');
    },
  );

  it('lets only ERRIGAL_ADMIN reach the OAuth2 clients', async () => {
    const { router } = renderConsoleAs('/authClient/new', 'ERRIGAL_ADMIN');

    expect(await screen.findByRole('heading', { name: 'New OAuth2 Client' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/authClient/new');
  });

  it('shows 404 for an unknown path and for /notFound', async () => {
    const { router } = renderConsole('/no/such/page');

    expect(await screen.findByRole('heading', { name: '404 Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Page Not Found, please check URL is correct.')).toBeInTheDocument();

    await act(() => router.navigate('/notFound'));
    expect(await screen.findByRole('heading', { name: '404 Not Found' })).toBeInTheDocument();
  });

  it('sends a logged-out first visit of the root to login without the warning', async () => {
    const { router } = renderConsole('/');

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login/user'));
    await act(() => router.navigate('/userprofile'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login/user'));
    expect(screen.queryByText('Please Login First')).not.toBeInTheDocument();
  });

  it('redirects the empty path and /userprofile to the user list', async () => {
    const { router } = renderConsoleAs('/', 'ADMIN');
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/list');

    await act(() => router.navigate('/userprofile'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/list'));

    await act(() => router.navigate('/userprofile/logout'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/logout'));
  });
});
