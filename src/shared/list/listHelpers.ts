// Pure helpers behind every list screen: "contains" filters, sorting and pagination.

export const PAGE_SIZE = 10;

export type SortDirection = 'asc' | 'desc';

export interface SortState<Field extends string> {
  field: Field;
  direction: SortDirection;
}

/** How a list reads the text of each filterable or sortable field of an item. */
export type FieldAccessors<Item, Field extends string> = Readonly<Record<Field, (item: Item) => string>>;

export type Filters<Field extends string> = Readonly<Record<Field, string>>;

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** Case-insensitive text order; the same everywhere a list is sorted. */
export function compareText(a: string, b: string): number {
  return collator.compare(a, b);
}

/** What a "contains" filter looks for in a value's lower-case text: '' (everything) for a blank query. */
export function filterNeedle(query: string): string {
  return query.trim().toLowerCase();
}

/** Case-insensitive "contains"; an empty or blank query matches everything. */
export function containsText(value: string, query: string): boolean {
  const needle = filterNeedle(query);
  return needle === '' || value.toLowerCase().includes(needle);
}

/** Comma-separated values where any one counts: 'north, south' matches text containing either. */
export function containsAnyText(value: string, query: string): boolean {
  const needles = query.split(',').filter((needle) => needle.trim() !== '');
  return needles.length === 0 || needles.some((needle) => containsText(value, needle));
}

/** How a filter's query is matched against a field's text. */
/** Whether any filter has text (a list paged on the server knows only the filtered total). */
export function anyFilter(filters: Readonly<Record<string, string>>): boolean {
  return Object.values(filters).some((text) => text.trim() !== '');
}

export type TextMatch = (value: string, query: string) => boolean;

/** The items that match every filter. */
export function filterItems<Item, Field extends string>(
  items: readonly Item[],
  filters: Filters<Field>,
  accessors: FieldAccessors<Item, Field>,
  match: TextMatch = containsText,
): Item[] {
  const active = (Object.keys(filters) as Field[]).filter((field) => filters[field].trim() !== '');
  if (active.length === 0) return [...items];
  return items.filter((item) => active.every((field) => match(accessors[field](item), filters[field])));
}

/** A sorted copy; the sort is stable, so equal items keep their order. */
export function sortItems<Item, Field extends string>(
  items: readonly Item[],
  sort: SortState<Field>,
  accessors: FieldAccessors<Item, Field>,
): Item[] {
  const read = accessors[sort.field];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...items].sort((a, b) => sign * compareText(read(a), read(b)));
}

/** Clicking the current sort column flips its direction; another column starts ascending. */
export function nextSort<Field extends string>(current: SortState<Field>, field: Field): SortState<Field> {
  if (current.field !== field) return { field, direction: 'asc' };
  return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

/** Number of pages; an empty list still has one (empty) page. */
export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The page to show: within 1..pageCount, so a shrunken list never shows an empty page. */
export function correctPage(page: number, total: number, pageSize = PAGE_SIZE): number {
  return Math.min(Math.max(1, page), pageCount(total, pageSize));
}

/** The items of one page (pages start at 1). */
export function paginate<Item>(items: readonly Item[], page: number, pageSize = PAGE_SIZE): Item[] {
  const start = (page - 1) * pageSize;
  return items.slice(start, start + pageSize);
}
