import { useState } from 'react';
import type { FieldAccessors, Filters, SortState } from './listHelpers';
import type { ListLoadFailure } from './ListLoadFailureAlert';
import { useListController, type ListController, type ListControllerOptions } from './useListController';

/** What a list screen uses of its RTK Query hook's result. */
export interface ListQuery<Item> {
  data?: readonly Item[];
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  /** The request the result is from; a dismissed failure stays dismissed until a new one fails. */
  requestId?: string;
  refetch: () => unknown;
}

export type ListOptions<Item, FilterField extends string, SortField extends string> = Omit<
  ListControllerOptions<Item, FilterField, SortField>,
  'items'
> & {
  /** The failure banner can be closed (SPEC: the visibility list's dismissible banners). */
  dismissibleFailure?: boolean;
};

/** The options of a list whose columns are each filtered and sorted by the same text. */
export function columnListOptions<Item, Field extends string>(
  fields: FieldAccessors<Item, Field>,
  initialFilters: Filters<Field> | (() => Filters<Field>),
  initialSort: SortState<Field>,
): ListOptions<Item, Field, Field> {
  return {
    filterFields: fields,
    sortFields: fields,
    initialFilters,
    initialSort,
  };
}

export interface QueryList<Item, FilterField extends string, SortField extends string> extends ListController<
  Item,
  FilterField,
  SortField
> {
  /** The first load is under way. */
  loading: boolean;
  /** Null unless the last load failed (and its banner was not closed). */
  loadFailure: ListLoadFailure | null;
  /** The rows are shown and how many match is still being counted (a server list's rows first). */
  countPending?: boolean;
}

const nothing: never[] = [];

/**
 * The one hook of a list screen: the loaded items with their filters, sort and page
 * (useListController), and the load's state, with Retry for a failed load.
 */
export function useQueryList<Item, FilterField extends string, SortField extends string>(
  query: ListQuery<Item>,
  { dismissibleFailure = false, ...options }: ListOptions<Item, FilterField, SortField>,
): QueryList<Item, FilterField, SortField> {
  const list = useListController({ ...options, items: query.data ?? nothing, loaded: query.data !== undefined });
  const [dismissed, setDismissed] = useState<string | undefined>();
  const failedRequest = query.isError ? (query.requestId ?? 'failed') : undefined;
  const failureShown = failedRequest !== undefined && failedRequest !== dismissed;
  return {
    ...list,
    loading: query.isLoading,
    loadFailure: failureShown
      ? {
          retry: () => void query.refetch(),
          retrying: query.isFetching,
          ...(dismissibleFailure ? { dismiss: () => setDismissed(failedRequest) } : {}),
        }
      : null,
  };
}
