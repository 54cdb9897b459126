import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { PAGE_SIZE, pageCount, type Filters, type SortDirection, type SortState } from './listHelpers';
import type { ListLoadFailure } from './ListLoadFailureAlert';
import type { ListState, ListStateShape } from './listUrlState';
import { afterPaint } from './afterPaint';
import { localPage, type LocalItems } from './localPage';
import { useDebouncedValue } from './useDebouncedValue';
import { useListUrlState, type ListUrlState } from './useListUrlState';
import { useSharedItems } from './useSharedItems';
import type { QueryList } from './useQueryList';

/** What a paged list operation of the contract takes: the page, its size, the sort and the filters. */
export type PageArgs<FilterField extends string, SortField extends string> = Partial<Record<FilterField, string>> & {
  page: number;
  size: number;
  sort: SortField;
  direction: SortDirection;
};

/** What a paged list operation answers. */
export interface Page<Item> {
  items: readonly Item[];
  /** Absent in an answer without its total (withoutTotal). */
  total?: number;
}

interface PageRequest {
  abort: () => void;
}

/** What a list uses of an RTK Query lazy query hook of a paged operation. */
export type LazyPageQuery<Args, Item> = () => readonly [
  (args: Args, preferCacheValue?: boolean) => PageRequest,
  { currentData?: Page<Item>; originalArgs?: Args; isFetching: boolean; isError: boolean; requestId?: string; error?: unknown },
  ...unknown[],
];

export interface ServerListOptions<FilterField extends string, SortField extends string, Args> {
  shape: ListStateShape<FilterField, SortField>;
  initialFilters: Filters<FilterField> | (() => Filters<FilterField>);
  initialSort: SortState<SortField>;
  /** The operation's arguments for a page (adds what the list's other parameters choose). */
  argsOf: (page: PageArgs<FilterField, SortField>, list: ListUrlState<FilterField, SortField>) => Args;
  /** The failure banner can be closed (SPEC: the visibility list's dismissible banners). */
  dismissibleFailure?: boolean;
  /**
   * The arguments of the same page without its total (the operation's withTotal=false). A filtered
   * page is then asked for without its total first: its rows show as soon as they come, not after
   * every match has been counted (a broad filter of a million users, issue 21), and the page with
   * its total is asked for once they are painted (not at all for a page of fewer rows than fit).
   */
  withoutTotal?(args: Args): Args;
}

/**
 * Every item of the list the URL shows, when the list is short enough to hold in the browser (a
 * hook). `wanted` turns true once the list's state first changes (an admin working the list:
 * typing, sorting, paging), so a list only opened downloads nothing more.
 */
export type UseLocalItems<Item, FilterField extends string, SortField extends string> = (
  url: ListUrlState<FilterField, SortField>,
  wanted: boolean,
) => LocalSource<Item, FilterField, SortField> | undefined;

/** Every item of a list, and how to load them again (the server answered a page they did not predict). */
export interface LocalSource<Item, FilterField extends string, SortField extends string> extends LocalItems<Item, FilterField, SortField> {
  refresh: () => void;
}

const noLocalItems = () => undefined;

/**
 * The options of a list whose operation takes just the page arguments (no other parameters):
 * the filter and sort fields are the operation's query parameters of the same names.
 */
export function pagedListOptions<FilterField extends string, SortField extends string>(
  shape: ListStateShape<FilterField, SortField>,
  initialFilters: Filters<FilterField>,
  initialSort: SortState<SortField>,
  more: { dismissibleFailure?: boolean } = {},
): ServerListOptions<FilterField, SortField, PageArgs<FilterField, SortField>> {
  return { shape, initialFilters, initialSort, argsOf: (page) => page, ...more };
}

export interface ServerList<Item, FilterField extends string, SortField extends string>
  extends QueryList<Item, FilterField, SortField> {
  url: ListUrlState<FilterField, SortField>;
  /** The query error of the last load (for the failure's words). */
  error: unknown;
}

/** Filter keystrokes closer together than this make one request. */
export const FILTER_DEBOUNCE_MS = 250;

const filtersKey = (filters: Readonly<Record<string, string>>) => JSON.stringify(filters);
const argsKey = (args: unknown) => JSON.stringify(args);

/**
 * A list that filters, sorts and pages on the server (state in the URL, useListUrlState). Filter
 * typing is debounced; a request made stale by a newer state is aborted, and rows show only when
 * they answer exactly the state on screen (never an older filter's rows, whatever order answers
 * arrive in): until then the list is loading. A list given `useLocalItems` shows the page they
 * give at once, until the server's own answer for the same state comes and replaces it.
 */
