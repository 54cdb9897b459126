import { localPage, type LocalItems } from '../localPage';
import type { ListState } from '../listUrlState';
import { pageArgsOf, type Page } from '../useServerList';

/**
 * Checks that the page worked out in the browser from every item equals the server's own page
 * (rows and total) for every filter given on each field, and for each sort in both directions on
 * its first two pages: a held list then shows what the server will confirm.
 */
export async function expectServerPages<Item, Field extends string>(
  source: LocalItems<Item, Field, Field>,
  needles: readonly string[],
  serverPage: (query: URLSearchParams) => Promise<Page<Item>>,
  key: (item: Item) => string,
): Promise<void> {
  const fields = Object.keys(source.filterFields) as Field[];
  const noFilters = Object.fromEntries(fields.map((field) => [field, ''])) as Record<Field, string>;
  const states: ListState<Field, Field>[] = [
    ...fields.flatMap((field) => needles.map((needle) => ({ filters: { ...noFilters, [field]: needle }, sort: { field, direction: 'asc' as const }, page: 1 }))),
    ...fields.flatMap((field) =>
      (['asc', 'desc'] as const).flatMap((direction) => [1, 2].map((page) => ({ filters: noFilters, sort: { field, direction }, page }))),
    ),
  ];
  for (const state of states) {
    const query = new URLSearchParams(Object.entries(pageArgsOf(state)).map(([name, value]) => [name, String(value)]));
    const served = await serverPage(query);
    const predicted = localPage(source, state);
    expect({ query: query.toString(), items: predicted.items.map(key), total: predicted.total }).toEqual({
      query: query.toString(),
      items: served.items.map(key),
      total: served.total,
    });
  }
}
