/**
 * The sweep of applications, every minute (the deployed schedule, the local stack's timer) and
 * whenever the admin's page asks: the decisions whose undo time has passed are mailed, and the
 * applications kept aside whose replacement link has expired are removed with their resumes.
 */
import { dropExpiredReplacements } from './application-replacements.ts';
import { finalizeDueDecisions } from './decisions.ts';

export async function sweepApplications(now = Date.now()): Promise<{ mailed: number; dropped: number }> {
  const [mailed, dropped] = await Promise.all([finalizeDueDecisions(now), dropExpiredReplacements(now)]);
  return { mailed, dropped };
}
