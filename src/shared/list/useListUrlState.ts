import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { afterPaint } from './afterPaint';
import { correctPage, nextSort, type Filters } from './listHelpers';
import { hasListState, readListState, writeListState, type ListState, type ListStateShape } from './listUrlState';

export interface ListUrlState<FilterField extends string, SortField extends string> extends ListState<FilterField, SortField> {
  setFilter: (field: FilterField, value: string) => void;
  toggleSort: (field: SortField) => void;
  setPage: (page: number) => void;
  /** Puts the page back within 1..pageCount of a list of `total` items (a list that shrank). */
  correctPageTo: (total: number, pageSize: number) => void;
  /** One of the shape's other parameters (null when absent), and a change of it, which starts on page 1. */
  other: (name: string) => string | null;
  setOther: (name: string, value: string) => void;
}

/** A filter typed, not yet in the URL: the URL it goes to, and those it went through on the way. */
interface Typed<FilterField extends string, SortField extends string> {
  to: string;
  over: Set<string>;
  state: ListState<FilterField, SortField>;
}

/** Where a list's last URL state is kept for this tab, per list path. */
const storageKey = (pathname: string) => `user-profile.listState:${pathname}`;

/**
 * The state a list at `pathname` starts from when its URL carries none: the one it last had in
 * this tab (with its other parameters), else the initial one.
 */
export function savedListState<FilterField extends string, SortField extends string>(
  pathname: string,
  shape: ListStateShape<FilterField, SortField>,
  initialFilters: Filters<FilterField> | (() => Filters<FilterField>),
  initialSort: ListState<FilterField, SortField>['sort'],
): { saved: URLSearchParams; state: ListState<FilterField, SortField> } {
  const saved = new URLSearchParams(sessionStorage.getItem(storageKey(pathname)) ?? '');
  const initial = { filters: typeof initialFilters === 'function' ? initialFilters() : initialFilters, sort: initialSort, page: 1 };
  return { saved, state: readListState(saved, shape, initial) };
}

/** The state a list shows at this URL: the URL's own, else the saved one. */
export function listStateAt<FilterField extends string, SortField extends string>(
  params: URLSearchParams,
  pathname: string,
  shape: ListStateShape<FilterField, SortField>,
  initialFilters: Filters<FilterField> | (() => Filters<FilterField>),
  initialSort: ListState<FilterField, SortField>['sort'],
): { params: URLSearchParams; state: ListState<FilterField, SortField> } {
  if (hasListState(params, shape)) return { params, state: readListState(params, shape, { filters: {} as Filters<FilterField>, sort: initialSort, page: 1 }) };
  const { saved, state } = savedListState(pathname, shape, initialFilters, initialSort);
  return { params: saved, state };
}

/**
 * A list's filters, sort and page, held in the URL (listUrlState.ts). A list opened without them
 * (from the menu, or on the way back from an edit screen) shows the state it last had in this tab,
 * else `initial`; every list behaves alike. Typing replaces the history entry; a new page, sort or
 * other choice adds one, so Back steps back through them.
 */
