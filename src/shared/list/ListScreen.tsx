import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ListFilterBar, type ListFilterBarProps } from './ListFilterBar';
import { ListLoadFailureAlert } from './ListLoadFailureAlert';
import { ListPagination } from './ListPagination';
import { anyFilter } from './listHelpers';
import { ListTable, type ListTableProps } from './ListTable';
import type { QueryList } from './useQueryList';

export interface ListScreenProps<Item, FilterField extends string, SortField extends string> {
  title: string;
  /** The buttons beside the title. */
  actions?: ReactNode;
  /** On a phone the title has its own line and the buttons wrap below it (a list with several buttons). */
  titleOwnLineOnPhone?: boolean;
  /** Between the title and the filters (e.g. a failed action's banner). */
  notices?: ReactNode;
  list: QueryList<Item, FilterField, SortField>;
  /** The filter bar (its values and changes are the list's); none when absent. */
  filters?: Omit<ListFilterBarProps<FilterField>, 'values' | 'onChange'>;
  /** Below the filters (e.g. the user list's Active/Inactive). */
  belowFilters?: ReactNode;
  /** Above the table, when the list has loaded (e.g. the actions on the selected rows). */
  aboveTable?: ReactNode;
  table: Omit<ListTableProps<Item, SortField>, 'items' | 'sort' | 'onSort' | 'loading' | 'emptyText'> & {
    /** Said when no row shows: one text, or one while any filter has text and one without. */
    emptyText: string | null | { unfiltered: string; filtered: string };
  };
  /** What the failure banner says. */
  failureText: string;
  /**
   * Where a failed load shows: instead of the table and pager (default), or as a banner below the
   * title while the table and pager stay.
   */
  failureShows?: 'instead' | 'banner';
  paginationLabel: string;
  /** The table and pager in an outlined frame. */
  framed?: boolean;
}

function emptyTextOf(text: ListScreenProps<unknown, string, string>['table']['emptyText'], filters: Readonly<Record<string, string>>): string | null {
  if (text === null || typeof text === 'string') return text;
  return anyFilter(filters) ? text.filtered : text.unfiltered;
}

/**
 * A list screen: title and buttons, filters, the table of one page, and the pager with the
 * total ("1-10 of 1,000,000"); a failed load says what failed with Retry.
 */
export function ListScreen<Item, FilterField extends string, SortField extends string>(props: ListScreenProps<Item, FilterField, SortField>) {
  const { title, actions, titleOwnLineOnPhone, notices, list, filters, belowFilters, aboveTable, table, failureText, failureShows = 'instead', paginationLabel, framed } = props;
  const failure = list.loadFailure && <ListLoadFailureAlert failure={list.loadFailure}>{failureText}</ListLoadFailureAlert>;
  const tableAndPager = (
    <>
      {aboveTable}
      <ListTable {...table} emptyText={emptyTextOf(table.emptyText, list.filters)} items={list.pageItems} sort={list.sort} onSort={list.toggleSort} loading={list.loading} />
      <ListPagination label={paginationLabel} page={list.page} pageCount={list.pageCount} onChange={list.setPage} total={list.countPending ? undefined : list.filteredCount} />
    </>
  );
  return (
    <Box component="section" sx={{ p: { xs: 1, sm: 2 } }}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1, ...(titleOwnLineOnPhone ? { flexBasis: { xs: '100%', sm: 'auto' } } : {}) }}>
          {title}
        </Typography>
        {actions}
      </Stack>
      {notices}
      {failureShows === 'banner' && failure}
      {filters && <ListFilterBar {...filters} values={list.filters} onChange={list.setFilter} />}
      {belowFilters}
      {failureShows === 'instead' && failure ? failure : framed ? <Paper variant="outlined">{tableAndPager}</Paper> : tableAndPager}
    </Box>
  );
}
