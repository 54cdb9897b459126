import { isAdded, loadAsset } from './loadAsset';

// SPEC section 7: an analytics script is loaded with the gaSiteId, and the username is set as a
// custom dimension. gtag.js from the tag manager; the gtag() queue is set up here (not in an
// inline script, which the CSP forbids).

export const ANALYTICS_ORIGIN = 'https://www.googletagmanager.com';
export const USERNAME_DIMENSION = 'dimension1';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/** Loads gtag.js once for the site id and sends the username as custom dimension 1; no id, nothing. */
export function loadAnalytics(win: Window, siteId: string | undefined, username: string | undefined): boolean {
  if (!siteId || isAdded(win.document, 'analytics')) return false;
  const dataLayer = (win.dataLayer = win.dataLayer ?? []);
  // gtag.js reads Arguments objects from the data layer, not arrays.
  win.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  win.gtag('js', new Date());
  win.gtag('config', siteId, { custom_map: { [USERNAME_DIMENSION]: 'username' }, ...(username ? { username } : {}) });
  loadAsset(win.document, { name: 'analytics', kind: 'script', url: `${ANALYTICS_ORIGIN}/gtag/js?id=${encodeURIComponent(siteId)}` }).catch(
    (error: unknown) => console.warn('Analytics not loaded:', error),
  );
  return true;
}
