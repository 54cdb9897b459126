import { waitFor } from '@testing-library/react';
import { storageKeys } from '../api/tokenStorage';
import { mockApi, type RecordedRequest } from './testing/mockApi';
import { renderConsole } from './testing/renderConsole';

// GET /me is left unanswered: what starts before the stored session's user is known.
const calls = (requests: RecordedRequest[]) => requests.map((request) => `${request.method} ${request.path}${request.search}`);
const FIRST_PAGE = 'GET /user/list/page?active=true&page=1&size=10&sort=username&direction=asc';

function storeSession(expiresInSeconds: number) {
  localStorage.setItem(storageKeys.accessToken, 'stored.e30.token');
  localStorage.setItem(storageKeys.tokenExpiresAt, String(Math.floor(Date.now() / 1000) + expiresInSeconds));
}

afterEach(() => localStorage.clear());

it("asks for the user list's first page while the stored session's user still loads", async () => {
  storeSession(600);
  const requests = mockApi({});
  // Under the basename the console is served at, which the router's own location keeps.
  renderConsole('/user/list?username=ann', undefined, '/userprofile');
  await waitFor(() => expect(calls(requests)).toContain('GET /me'));
  await waitFor(() => expect(calls(requests)).toContain('GET /user/list/page?active=true&page=1&size=10&sort=username&direction=asc&username=ann'));
});

it('asks for nothing else at another route, or without a session to restore', async () => {
  storeSession(600);
  const elsewhere = mockApi({});
  const first = renderConsole('/profile/business/list');
  await waitFor(() => expect(calls(elsewhere)).toContain('GET /me'));
  expect(calls(elsewhere)).toEqual(['GET /me']);
  first.unmount();

  storeSession(-1);
  const expired = mockApi({});
  renderConsole('/user/list');
  await waitFor(() => expect(localStorage.getItem(storageKeys.accessToken)).toBeNull());
  expect(calls(expired)).not.toContain(FIRST_PAGE);
});
