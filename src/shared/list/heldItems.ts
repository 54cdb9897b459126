import { useMemo, useRef } from 'react';
import type { FieldAccessors } from './listHelpers';
import type { LocalSource } from './useServerList';

/**
 * Up to this many items a list holds them all once an admin starts working it, and answers each
 * keystroke, sort and page in the browser before the server confirms (issue 21: at 10,000 users a
 * round trip per keystroke took twice as long as the in-memory list it replaced). 20,000 users
 * are about 0.5 MB on the wire; above them, a page at a time.
 */
export const HELD_ITEMS_LIMIT = 20_000;

/** Whether a list worked (`wanted`) whose unfiltered total is `total` (undefined until known) is held. */
export function holdsEveryItem(wanted: boolean, total: number | undefined): boolean {
  return wanted && total !== undefined && total <= HELD_ITEMS_LIMIT;
}

/** What a list uses of the RTK Query hook of its unpaged operation. */
interface EveryItemQuery<Item> {
  currentData?: readonly Item[];
  refetch: () => unknown;
}

/** A held list's items as useServerList takes them (its useLocalItems), or undefined until they come. */
export function useHeldSource<Item, Field extends string>(
  query: EveryItemQuery<Item>,
  held: boolean,
  fields: FieldAccessors<Item, Field>,
): LocalSource<Item, Field, Field> | undefined {
  const refetch = useRef(query.refetch);
  refetch.current = query.refetch;
  const items = held ? query.currentData : undefined;
  return useMemo(() => items && { items, filterFields: fields, sortFields: fields, refresh: () => void refetch.current() }, [items, fields]);
}
