import { useEffect, useRef, useState } from 'react';

/**
 * `value` once it has stayed unchanged for `delayMs`; a change after a quiet spell passes at once
 * (a single keystroke is not delayed), the changes of a burst of typing only once it ends.
 * Values are compared by `key`.
 */
export function useDebouncedValue<T>(value: T, key: (value: T) => string, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  const lastChange = useRef(Number.NEGATIVE_INFINITY);
  const changed = key(value) !== key(settled);
  useEffect(() => {
    if (!changed) return;
    const now = performance.now();
    const quiet = now - lastChange.current >= delayMs;
    lastChange.current = now;
    if (quiet) {
      setSettled(value);
      return;
    }
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
    // The key stands for the value: a new object with the same filters is no change.
  }, [key(value), changed, delayMs]);
  return changed ? settled : value;
}
