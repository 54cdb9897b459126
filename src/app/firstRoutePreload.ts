import type { DataRouter, Location } from 'react-router';
import { getAccessToken, tokenExpired } from '../api/tokenStorage';
import { preloadUserList, preloadUserListCode } from '../features/users/UserListRoute';
import { CallbackPage } from './lazyPages';
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

/**
 * While a console login's password is checked (a third of a second of scrypt on the server): the
 * code of the login callback, of the logged-in shell and of the page the login returns to. Loaded
 * after the login, each lazy part would suspend its screen, and React reveals a screen that
 * suspended no sooner than 300 ms after its loading fallback.
 */
export function preloadAfterLogin(returnTo: string) {
  void CallbackPage.preload();
  preloadLoggedInShell();
  if (new URL(returnTo, window.location.origin).pathname === '/user/list') preloadUserListCode();
}

/** At start, the route the console opens at, when there is a stored session to restore (else the start is a login). */
export function preloadFirstRoute(router: Pick<DataRouter, 'basename' | 'state'>, dispatch: AppDispatch) {
  if (!getAccessToken() || tokenExpired()) return;
  // The router's own location keeps its basename (/userprofile); routes are matched without it.
  const { pathname, search } = router.state.location;
  const base = (router.basename ?? '').replace(/\/$/, '');
  preloadRoute({ pathname: pathname.startsWith(base) ? pathname.slice(base.length) : pathname, search }, dispatch);
}
