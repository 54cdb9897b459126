import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { PAGE_SIZE } from './listHelpers';
import { PAGINATION_RANGE } from './paginationRange';

interface ListPaginationProps {
  label: string;
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** How many items match the filters: shown as "11-20 of 1,000,000"; undefined while it is counted. */
  total: number | undefined;
  pageSize?: number;
}

const count = new Intl.NumberFormat('en-US');

/** "1-10 of 1,000,000": the items of the page and how many match. */
export function pageRangeText(page: number, total: number, pageSize = PAGE_SIZE): string {
  if (total === 0) return '0 of 0';
  const first = (page - 1) * pageSize + 1;
  return `${count.format(first)}-${count.format(Math.min(page * pageSize, total))} of ${count.format(total)}`;
}

const COUNTING = 'Counting…';

/** The pager of every list: the range shown and at most 7 page items (none when everything fits on one page, or until the total is known). */
export function ListPagination({ label, page, pageCount, onChange, total, pageSize = PAGE_SIZE }: ListPaginationProps) {
  return (
    <>
      <Typography variant="body2" color="text.secondary" role="status" aria-label={`${label}: items shown`} sx={{ textAlign: 'center', pt: 1 }}>
        {total === undefined ? COUNTING : pageRangeText(page, total, pageSize)}
      </Typography>
      {total !== undefined && pageCount > 1 && (
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
      )}
    </>
  );
}
