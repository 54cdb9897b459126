import { compareText, filterNeedle, paginate, type FieldAccessors } from './listHelpers';
import type { ListState } from './listUrlState';
import type { Page } from './useServerList';

// A server list's page worked out in the browser from every item of the list, as the server
// answers it (server/shared/listQuery.ts): each filter contained, as containsText reads it;
// sorted by the field in the console's order, ties in the same direction by the list's order.

/** Every item of a list, in the server's own order of the list (the ties' order), with how it reads each field. */
export interface LocalItems<Item, FilterField extends string, SortField extends string> {
  items: readonly Item[];
  filterFields: FieldAccessors<Item, FilterField>;
  sortFields: FieldAccessors<Item, SortField>;
}

/** What a keystroke would otherwise work out again for every item: each order, each field's text in lower case. */
interface Prepared {
  ascending: Map<string, Int32Array>;
  lowerCase: Map<string, readonly string[]>;
}

const prepared = new WeakMap<readonly unknown[], Prepared>();

function preparedFor(items: readonly unknown[]): Prepared {
  let ready = prepared.get(items);
  if (!ready) prepared.set(items, (ready = { ascending: new Map(), lowerCase: new Map() }));
  return ready;
}

/** The items' indexes sorted ascending by the field (stable: ties keep the list's order). */
function ascendingBy<Item>(items: readonly Item[], field: string, read: (item: Item) => string): Int32Array {
  const cache = preparedFor(items).ascending;
  let order = cache.get(field);
  if (!order) {
    const texts = items.map(read);
    const indexes = Array.from(items, (_, index) => index).sort((a, b) => compareText(texts[a], texts[b]) || a - b);
    cache.set(field, (order = Int32Array.from(indexes)));
  }
  return order;
}

function lowerCaseOf<Item>(items: readonly Item[], field: string, read: (item: Item) => string): readonly string[] {
  const cache = preparedFor(items).lowerCase;
  let texts = cache.get(field);
  if (!texts) cache.set(field, (texts = items.map((item) => read(item).toLowerCase())));
  return texts;
}

/** The page of `state` and how many items match, from every item of the list. */
export function localPage<Item, FilterField extends string, SortField extends string>(
  { items, filterFields, sortFields }: LocalItems<Item, FilterField, SortField>,
  state: ListState<FilterField, SortField>,
): Page<Item> {
  const order = ascendingBy(items, state.sort.field, sortFields[state.sort.field]);
  const tests = (Object.keys(state.filters) as FilterField[])
    .map((field) => ({ field, needle: filterNeedle(state.filters[field]) }))
    .filter(({ needle }) => needle !== '')
    .map(({ field, needle }) => ({ texts: lowerCaseOf(items, field, filterFields[field]), needle }));
  const matching: number[] = [];
  for (const index of order) if (tests.every(({ texts, needle }) => texts[index].includes(needle))) matching.push(index);
  // Descending is the ascending order reversed: the ties also descend, as on the server.
  if (state.sort.direction === 'desc') matching.reverse();
  return { items: paginate(matching, state.page).map((index) => items[index]), total: matching.length };
}
