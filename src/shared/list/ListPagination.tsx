import Pagination from '@mui/material/Pagination';
import { PAGINATION_RANGE } from './paginationRange';

interface ListPaginationProps {
  label: string;
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
}

/** The pager of every list: at most 7 page items, hidden when everything fits on one page. */
export function ListPagination({ label, page, pageCount, onChange }: ListPaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <Pagination
      aria-label={label}
      count={pageCount}
      page={page}
      onChange={(_event, next) => onChange(next)}
      siblingCount={PAGINATION_RANGE.siblingCount}
      boundaryCount={PAGINATION_RANGE.boundaryCount}
      color="primary"
      sx={{ display: 'flex', justifyContent: 'center', py: 1 }}
    />
  );
}
