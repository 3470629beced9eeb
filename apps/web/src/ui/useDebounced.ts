import { useEffect, useState } from 'react';

/** Default debounce of spec §9. */
export const DEBOUNCE_MS = 160;

/** The value, settled: it changes only after `ms` without a new value. */
export function useDebounced<T>(value: T, ms: number = DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}
