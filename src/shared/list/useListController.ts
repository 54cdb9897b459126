import { useEffect, useMemo } from 'react';
import {
  correctPage,
  filterItems,
  PAGE_SIZE,
  pageCount,
  paginate,
  sortItems,
  type FieldAccessors,
  type Filters,
  type SortState,
  type TextMatch,
} from './listHelpers';
import { useListUrlState } from './useListUrlState';

export interface ListControllerOptions<Item, FilterField extends string, SortField extends string> {
  items: readonly Item[];
  /** Stable (module-level) accessors: a new object each render would redo the filtering. */
  filterFields: FieldAccessors<Item, FilterField>;
  sortFields: FieldAccessors<Item, SortField>;
  /** The filters to start with, or a function that reads them once (saved criteria). */
  initialFilters: Filters<FilterField> | (() => Filters<FilterField>);
  initialSort: SortState<SortField>;
  pageSize?: number;
  /** How a filter matches (default: case-insensitive contains); stable, like the accessors. */
  match?: TextMatch;
  /** The items are loaded: until then the page in the URL is kept, not corrected to an empty list. */
  loaded?: boolean;
}

export interface ListController<Item, FilterField extends string, SortField extends string> {
  filters: Filters<FilterField>;
  setFilter: (field: FilterField, value: string) => void;
  sort: SortState<SortField>;
  toggleSort: (field: SortField) => void;
  /** Current page, starting at 1, already corrected to the filtered list. */
  page: number;
  setPage: (page: number) => void;
  pageCount: number;
  pageItems: Item[];
  filteredCount: number;
  totalCount: number;
}

/**
 * The state of one list screen: filters (case-insensitive contains), sort, and the page, which
 * returns to 1 when a filter changes and is corrected whenever the list shrinks below it. They
 * live in the URL (useListUrlState).
 */
export function useListController<Item, FilterField extends string, SortField extends string>(
  options: ListControllerOptions<Item, FilterField, SortField>,
): ListController<Item, FilterField, SortField> {
  const { items, filterFields, sortFields, initialFilters, initialSort, pageSize = PAGE_SIZE, match, loaded = true } = options;
  const shape = useMemo(
    () => ({ filterFields: Object.keys(filterFields) as FilterField[], sortFields: Object.keys(sortFields) as SortField[] }),
    [filterFields, sortFields],
  );
  const { filters, sort, page: requestedPage, setFilter, toggleSort, setPage, correctPageTo } = useListUrlState(shape, initialFilters, initialSort);

  // Sorted first, so a filter keystroke only filters (filtering keeps the order).
  const sorted = useMemo(() => sortItems(items, sort, sortFields), [items, sort, sortFields]);
  const shown = useMemo(() => filterItems(sorted, filters, filterFields, match), [sorted, filters, filterFields, match]);

  const page = loaded ? correctPage(requestedPage, shown.length, pageSize) : requestedPage;
  useEffect(() => {
    if (loaded) correctPageTo(shown.length, pageSize);
  }, [loaded, shown.length, pageSize, correctPageTo]);

  return {
    filters,
    setFilter,
    sort,
    toggleSort,
    page,
    setPage,
    pageCount: pageCount(shown.length, pageSize),
    pageItems: useMemo(() => paginate(shown, page, pageSize), [shown, page, pageSize]),
    filteredCount: shown.length,
    totalCount: items.length,
  };
}
