import type { DataRouter, Location } from 'react-router';
import { getAccessToken, tokenExpired } from '../api/tokenStorage';
import { preloadUserList } from '../features/users/UserListRoute';
import { preloadLoggedInShell } from './shell/RootLayout';
import type { AppDispatch } from './store';

/**
 * What a logged-in console at `location` will need, asked for while the session's user loads
 * (GET /me, which every route waits for): the logged-in shell's code (header, navigation) and, at
 * the user list, the screen most loads open at (issue 21), its code and first page. Loaded after
 * GET /me, one after the other, each would hold the screen's reveal a little longer.
 */
export function preloadRoute({ pathname, search }: Pick<Location, 'pathname' | 'search'>, dispatch: AppDispatch) {
  preloadLoggedInShell();
  if (pathname === '/user/list') preloadUserList({ pathname, search }, dispatch);
}

/** At start, the route the console opens at, when there is a stored session to restore (else the start is a login). */
export function preloadFirstRoute(router: Pick<DataRouter, 'basename' | 'state'>, dispatch: AppDispatch) {
  if (!getAccessToken() || tokenExpired()) return;
  // The router's own location keeps its basename (/userprofile); routes are matched without it.
  const { pathname, search } = router.state.location;
  const base = (router.basename ?? '').replace(/\/$/, '');
  preloadRoute({ pathname: pathname.startsWith(base) ? pathname.slice(base.length) : pathname, search }, dispatch);
}
