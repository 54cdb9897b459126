import type { SxProps, Theme } from '@mui/material/styles';
import TableCell from '@mui/material/TableCell';
import TableSortLabel from '@mui/material/TableSortLabel';
import { memo, type ReactNode } from 'react';
import type { SortDirection } from './listHelpers';

interface SortableHeaderCellProps<Field extends string> {
  field: Field;
  /** The list's direction when it is sorted by this field, else false. */
  sorted: SortDirection | false;
  onSort: (field: Field) => void;
  children: ReactNode;
  /** E.g. a column hidden on small screens. */
  sx?: SxProps<Theme>;
}

/**
 * A column header that sorts the list by its field (TableCell sets aria-sort from sortDirection).
 * Memoised: a filter keystroke or a new page does not render the headers again.
 */
export const SortableHeaderCell = memo(function SortableHeaderCell<Field extends string>({ field, sorted, onSort, children, sx }: SortableHeaderCellProps<Field>) {
  return (
    <TableCell sortDirection={sorted} sx={sx}>
      <TableSortLabel active={sorted !== false} direction={sorted === false ? 'asc' : sorted} onClick={() => onSort(field)}>
        {children}
      </TableSortLabel>
    </TableCell>
  );
}) as <Field extends string>(props: SortableHeaderCellProps<Field>) => ReactNode;
