import type { Filters, SortState } from './listHelpers';

// A list's filters, sort and page as URL search parameters, so a link, a reload, Back and a new
// tab show the same list: each filter under its field's name (left out when blank), then `sort`,
// `dir` and `page`, always written, so a list's URL always says which list it shows.

export interface ListState<FilterField extends string, SortField extends string> {
  filters: Filters<FilterField>;
  sort: SortState<SortField>;
  page: number;
}

export interface ListStateShape<FilterField extends string, SortField extends string> {
  filterFields: readonly FilterField[];
  sortFields: readonly SortField[];
  /** Also part of a list's state (the user list's `status`). */
  otherParams?: readonly string[];
}

const PAGE = 'page';
const SORT = 'sort';
const DIRECTION = 'dir';

/** Whether the parameters carry a list state (any of its parameters). */
export function hasListState(params: URLSearchParams, shape: ListStateShape<string, string>): boolean {
  return [PAGE, SORT, DIRECTION, ...shape.filterFields, ...(shape.otherParams ?? [])].some((name) => params.has(name));
}

/** The state the parameters describe; a missing or unreadable part is taken from `fallback`. */
export function readListState<FilterField extends string, SortField extends string>(
  params: URLSearchParams,
  shape: ListStateShape<FilterField, SortField>,
  fallback: ListState<FilterField, SortField>,
): ListState<FilterField, SortField> {
  const filters = Object.fromEntries(
    shape.filterFields.map((field) => [field, params.get(field) ?? (hasListState(params, shape) ? '' : fallback.filters[field])]),
  ) as Filters<FilterField>;
  const sortField = params.get(SORT);
  const sort: SortState<SortField> = shape.sortFields.includes(sortField as SortField)
    ? { field: sortField as SortField, direction: params.get(DIRECTION) === 'desc' ? 'desc' : 'asc' }
    : fallback.sort;
  const page = Number(params.get(PAGE));
  return { filters, sort, page: Number.isInteger(page) && page >= 1 ? page : fallback.page };
}

/** The parameters of a state, beside the parameters that are not the list's. */
export function writeListState<FilterField extends string, SortField extends string>(
  params: URLSearchParams,
  shape: ListStateShape<FilterField, SortField>,
  state: ListState<FilterField, SortField>,
): URLSearchParams {
  // Always in one order (filters, sort, dir, page), so one list state has one URL.
  const next = new URLSearchParams(params);
  for (const name of [...shape.filterFields, SORT, DIRECTION, PAGE]) next.delete(name);
  for (const field of shape.filterFields) {
    if (state.filters[field] !== '') next.append(field, state.filters[field]);
  }
  next.append(SORT, state.sort.field);
  next.append(DIRECTION, state.sort.direction);
  next.append(PAGE, String(state.page));
  return next;
}
