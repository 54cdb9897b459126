import { renderHook } from '@testing-library/react';
import { useSharedItems } from './useSharedItems';

const row = (id: string, name: string) => ({ id, name, tags: [id] });

describe('useSharedItems', () => {
  it('keeps the array shown when equal items come from another answer, and each unchanged item when others change', () => {
    const first = [row('a', 'Apple'), row('b', 'Banana')];
    const { result, rerender } = renderHook(({ items }) => useSharedItems(items), { initialProps: { items: first as typeof first | undefined } });
    const shown = result.current;
    expect(shown).toEqual(first);

    rerender({ items: [row('a', 'Apple'), row('b', 'Banana')] });
    expect(result.current).toBe(shown);

    rerender({ items: [row('a', 'Apple'), row('b', 'Blueberry')] });
    expect(result.current).not.toBe(shown);
    expect(result.current[0]).toBe(shown[0]);
    expect(result.current[1]).toEqual(row('b', 'Blueberry'));

    rerender({ items: undefined });
    expect(result.current).toEqual([]);
  });
});
