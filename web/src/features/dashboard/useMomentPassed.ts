import { useEffect, useState } from 'react';

/** setTimeout's longest delay (about 24.8 days); a later moment is looked at again after it. */
const MAX_DELAY_MS = 2 ** 31 - 1;

/**
 * Whether `at` (epoch ms) has passed; turns true by itself at that moment, with a local timer,
 * never a call to the server. Null never passes.
 */
export function useMomentPassed(at: number | null): boolean {
  const [now, setNow] = useState(() => Date.now());
  const passed = at !== null && now >= at;

  useEffect(() => {
    if (at === null || passed) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(at - Date.now(), MAX_DELAY_MS));
    return () => clearTimeout(timer);
  }, [at, passed, now]);

  return passed;
}
