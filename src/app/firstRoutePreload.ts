import type { Location } from 'react-router';
import { getAccessToken, tokenExpired } from '../api/tokenStorage';
import { preloadUserList } from '../features/users/UserListRoute';
import type { AppDispatch } from './store';

/**
 * At start, while the stored session's user loads (GET /me, which every route waits for), what the
 * route the console opens at will need: today the user list's code and first page, the screen
 * most loads open at (issue 21). Nothing without a session to restore: that start is a login.
 */
export function preloadFirstRoute(location: Pick<Location, 'pathname' | 'search'>, dispatch: AppDispatch) {
  if (!getAccessToken() || tokenExpired()) return;
  if (location.pathname === '/user/list') preloadUserList(location, dispatch);
}
