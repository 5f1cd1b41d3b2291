import { useEffect, useState } from 'react';

/** setTimeout's longest delay (about 24.8 days); a later moment is looked at again after it. */
const MAX_DELAY_MS = 2 ** 31 - 1;

/**
 * The time now, moving on by itself as each of `moments` (epoch ms) passes: a local timer,
 * never a call to the server. A moment already passed when it is listed moves it on at once.
 */
export function useNowAcross(moments: readonly number[]): number {
  const [now, setNow] = useState(() => Date.now());
  const key = [...new Set(moments)].sort((a, b) => a - b).join(',');

  useEffect(() => {
    const next = key
      ? key
          .split(',')
          .map(Number)
          .find((moment) => moment > now)
      : undefined;
    if (next === undefined) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(Math.max(0, next - Date.now()), MAX_DELAY_MS));
    return () => clearTimeout(timer);
  }, [key, now]);

  return now;
}
