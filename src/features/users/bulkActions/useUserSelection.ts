import { useCallback, useMemo, useState } from 'react';

/** The rows picked one by one, or every user the list's filter matches (on every page). */
export type UserSelection = { kind: 'rows'; uuids: ReadonlySet<string> } | { kind: 'matching' };

const NONE: UserSelection = { kind: 'rows', uuids: new Set() };

export interface UserSelectionControl {
  selection: UserSelection;
  /** How many users the selection holds, given the list's total. */
  count: number;
  isSelected: (uuid: string) => boolean;
  toggle: (uuid: string, pageUuids: readonly string[]) => void;
  /** The header checkbox: selects the page's rows, or clears them when all are selected. */
  togglePage: (pageUuids: readonly string[]) => void;
  pageState: (pageUuids: readonly string[]) => 'none' | 'some' | 'all';
  selectMatching: () => void;
  clear: () => void;
}

/**
 * Row selection on the user list. It belongs to one list (`listKey`: the status and filters): a
 * new filter or the other status starts with nothing selected, so a selection never holds users
 * the admin no longer sees.
 */
export function useUserSelection(listKey: string, total: number): UserSelectionControl {
  const [state, setState] = useState<{ key: string; selection: UserSelection }>({ key: listKey, selection: NONE });
  const selection = state.key === listKey ? state.selection : NONE;
  const set = useCallback((next: UserSelection) => setState({ key: listKey, selection: next }), [listKey]);

  const count = selection.kind === 'matching' ? total : selection.uuids.size;
  // The same object while the selection is: the list's memoised rows take it.
  return useMemo<UserSelectionControl>(() => {
    const isSelected = (uuid: string) => selection.kind === 'matching' || selection.uuids.has(uuid);
    const rowsOf = (pageUuids: readonly string[]) => (selection.kind === 'matching' ? new Set(pageUuids) : new Set(selection.uuids));
    const pageState = (pageUuids: readonly string[]): 'none' | 'some' | 'all' => {
      const picked = pageUuids.filter(isSelected).length;
      return picked === 0 ? 'none' : picked === pageUuids.length ? 'all' : 'some';
    };
    return {
      selection,
      count,
      isSelected,
      toggle: (uuid, pageUuids) => {
        // Unticking a row of "all matching" keeps the page's other rows.
        const rows = rowsOf(pageUuids);
        if (rows.has(uuid)) rows.delete(uuid);
        else rows.add(uuid);
        set({ kind: 'rows', uuids: rows });
      },
      togglePage: (pageUuids) => {
        const rows = rowsOf(pageUuids);
        const all = pageState(pageUuids) === 'all';
        for (const uuid of pageUuids) {
          if (all) rows.delete(uuid);
          else rows.add(uuid);
        }
        set({ kind: 'rows', uuids: rows });
      },
      pageState,
      selectMatching: () => set({ kind: 'matching' }),
      clear: () => set(NONE),
    };
  }, [selection, count, set]);
}