export function useListUrlState<FilterField extends string, SortField extends string>(
  shape: ListStateShape<FilterField, SortField>,
  initialFilters: Filters<FilterField> | (() => Filters<FilterField>),
  initialSort: ListState<FilterField, SortField>['sort'],
): ListUrlState<FilterField, SortField> {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const inUrl = hasListState(params, shape);
  // Read once: the state this list starts from when its URL carries none.
  const [restored] = useState(() => savedListState(pathname, shape, initialFilters, initialSort));
  const state = useMemo(() => readListState(params, shape, restored.state), [params, shape, restored]);
  /** `params` with the state the list shows when they carry none: the restored one, with its other parameters. */
  const withRestored = useCallback(
    (params: URLSearchParams) => {
      const next = new URLSearchParams(params);
      for (const name of shape.otherParams ?? []) {
        const value = restored.saved.get(name);
        if (value !== null) next.set(name, value);
      }
      return writeListState(next, shape, restored.state);
    },
    [shape, restored],
  );

  // A filter keystroke shows its list at once, from state held here, and goes into the URL once
  // painted: the URL's change renders the whole route again, which would hold the rows back.
  // While the URL is one it went through (where typing started, a write that a later keystroke
  // overtook; a navigation lands a render or more after it is asked for), the typed state is the list's.
  const [typed, setTyped] = useState<Typed<FilterField, SortField> | null>(null);
  const lastTyped = useRef(typed);
  const pendingWrite = useRef<(() => void) | null>(null);
  const cancelPendingWrite = useCallback(() => {
    pendingWrite.current?.();
    pendingWrite.current = null;
  }, []);
  useEffect(() => cancelPendingWrite, [cancelPendingWrite]);

  // react-router hands a functional update the parameters of the last render, and a navigation
  // lands in a later one: two changes in a row (clear one filter, type in another; type, then
  // sort) would each start from the same old URL and the second would undo the first. So a change
  // starts from the last URL this list asked for, until a render shows the URL has moved on.
  const written = useRef<{ from: string; to: URLSearchParams } | null>(null);
  const shown = useRef(params.toString());
  // setParams is a new function with every URL; the setters below stay the same (so the memoised
  // filter boxes and headers they are given do not render again) and call the latest one.
  const latestSetParams = useRef(setParams);
  useLayoutEffect(() => {
    // The URL moved on by itself (Back, a link): a typed state not yet written would undo that.
    if (shown.current !== params.toString() && !lastTyped.current?.over.has(params.toString())) cancelPendingWrite();
    shown.current = params.toString();
    latestSetParams.current = setParams;
    if (written.current && written.current.from !== shown.current) written.current = null;
  }, [params, setParams, cancelPendingWrite]);
  const update = useCallback(
    (change: (current: ListState<FilterField, SortField>, params: URLSearchParams) => ListState<FilterField, SortField>, replace: boolean, typing = false) => {
      const from = shown.current;
      const fromParams = new URLSearchParams(from);
      // A URL this list asked for from here that has not landed yet (the opening write, a sort).
      const asked = written.current?.from === from ? written.current.to : null;
      const base = asked ?? (hasListState(fromParams, shape) ? fromParams : withRestored(fromParams));
      const next = new URLSearchParams(base);
      const to = writeListState(next, shape, change(readListState(base, shape, restored.state), next));
      written.current = { from, to };
      cancelPendingWrite();
      if (!typing) {
        latestSetParams.current(to, { replace });
        return;
      }
      const before = lastTyped.current;
      const over = before && (before.over.has(from) || before.to === from) ? new Set([...before.over, before.to]) : new Set<string>();
      over.add(from);
      // Landing after the keystroke, it is one the typed state goes through, not a move away from it.
      if (asked) over.add(asked.toString());
      lastTyped.current = { to: to.toString(), over, state: readListState(to, shape, restored.state) };
      setTyped(lastTyped.current);
      pendingWrite.current = afterPaint(() => {
        pendingWrite.current = null;
        latestSetParams.current(to, { replace });
      });
    },
    [shape, restored, withRestored, cancelPendingWrite],
  );

  useEffect(() => {
    if (inUrl) {
      sessionStorage.setItem(storageKey(pathname), params.toString());
      return;
    }
    // Once the list is painted: the URL's change renders the whole screen again, which would hold
    // its first rows back. A change asked for before then writes the whole state itself.
    return afterPaint(() => {
      if (written.current) return;
      const to = withRestored(params);
      written.current = { from: params.toString(), to };
      setParams(to, { replace: true });
    });
  }, [inUrl, params, pathname, setParams, withRestored]);

  const typedShown = typed !== null && typed.over.has(params.toString()) && typed.to !== params.toString();
  // The same state keeps its objects when the URL catches up with what was typed: what depends on
  // them (the filter boxes, the saved searchCriteria, the request) sees no change.
  const shownJson = JSON.stringify(typedShown ? typed.state : state);
  const shownState = useMemo(() => JSON.parse(shownJson) as ListState<FilterField, SortField>, [shownJson]);
  return {
    ...shownState,
    // A new filter shows a new result: it starts on its first page.
    setFilter: useCallback((field, value) => update((s) => ({ ...s, filters: { ...s.filters, [field]: value }, page: 1 }), true, true), [update]),
    toggleSort: useCallback((field) => update((s) => ({ ...s, sort: nextSort(s.sort, field) }), false), [update]),
    setPage: useCallback((page) => update((s) => ({ ...s, page }), false), [update]),
    correctPageTo: useCallback(
      (total, pageSize) => {
        if (correctPage(shownState.page, total, pageSize) !== shownState.page) update((s) => ({ ...s, page: correctPage(s.page, total, pageSize) }), true);
      },
      [shownState.page, update],
    ),
    other: useCallback((name) => (inUrl ? params : restored.saved).get(name), [inUrl, params, restored]),
    setOther: useCallback(
      (name, value) =>
        update((s, next) => {
          next.set(name, value);
          return { ...s, page: 1 };
        }, false),
      [update],
    ),
  };
}
