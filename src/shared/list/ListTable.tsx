import CircularProgress from '@mui/material/CircularProgress';
import type { SxProps, Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { memo, useCallback, useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { useHref, useNavigate } from 'react-router';
import { CELL_CLASS, CHECKBOX_CELL_CLASS, ROW_CLASS, SELECTED_CLASS, columnClass, listBodyStyles } from './listBodyStyles';
import type { SortState } from './listHelpers';
import { ROW_LINK_ROUTE, RowLinkBase } from './RowLink';
import { SortableHeaderCell } from './SortableHeaderCell';

/** What a cell knows of its row besides the item: whether it is expanded (a row's toggle opens it). */
export interface ListRowState {
  expanded: boolean;
  toggleExpanded: () => void;
}

/** One column of a list table: its header, the field it sorts by (if any) and its cell. */
export interface ListColumn<Item, SortField extends string> {
  id: string;
  header: ReactNode;
  /** Clicking the header sorts the list by this field. */
  sortField?: SortField;
  cell: (item: Item, row: ListRowState) => ReactNode;
  /** On the header and every cell (e.g. hidden on small screens). */
  sx?: SystemStyleObject<Theme>;
  /** On the body cells only. */
  cellSx?: SystemStyleObject<Theme>;
  padding?: 'checkbox';
  /** Left out on screens narrower than this breakpoint, so that the other columns fit. */
  hiddenBelow?: 'sm' | 'md';
}

export interface ListTableProps<Item, SortField extends string> {
  label: string;
  columns: readonly ListColumn<Item, SortField>[];
  items: readonly Item[];
  /** The item's id (the contract's ids are optional in some schemas; a listed item has one). */
  rowKey: (item: Item) => string | undefined;
  sort: SortState<SortField>;
  onSort: (field: SortField) => void;
  /** The first load is under way: a progress indicator instead of rows. */
  loading: boolean;
  loadingLabel: string;
  /** Said when there are no rows; null says nothing. */
  emptyText: string | null;
  /** Busy for another reason than loading (aria-busy). */
  busy?: boolean;
  /** The rows marked selected (a list with row selection). */
  isSelected?: (item: Item) => boolean;
  sx?: SxProps<Theme>;
}

interface ListRowProps<Item> {
  item: Item;
  columns: readonly ListColumn<Item, string>[];
  selected: boolean;
}

/**
 * Memoised: a filter keystroke that keeps a row on the page does not render it again. Plain
 * elements, drawn by the table's rules (listBodyStyles).
 */
const ListRow = memo(function ListRow<Item>({ item, columns, selected }: ListRowProps<Item>) {
  const [expanded, setExpanded] = useState(false);
  const row: ListRowState = { expanded, toggleExpanded: () => setExpanded((current) => !current) };
  return (
    <tr className={selected ? `${ROW_CLASS} ${SELECTED_CLASS}` : ROW_CLASS}>
      {columns.map((column, index) => (
        <td key={column.id} className={`${CELL_CLASS} ${column.padding === 'checkbox' ? CHECKBOX_CELL_CLASS : ''} ${columnClass(index)}`}>
          {column.cell(item, row)}
        </td>
      ))}
    </tr>
  );
}) as <Item>(props: ListRowProps<Item>) => ReactNode;

/** The table's rules for its body: MUI's look (listBodyStyles), then each column's own styles. */
function bodySx(columns: readonly ListColumn<unknown, string>[]): (theme: Theme) => SystemStyleObject<Theme> {
  const columnRules = Object.fromEntries(columns.map((column, index) => [`& td.${columnClass(index)}`, { ...column.sx, ...column.cellSx }]));
  return (theme) => ({ ...listBodyStyles(theme), ...columnRules });
}

/** Row links (RowLink) are followed in the app on a plain click; other clicks open them as the browser does. */
function useRowLinkClicks() {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest(`a[${ROW_LINK_ROUTE}]`) : null;
      if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      void navigate(link.getAttribute(ROW_LINK_ROUTE) ?? '/');
    },
    [navigate],
  );
}

/** The columns that fit the screen (those hidden below a wider breakpoint left out). */
function useColumnsThatFit<Column extends { hiddenBelow?: 'sm' | 'md' }>(columns: readonly Column[]): readonly Column[] {
  const { breakpoints } = useTheme();
  const belowMd = useMediaQuery(breakpoints.down('md'));
  const belowSm = useMediaQuery(breakpoints.down('sm'));
  return useMemo(
    () => columns.filter((column) => (column.hiddenBelow === 'md' ? !belowMd : column.hiddenBelow === 'sm' ? !belowSm : true)),
    [columns, belowMd, belowSm],
  );
}

/** The table of a list screen: a header per column (sortable ones sort), then a progress row, the empty text or the rows. */
export function ListTable<Item, SortField extends string>(props: ListTableProps<Item, SortField>) {
  const { label, items, rowKey, sort, onSort, loading, loadingLabel, emptyText, busy = false, isSelected, sx } = props;
  const columns = useColumnsThatFit(props.columns);
  const base = useHref('/');
  const followRowLink = useRowLinkClicks();
  const tableSx = useMemo(() => [bodySx(columns as readonly ListColumn<unknown, string>[]), ...(Array.isArray(sx) ? sx : [sx])] as SxProps<Theme>, [columns, sx]);
  const fullWidth = (content: ReactNode) => (
    <TableRow>
      <TableCell colSpan={columns.length} align="center">
        {content}
      </TableCell>
    </TableRow>
  );
  return (
    // No height limit: the page scrolls as a whole, never a box of rows inside it.
    <TableContainer>
      <Table size="small" aria-label={label} aria-busy={loading || busy} sx={tableSx} onClick={followRowLink}>
        <TableHead>
          <TableRow>
            {columns.map((column) =>
              column.sortField ? (
                <SortableHeaderCell key={column.id} field={column.sortField} sorted={sort.field === column.sortField ? sort.direction : false} onSort={onSort} sx={column.sx}>
                  {column.header}
                </SortableHeaderCell>
              ) : (
                <TableCell key={column.id} padding={column.padding} sx={column.sx}>
                  {column.header}
                </TableCell>
              ),
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {loading && fullWidth(<CircularProgress size={32} aria-label={loadingLabel} />)}
          {!loading && items.length === 0 && emptyText !== null && fullWidth(emptyText)}
          <RowLinkBase.Provider value={base}>
            {!loading &&
              items.map((item) => (
                <ListRow key={rowKey(item)} item={item} columns={columns as readonly ListColumn<Item, string>[]} selected={isSelected?.(item) ?? false} />
              ))}
          </RowLinkBase.Provider>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
