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
 * Resolves when the code is loaded (never rejects: a chunk that failed loads again when rendered).
 */
export function preloadRoute({ pathname, search }: Pick<Location, 'pathname' | 'search'>, dispatch: AppDispatch): Promise<void> {
  const code = [preloadLoggedInShell()];
  if (pathname === '/user/list') code.push(preloadUserList({ pathname, search }, dispatch));
  return settled(code);
}

/**
 * Resolves once every chunk has loaded or failed (one that failed loads again when rendered).
 * The start and the login callback wait for it before rendering their screen: React reveals a
 * screen whose lazy code suspended it no sooner than 300 ms after its loading fallback (its
 * fallback throttle), so a chunk that arrives 20 ms after GET /me would otherwise cost 300 ms.
 */
const settled = (code: Promise<unknown>[]) => Promise.allSettled(code).then(() => undefined);

/**
 * While a console login's password is checked (a third of a second of scrypt on the server): the
 * code of the login callback, of the logged-in shell and of the page the login returns to. Loaded
 * after the login, each lazy part would suspend its screen, and React reveals a screen that
 * suspended no sooner than 300 ms after its loading fallback.
 */
export function preloadAfterLogin(returnTo: string) {
  const code = [CallbackPage.preload(), preloadLoggedInShell()];
  if (new URL(returnTo, window.location.origin).pathname === '/user/list') code.push(preloadUserListCode());
  void settled(code);
}

/** At start, the route the console opens at, when there is a stored session to restore (else the start is a login). */
export function preloadFirstRoute(router: Pick<DataRouter, 'basename' | 'state'>, dispatch: AppDispatch): Promise<void> {
  if (!getAccessToken() || tokenExpired()) return Promise.resolve();
  // The router's own location keeps its basename (/userprofile); routes are matched without it.
  const { pathname, search } = router.state.location;
  const base = (router.basename ?? '').replace(/\/$/, '');
  return preloadRoute({ pathname: pathname.startsWith(base) ? pathname.slice(base.length) : pathname, search }, dispatch);
}
