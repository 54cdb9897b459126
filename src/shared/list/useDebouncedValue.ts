import { useEffect, useRef, useState } from 'react';

/**
 * `value` once it has stayed unchanged for `delayMs`; a change after a quiet spell passes at once
 * (a single keystroke is not delayed), the changes of a burst of typing only once it ends.
 * Values are compared by `key`.
 */
export function useDebouncedValue<T>(value: T, key: (value: T) => string, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  const lastChange = useRef(Number.NEGATIVE_INFINITY);
  const valueKey = key(value);
  const changed = valueKey !== key(settled);
  // A change after a quiet spell settles in this very render (state adjusted while rendering):
  // settled in an effect, what waits on it (a list's request) would leave a whole render later.
  const quietChange = changed && performance.now() - lastChange.current >= delayMs;
  if (quietChange) {
    lastChange.current = performance.now();
    setSettled(value);
  }
  useEffect(() => {
    if (!changed) return;
    lastChange.current = performance.now();
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
    // The key stands for the value: a new object with the same filters is no change.
  }, [valueKey, changed, delayMs]);
  return changed ? settled : value;
}
