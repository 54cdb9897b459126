import type { DataRouter } from 'react-router';
import { getAccessToken, tokenExpired } from '../api/tokenStorage';
import { preloadUserList } from '../features/users/UserListRoute';
import { preloadLoggedInShell } from './shell/RootLayout';
import type { AppDispatch } from './store';

/**
 * At start, while the stored session's user loads (GET /me, which every route waits for), what the
 * console will need: the logged-in shell's code (header, navigation) and, at the user list, the
 * screen most loads open at (issue 21), its code and first page. Loaded apart, each would hold
 * the screen's reveal a little longer. Nothing without a session to restore: that start is a login.
 */
export function preloadFirstRoute(router: Pick<DataRouter, 'basename' | 'state'>, dispatch: AppDispatch) {
  if (!getAccessToken() || tokenExpired()) return;
  preloadLoggedInShell();
  // The router's own location keeps its basename (/userprofile); routes are matched without it.
  const { pathname, search } = router.state.location;
  const base = (router.basename ?? '').replace(/\/$/, '');
  const path = pathname.startsWith(base) ? pathname.slice(base.length) : pathname;
  if (path === '/user/list') preloadUserList({ pathname: path, search }, dispatch);
}
