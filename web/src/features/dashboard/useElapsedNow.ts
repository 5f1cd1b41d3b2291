import { useEffect, useState } from 'react';
import { nextElapsedChange } from './dashboardModel';

/**
 * The time to measure elapsed texts against. It moves on with a timeout at the next moment one
 * of `times` would read differently: a local re-render, never a call to the server.
 */
export function useElapsedNow(times: readonly number[]): number {
  const [now, setNow] = useState(() => Date.now());
  const key = times.join(',');

  useEffect(() => {
    const current = Date.now();
    const next = nextElapsedChange(key ? key.split(',').map(Number) : [], current);
    if (next === null) return;
    const timer = setTimeout(() => setNow(Date.now()), next - current);
    return () => clearTimeout(timer);
  }, [key, now]);

  return now;
}