export function useServerList<Item, FilterField extends string, SortField extends string, Args>(
  useLazyPage: LazyPageQuery<Args, Item>,
  { shape, initialFilters, initialSort, argsOf, dismissibleFailure = false, withoutTotal }: ServerListOptions<FilterField, SortField, Args>,
  useLocalItems: UseLocalItems<Item, FilterField, SortField> = noLocalItems,
): ServerList<Item, FilterField, SortField> {
  const url = useListUrlState(shape, initialFilters, initialSort);
  const settledFilters = useDebouncedValue(url.filters, filtersKey, FILTER_DEBOUNCE_MS);
  const shownArgs = argsOf(pageArgsOf(url), url);
  const requestArgs = argsOf(pageArgsOf({ ...url, filters: settledFilters }), url);
  const shownKey = argsKey(shownArgs);
  // The list is worked once its state moves from the one it opened with; its items are asked for
  // once the server's answer to that first change is painted, which they would otherwise hold back.
  const [openedKey] = useState(shownKey);
  const [worked, setWorked] = useState(false);
  const local = useLocalItems(url, worked);
  const { filters, sort, page } = url;
  const predicted = useMemo(() => (local ? localPage(local, { filters, sort, page }) : undefined), [local, filters, sort, page]);
  const requestKey = argsKey(requestArgs);
  // Rows first only where a count can take long: an unfiltered total is a sum of counters.
  const rowsFirst = withoutTotal && Object.values<string>(settledFilters).some((value) => value.trim() !== '');
  const shownRowsKey = withoutTotal ? argsKey(withoutTotal(shownArgs)) : null;
  const rowsKey = rowsFirst ? argsKey(withoutTotal(requestArgs)) : null;

  const [fetchPage, result] = useLazyPage();
  const [fetchRows, rowsResult] = useLazyPage();
  const request = useRef<{ key: string; pending: PageRequest } | null>(null);
  const rowsRequest = useRef<{ key: string; pending: PageRequest } | null>(null);
  // A page, sort or filter that is no longer shown: its answer would be dropped anyway.
  const loadRows = useCallback(
    (preferCache: boolean) => {
      if (rowsRequest.current && rowsRequest.current.key !== rowsKey) rowsRequest.current.pending.abort();
      rowsRequest.current = rowsKey === null ? null : { key: rowsKey, pending: fetchRows(JSON.parse(rowsKey) as Args, preferCache) };
    },
    [fetchRows, rowsKey],
  );
  const loadWithTotal = useCallback(
    (preferCache: boolean) => {
      if (request.current && request.current.key !== requestKey) request.current.pending.abort();
      request.current = { key: requestKey, pending: fetchPage(JSON.parse(requestKey) as Args, preferCache) };
    },
    [fetchPage, requestKey],
  );
  const answers = (answer: { originalArgs?: Args }, key: string | null) => answer.originalArgs !== undefined && argsKey(answer.originalArgs) === key;
  const rows = answers(rowsResult, rowsKey) && !rowsResult.isFetching && !wasAborted(rowsResult) ? rowsResult : undefined;
  // The total is asked for once the rows have come (PGlite answers one query after another, and
  // the rows' answer would wait behind the count), and not at all when they fill less than a page
  // or are no longer shown (typing goes on: their request was aborted).
  const totalNeeded =
    rowsKey === null || (requestKey === shownKey && rows !== undefined && (rows.currentData === undefined || rows.currentData.items.length === PAGE_SIZE));
  useEffect(() => loadRows(true), [loadRows]);
  useEffect(() => {
    if (!totalNeeded) return;
    if (rowsKey === null) {
      loadWithTotal(true);
      return;
    }
    // Once the rows are painted: the request's pending state renders the list again, which would hold them back.
    return afterPaint(() => loadWithTotal(true));
  }, [loadWithTotal, totalNeeded, rowsKey]);
  // Typing on makes the requests under way stale before their debounced successors leave.
  useEffect(() => {
    if (request.current && request.current.key !== shownKey) request.current.pending.abort();
    if (rowsRequest.current && rowsRequest.current.key !== shownRowsKey) rowsRequest.current.pending.abort();
  }, [shownKey, shownRowsKey, requestKey]);
  // The shown state can leave and come back while its debounced request state stays (the URL of an
  // earlier change landing late): its request, aborted meanwhile, is asked again, not left unanswered.
  useAskAgainAfterAbort(rowsResult, rowsKey !== null && answers(rowsResult, rowsKey) && rowsKey === shownRowsKey, loadRows);
  useAskAgainAfterAbort(result, totalNeeded && answers(result, requestKey) && requestKey === shownKey, loadWithTotal);

  const withTotal = answers(result, shownKey) ? result.currentData : undefined;
  const served = withTotal ?? (answers(rowsResult, shownRowsKey) ? rowsResult.currentData : undefined);
  const current = served ?? predicted;
  const firstChangeServed = shownKey !== openedKey && served !== undefined;
  useEffect(() => {
    if (!worked && firstChangeServed) return afterPaint(() => setWorked(true));
  }, [worked, firstChangeServed]);
  // A short page tells its total by itself (nothing after it); only a full one waits for the count.
  const shortPage = served !== undefined && served.items.length < PAGE_SIZE && (served.items.length > 0 || url.page === 1);
  const total = withTotal?.total ?? (shortPage ? (url.page - 1) * PAGE_SIZE + served.items.length : predicted?.total);
  useReloadWhenMispredicted(local, predicted, served);
  const { correctPageTo } = url;
  useEffect(() => {
    if (total !== undefined) correctPageTo(total, PAGE_SIZE);
  }, [total, correctPageTo]);

  // The total's request failing is a failure too, though the rows may show (its Retry asks again).
  const failed = result.isError && !wasAborted(result) && withTotal === undefined && shownKey === requestKey && argsKey(result.originalArgs) === requestKey;
  const items = useSharedItems(current?.items);
  // A closed banner stays closed until another request fails.
  const [dismissed, setDismissed] = useState<string | undefined>();
  const failedRequest = failed ? (result.requestId ?? 'failed') : undefined;
  const loadFailure: ListLoadFailure | null =
    failedRequest !== undefined && failedRequest !== dismissed
      ? {
          retry: () => {
            loadRows(false);
            loadWithTotal(false);
          },
          retrying: result.isFetching,
          ...(dismissibleFailure ? { dismiss: () => setDismissed(failedRequest) } : {}),
        }
      : null;
  return {
    url,
    filters: url.filters,
    setFilter: url.setFilter,
    sort: url.sort,
    toggleSort: url.toggleSort,
    page: url.page,
    setPage: url.setPage,
    pageCount: pageCount(total ?? 0),
    pageItems: items as Item[],
    filteredCount: total ?? 0,
    totalCount: total ?? 0,
    loading: current === undefined && !failed,
    countPending: current !== undefined && total === undefined && !failed,
    loadFailure,
    error: result.error,
  };
}

