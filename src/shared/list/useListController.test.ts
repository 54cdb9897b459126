import { act, renderHook } from '@testing-library/react';
import { inRouter } from './testing/inRouter';
import type { FieldAccessors } from './listHelpers';
import { useListController } from './useListController';

type Field = 'name';
const fields: FieldAccessors<string, Field> = { name: (item) => item };
const names = (count: number) => Array.from({ length: count }, (_, i) => `item${i + 1}`);

function renderController(items: readonly string[]) {
  return renderHook(
    ({ list }) =>
      useListController({
        items: list,
        filterFields: fields,
        sortFields: fields,
        initialFilters: { name: '' },
        initialSort: { field: 'name', direction: 'asc' },
      }),
    { initialProps: { list: items }, wrapper: inRouter },
  );
}

describe('useListController', () => {
  it('starts on page 1 with 10 items a page', () => {
    const { result } = renderController(names(25));
    expect(result.current.page).toBe(1);
    expect(result.current.pageCount).toBe(3);
    expect(result.current.pageItems).toEqual(names(10));
    expect(result.current.totalCount).toBe(25);
  });

  it('filters case-insensitively and sorts both ways', () => {
    const { result } = renderController(['Alpha', 'beta', 'alphabet']);
    act(() => result.current.setFilter('name', 'ALPHA'));
    expect(result.current.pageItems).toEqual(['Alpha', 'alphabet']);
    expect(result.current.filteredCount).toBe(2);
    act(() => result.current.toggleSort('name'));
    expect(result.current.sort).toEqual({ field: 'name', direction: 'desc' });
    expect(result.current.pageItems).toEqual(['alphabet', 'Alpha']);
  });

  it('returns to page 1 when a filter changes, even when the filtered list still reaches the old page', () => {
    const { result } = renderController(names(60));
    act(() => result.current.setPage(5));
    expect(result.current.pageItems[0]).toBe('item41');
    act(() => result.current.setFilter('name', 'item'));
    expect(result.current.filteredCount).toBe(60);
    expect(result.current.page).toBe(1);
    expect(result.current.pageItems[0]).toBe('item1');
  });

  it('returns to page 1 when filtering shrinks the list', () => {
    const { result } = renderController(names(25));
    act(() => result.current.setPage(3));
    expect(result.current.pageItems).toEqual(['item21', 'item22', 'item23', 'item24', 'item25']);
    act(() => result.current.setFilter('name', 'item1'));
    expect(result.current.filteredCount).toBe(11);
    expect(result.current.page).toBe(1);
    expect(result.current.pageItems).toEqual(['item1', ...names(18).slice(9)]);
  });

  it('corrects the page when the data itself shrinks', () => {
    const { result, rerender } = renderController(names(25));
    act(() => result.current.setPage(3));
    rerender({ list: names(12) });
    expect(result.current.page).toBe(2);
    expect(result.current.pageCount).toBe(2);
  });
});
