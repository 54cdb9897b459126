// Adds a stylesheet or script to the document once (found again by its data-suite-asset name),
// and settles when it has loaded or failed. Nothing inline: each is a file from an origin the
// server's CSP allows (server/http/securityHeaders.ts).

export type AssetKind = 'style' | 'script';

export interface Asset {
  /** Stable name of the asset; a second request for it adds nothing. */
  name: string;
  kind: AssetKind;
  url: string;
}

const selector = (name: string) => `[data-suite-asset="${name}"]`;

export const isAdded = (doc: Document, name: string) => doc.head.querySelector(selector(name)) !== null;

/** Appends the asset to <head>; resolves on its load event, rejects on its error event. */
export function loadAsset(doc: Document, asset: Asset): Promise<void> {
  const element =
    asset.kind === 'style'
      ? Object.assign(doc.createElement('link'), { rel: 'stylesheet', href: asset.url })
      : Object.assign(doc.createElement('script'), { src: asset.url, async: false });
  element.dataset.suiteAsset = asset.name;
  const settled = new Promise<void>((resolve, reject) => {
    element.addEventListener('load', () => resolve(), { once: true });
    element.addEventListener('error', () => reject(new Error(`${asset.url} could not be loaded`)), { once: true });
  });
  doc.head.appendChild(element);
  return settled;
}
