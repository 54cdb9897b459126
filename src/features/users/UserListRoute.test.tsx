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

it("asks for the list's first page while the list page is still loading", async () => {
  const requests = mockApi({ 'GET /me': { status: 200, body: { username: 'alice', roles: ['ADMIN'], layoutCode: 'SCO', success: true } } });

  renderConsoleAs('/user/list', 'ADMIN');

  expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
  await waitFor(() => expect(requests.map((request) => `${request.method} ${request.path}${request.search}`)).toContain('GET /user/list/page?active=true&page=1&size=10&sort=username&direction=asc'));
  expect(requests.filter((request) => request.path.startsWith('/user/list/') && request.path !== '/user/list/page')).toEqual([]);
});
