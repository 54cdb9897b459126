import { screen, waitFor } from '@testing-library/react';
import { mockApi } from '../../app/testing/mockApi';
import { renderConsoleAs } from '../../app/testing/renderConsole';

// A page whose code never finishes loading: what the route does must not wait for it.
jest.mock('./UserListPage', () => ({
  __esModule: true,
  default: function NeverLoaded(): never {
    throw new Promise(() => {});
  },
}));

afterEach(() => {
  jest.restoreAllMocks();
});

it('asks for the active users while the list page is still loading', async () => {
  const requests = mockApi({ 'GET /me': { status: 200, body: { username: 'alice', roles: ['ADMIN'], layoutCode: 'SCO', success: true } } });

  renderConsoleAs('/user/list', 'ADMIN');

  expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
  await waitFor(() => expect(requests.map((request) => `${request.method} ${request.path}`)).toContain('GET /user/list/active'));
  expect(requests.filter((request) => request.path === '/user/list/inactive')).toEqual([]);
});
