import { useEffect, useState } from 'react';

/** How long typing in a search box must pause before the search goes to the server. */
export const SEARCH_DEBOUNCE_MS = 250;

/** `value`, once it has stayed the same for `delayMs` (the first value at once): one search per pause in typing. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
