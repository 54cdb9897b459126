import { act, renderHook } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { useDebouncedValue } from './useDebouncedValue';

const same = (value: string) => value;

/** The values the hook gave in each render that was committed. */
function renderDebounced(initial: string, delayMs = 250) {
  const committed: string[] = [];
  const hook = renderHook(
    ({ value }) => {
      const debounced = useDebouncedValue(value, same, delayMs);
      useLayoutEffect(() => void committed.push(debounced));
      return debounced;
    },
    { initialProps: { value: initial } },
  );
  return { ...hook, committed };
}

afterEach(() => jest.useRealTimers());

describe('useDebouncedValue', () => {
  it('passes a change after a quiet spell in the very render that sees it', () => {
    const { rerender, committed } = renderDebounced('a');
    rerender({ value: 'b' });
    expect(committed).toEqual(['a', 'b']);
  });

  it('passes the changes of a burst only once it has been quiet for the delay', () => {
    jest.useFakeTimers();
    const { rerender, result } = renderDebounced('a');
    rerender({ value: 'b' });
    rerender({ value: 'bo' });
    rerender({ value: 'bob' });
    expect(result.current).toBe('b');
    act(() => jest.advanceTimersByTime(249));
    expect(result.current).toBe('b');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe('bob');
  });
});
