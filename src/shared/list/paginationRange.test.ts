import { pageRangeText } from './ListPagination';
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

describe('pageRangeText', () => {
  it('says which items the page shows and how many match, with thousands separators', () => {
    expect(pageRangeText(1, 1_000_000)).toBe('1-10 of 1,000,000');
    expect(pageRangeText(100_000, 1_000_000)).toBe('999,991-1,000,000 of 1,000,000');
    expect(pageRangeText(3, 23)).toBe('21-23 of 23');
    expect(pageRangeText(1, 0)).toBe('0 of 0');
  });
});
