import { useEffect, useState } from 'react';

/** Search boxes ask the server once typing pauses this long. */
export const SEARCH_DELAY_MS = 300;

/** The value as it was when it last stayed unchanged for `delay` ms. */
export function useDebounced<T>(value: T, delay = SEARCH_DELAY_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
