import usePagination from '@mui/material/usePagination';
import { renderHook } from '@testing-library/react';
import { PAGINATION_RANGE } from './paginationRange';

describe('PAGINATION_RANGE', () => {
  it('makes MUI render at most 7 page links and ellipses, whatever the page and count', () => {
    for (let count = 1; count <= 30; count += 1) {
      for (let page = 1; page <= count; page += 1) {
        const { result } = renderHook(() => usePagination({ count, page, ...PAGINATION_RANGE }));
        const pageItems = result.current.items.filter((item) => item.type !== 'previous' && item.type !== 'next');
        expect(pageItems.length).toBeLessThanOrEqual(7);
        expect(pageItems.some((item) => item.type === 'page' && item.page === page && item.selected)).toBe(true);
      }
    }
  });
});
