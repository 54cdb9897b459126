import { act, waitFor } from '@testing-library/react';
import { mockApi } from '../testing/mockApi';
import { renderConsole, renderConsoleAs } from '../testing/renderConsole';

// The user list belongs to the users feature; here it only has to be the page behind the route.
jest.mock('../../features/users/UserListPage', () => ({ __esModule: true, default: () => <h1>Users</h1> }));

beforeEach(() => {
  mockApi({});
  document.title = 'User Profile';
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('page titles', () => {
  it('names the screen in the browser tab, and follows navigation', async () => {
    const { router } = renderConsoleAs('/user/list', 'ERRIGAL_ADMIN');
    await waitFor(() => expect(document.title).toBe('Users · User Profile'));

    await act(() => router.navigate('/user/new'));
    await waitFor(() => expect(document.title).toBe('New User · User Profile'));
    await act(() => router.navigate('/profile/visibility/list'));
    await waitFor(() => expect(document.title).toBe('Visibility Profiles · User Profile'));
    await act(() => router.navigate('/authClient/new'));
    await waitFor(() => expect(document.title).toBe('New OAuth2 Client · User Profile'));
    await act(() => router.navigate('/no/such/page'));
    await waitFor(() => expect(document.title).toBe('404 Not Found · User Profile'));
  });

  it.each([
    ['/password/forgot', 'Forgot Password · User Profile'],
    ['/authorize?client_id=c', 'Log In · User Profile'],
    ['/forbidden', '403 Forbidden · User Profile'],
  ])('titles the logged-out screen %s', async (path, title) => {
    renderConsole(path);
    await waitFor(() => expect(document.title).toBe(title));
  });
});
