import { copyWithStructuralSharing } from '@reduxjs/toolkit/query';
import { useMemo, useRef } from 'react';

const NO_ITEMS: readonly never[] = [];

/**
 * The items shown, sharing with those shown before every item that is unchanged (RTK Query's
 * structural sharing, across its cache entries): the page with its total, after the same rows
 * without it, is the same array, and a row that stays on the page keeps its object, so memoised
 * rows do not render again.
 */
export function useSharedItems<Item>(items: readonly Item[] | undefined): readonly Item[] {
  const shown = useRef<readonly Item[]>(NO_ITEMS);
  return useMemo(() => {
    shown.current = copyWithStructuralSharing(shown.current, items ?? NO_ITEMS);
    return shown.current;
  }, [items]);
}
