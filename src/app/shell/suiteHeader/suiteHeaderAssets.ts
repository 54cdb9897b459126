import type { ApplicationInfo } from '../../../api/session.gen';
import { isAdded, loadAsset, type Asset } from './loadAsset';

// SPEC section 7 "Startup and header": from the header host the console loads a stylesheet at
// <headerUrl>/customerCss/<headerCss>, a script at <headerUrl>/conf/<headerConfig>.js and the
// script <headerUrl>/commonHeader-<headerVersion>.js; SPEC section 4: once, when application info
// first arrives.

/** The three files, in load order, or null when no header service is configured. */
export function suiteHeaderAssets(info: ApplicationInfo): Asset[] | null {
  const { headerUrl, headerCss, headerConfig, headerVersion } = info;
  if (!headerUrl || !headerCss || !headerConfig || !headerVersion) return null;
  const base = headerUrl.replace(/\/+$/, '');
  const part = encodeURIComponent;
  return [
    { name: 'header-css', kind: 'style', url: `${base}/customerCss/${part(headerCss)}` },
    { name: 'header-config', kind: 'script', url: `${base}/conf/${part(headerConfig)}.js` },
    { name: 'header-script', kind: 'script', url: `${base}/commonHeader-${part(headerVersion)}.js` },
  ];
}

export type SuiteHeaderOutcome = 'not-configured' | 'already-loading' | 'loaded' | 'failed';

/**
 * Adds the header's files once, in order: the stylesheet and the configuration script first, the
 * common header script after the configuration has run (it reads it). A file that fails stops
 * the rest; the console's own header stays either way.
 */
export async function loadSuiteHeader(doc: Document, info: ApplicationInfo): Promise<SuiteHeaderOutcome> {
  const assets = suiteHeaderAssets(info);
  if (!assets) return 'not-configured';
  if (assets.some((asset) => isAdded(doc, asset.name))) return 'already-loading';
  const [css, config, script] = assets;
  try {
    // The stylesheet only styles: its failure is logged and does not stop the header.
    loadAsset(doc, css).catch((error: unknown) => console.warn('Suite header stylesheet:', error));
    await loadAsset(doc, config);
    await loadAsset(doc, script);
    return 'loaded';
  } catch (error) {
    console.warn('Suite header not loaded, the console keeps its own header:', error);
    return 'failed';
  }
}
