import { useSyncExternalStore } from 'react';

/** Fixed offsets of SPEC section 2 "Root shell": header, page chrome and footer. */
const CONTENT_OFFSETS = [83, 128, 52.8] as const;
const MIN_CONTENT_HEIGHT = 240;

function subscribe(notify: () => void): () => void {
  window.addEventListener('resize', notify);
  return () => window.removeEventListener('resize', notify);
}

/** The height left for a screen's content area, following the window height. */
export function contentHeight(windowHeight: number): number {
  const offsets = CONTENT_OFFSETS.reduce((sum, offset) => sum + offset, 0);
  return Math.max(MIN_CONTENT_HEIGHT, windowHeight - offsets);
}

export function useContentHeight(): number {
  return useSyncExternalStore(subscribe, () => contentHeight(window.innerHeight));
}
