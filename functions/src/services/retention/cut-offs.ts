/**
 * How long the retention table keeps something, and the moment before which it is due. A year
 * is a calendar year (the same day a year earlier, 28 February for a 29th), never 365 days: the
 * logs a year must keep are kept at least that long in a leap year too.
 */
import { DAY_MS } from '@gh/common/constants';

/** Kept until its own expiry field passes, for some days, or for whole years. */
export type KeptFor = { until: 'expiry' } | { days: number } | { years: number };

/** The moment (epoch ms) at or before which what was kept for `kept` is due at `now`. */
export function cutOff(kept: KeptFor, now: number): number {
  if ('until' in kept) return now;
  if ('days' in kept) return now - kept.days * DAY_MS;
  const date = new Date(now);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCFullYear(date.getUTCFullYear() - kept.years);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date.getTime();
}

/** How `kept` is said in the docs' table and the dry run's printout. */
export function keptForText(kept: KeptFor): string {
  if ('until' in kept) return 'until it expires';
  if ('days' in kept) return `${kept.days} days`;
  return kept.years === 1 ? 'a year' : `${kept.years} years`;
}
