import type { NavigateFunction } from 'react-router';
import { selfCallbackUri } from './authorizeRequest';

/** Leaves the single-page app for a full page load (the provider's redirect URLs). */
export function goToUrl(url: string): void {
  window.location.assign(url);
}

/** The console route of a redirect to the console's own callback (its query kept), or null for any other address. */
export function ownCallbackRoute(url: string, origin = window.location.origin): string | null {
  const target = new URL(url, origin);
  return `${target.origin}${target.pathname}` === selfCallbackUri(origin) ? `/selfcallback${target.search}` : null;
}

/**
 * Follows a login's redirect: to the console's own callback within this page, whose code is
 * loaded already (a full page load would start the console over, about half a second of the first
 * load after login, issue 21); anywhere else (another client, an external provider) by a full page load.
 */
export function followRedirect(url: string, navigate: NavigateFunction): void {
  const route = ownCallbackRoute(url);
  if (route) navigate(route);
  else goToUrl(url);
}