/** Whether a query's last outcome is its request's abort (the list's own doing), which the server never answered. */
const wasAborted = (answer: { isError: boolean; error?: unknown }) =>
  answer.isError && typeof answer.error === 'object' && answer.error !== null && (answer.error as { name?: unknown }).name === 'AbortError';

/**
 * Asks again (past the cache: an aborted refetch leaves an older answer's entry there) when the
 * request of a state on screen again was aborted.
 */
function useAskAgainAfterAbort(answer: { isError: boolean; error?: unknown }, shownAgain: boolean, ask: (preferCache: boolean) => void) {
  const askAgain = shownAgain && wasAborted(answer);
  useEffect(() => {
    if (askAgain) ask(false);
  }, [askAgain, ask]);
}

/** Whether the server's page is the one predicted: its rows, and its total when it has one. */
const samePage = (predicted: Page<unknown>, served: Page<unknown>) =>
  (served.total === undefined || served.total === predicted.total) && JSON.stringify(served.items) === JSON.stringify(predicted.items);

/**
 * Loads the local items again when the server's page differs from theirs (another admin changed
 * the list): once for each load of them, so an order the browser cannot reproduce exactly never
 * loads them over and over.
 */
function useReloadWhenMispredicted<Item>(
  local: LocalSource<Item, string, string> | undefined,
  predicted: Page<Item> | undefined,
  served: Page<Item> | undefined,
) {
  const reloadedFor = useRef<readonly Item[] | null>(null);
  useEffect(() => {
    if (!local || !predicted || !served || reloadedFor.current === local.items) return;
    if (samePage(predicted, served)) return;
    reloadedFor.current = local.items;
    local.refresh();
  }, [local, predicted, served]);
}

/** The page arguments of a list state (blank filters left out). */
export function pageArgsOf<FilterField extends string, SortField extends string>(
  state: ListState<FilterField, SortField>,
): PageArgs<FilterField, SortField> {
  const filters = Object.entries(state.filters).filter(([, value]) => (value as string).trim() !== '');
  return {
    ...(Object.fromEntries(filters) as Partial<Record<FilterField, string>>),
    page: state.page,
    size: PAGE_SIZE,
    sort: state.sort.field,
    direction: state.sort.direction,
  };
}
