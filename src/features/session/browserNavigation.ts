/** Leaves the single-page app for a full page load (the provider's redirect URLs). */
export function goToUrl(url: string): void {
  window.location.assign(url);
}
