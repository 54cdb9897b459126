import { useEffect } from 'react';
import { useMatches } from 'react-router';

export const PRODUCT_TITLE = 'User Profile';

/** What a route may carry in its `handle`: the name of its screen. */
export interface RouteTitle {
  title: string;
}

function titleOf(handle: unknown): string | undefined {
  return typeof handle === 'object' && handle !== null && 'title' in handle ? String(handle.title) : undefined;
}

/** The browser tab names the screen: '<screen> · User Profile', from the deepest route with a title. */
export function usePageTitle(): void {
  const matches = useMatches();
  const title = matches
    .map((match) => titleOf(match.handle))
    .filter(Boolean)
    .pop();
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_TITLE}` : PRODUCT_TITLE;
  }, [title]);
}
