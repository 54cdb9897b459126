import { act, renderHook } from '@testing-library/react';
import { inRouter } from './testing/inRouter';
import type { FieldAccessors } from './listHelpers';
import { useQueryList, type ListOptions, type ListQuery } from './useQueryList';

type Field = 'name';
const fields: FieldAccessors<string, Field> = { name: (item) => item };
const options: ListOptions<string, Field, Field> = {
  filterFields: fields,
  sortFields: fields,
  initialFilters: { name: '' },
  initialSort: { field: 'name', direction: 'asc' },
};

const query = (overrides: Partial<ListQuery<string>> = {}): ListQuery<string> => ({
  isLoading: false,
  isFetching: false,
  isError: false,
  refetch: jest.fn(),
  ...overrides,
});

function renderQueryList(initial: ListQuery<string>, listOptions = options) {
  return renderHook(({ result }) => useQueryList(result, listOptions), {
    initialProps: { result: initial },
    wrapper: inRouter,
  });
}

describe('useQueryList', () => {
  it('is loading and empty until the data arrives, then lists it sorted', () => {
    const { result, rerender } = renderQueryList(query({ isLoading: true, isFetching: true }));
    expect(result.current.loading).toBe(true);
    expect(result.current.pageItems).toEqual([]);
    expect(result.current.loadFailure).toBeNull();
    rerender({ result: query({ data: ['pear', 'apple'] }) });
    expect(result.current.loading).toBe(false);
    expect(result.current.pageItems).toEqual(['apple', 'pear']);
    expect(result.current.totalCount).toBe(2);
  });

  it('a failed load offers Retry, which asks again and is disabled while it does', () => {
    const failed = query({ isError: true, requestId: 'r1' });
    const { result, rerender } = renderQueryList(failed);
    expect(result.current.loadFailure).toEqual({
      retry: expect.any(Function),
      retrying: false,
    });
    act(() => result.current.loadFailure?.retry());
    expect(failed.refetch).toHaveBeenCalledTimes(1);
    rerender({
      result: query({ isError: true, isFetching: true, requestId: 'r1' }),
    });
    expect(result.current.loadFailure?.retrying).toBe(true);
    rerender({ result: query({ data: ['one'], requestId: 'r2' }) });
    expect(result.current.loadFailure).toBeNull();
  });

  it('a dismissible failure stays closed until another request fails', () => {
    const { result, rerender } = renderQueryList(query({ isError: true, requestId: 'r1' }), { ...options, dismissibleFailure: true });
    act(() => result.current.loadFailure?.dismiss?.());
    expect(result.current.loadFailure).toBeNull();
    rerender({ result: query({ isError: true, requestId: 'r1' }) });
    expect(result.current.loadFailure).toBeNull();
    rerender({ result: query({ isError: true, requestId: 'r2' }) });
    expect(result.current.loadFailure?.dismiss).toEqual(expect.any(Function));
  });

  it('keeps the filters across a new load, and a new filter goes back to page 1', () => {
    const names = Array.from({ length: 25 }, (_, i) => `item${String(i + 1).padStart(2, '0')}`);
    const { result, rerender } = renderQueryList(query({ data: names }));
    act(() => result.current.setPage(3));
    act(() => result.current.setFilter('name', 'item1'));
    expect(result.current.page).toBe(1);
    rerender({ result: query({ data: [...names, 'item100'] }) });
    expect(result.current.filters).toEqual({ name: 'item1' });
    expect(result.current.filteredCount).toBe(11);
  });
});
