import type { DataRouter } from 'react-router';
import { getAccessToken, tokenExpired } from '../api/tokenStorage';
import { preloadUserList } from '../features/users/UserListRoute';
import type { AppDispatch } from './store';

/**
 * At start, while the stored session's user loads (GET /me, which every route waits for), what the
 * route the console opens at will need: today the user list's code and first page, the screen
 * most loads open at (issue 21). Nothing without a session to restore: that start is a login.
 */
export function preloadFirstRoute(router: Pick<DataRouter, 'basename' | 'state'>, dispatch: AppDispatch) {
  if (!getAccessToken() || tokenExpired()) return;
  // The router's own location keeps its basename (/userprofile); routes are matched without it.
  const { pathname, search } = router.state.location;
  const base = (router.basename ?? '').replace(/\/$/, '');
  const path = pathname.startsWith(base) ? pathname.slice(base.length) : pathname;
  if (path === '/user/list') preloadUserList({ pathname: path, search }, dispatch);
}
