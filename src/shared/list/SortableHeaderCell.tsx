import type { SxProps, Theme } from '@mui/material/styles';
import TableCell from '@mui/material/TableCell';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { ReactNode } from 'react';
import type { SortState } from './listHelpers';

interface SortableHeaderCellProps<Field extends string> {
  field: Field;
  sort: SortState<Field>;
  onSort: (field: Field) => void;
  children: ReactNode;
  /** E.g. a column hidden on small screens. */
  sx?: SxProps<Theme>;
}

/** A column header that sorts the list by its field (TableCell sets aria-sort from sortDirection). */
export function SortableHeaderCell<Field extends string>({
  field,
  sort,
  onSort,
  children,
  sx,
}: SortableHeaderCellProps<Field>) {
  const sorted = sort.field === field;
  return (
    <TableCell sortDirection={sorted ? sort.direction : false} sx={sx}>
      <TableSortLabel active={sorted} direction={sorted ? sort.direction : 'asc'} onClick={() => onSort(field)}>
        {children}
      </TableSortLabel>
    </TableCell>
  );
}
