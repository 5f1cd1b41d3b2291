/**
 * The person's visit documents as the dashboard shows them: which are still to come,
 * which are past, and which one the senior may still say how it went. Pure; the clock is a
 * parameter, so every rule is tested without a page or a server.
 */
import { CHECK_IN_EARLY_MS, VISIT_STATUS, feedbackOpen, type VisitDoc } from '@gh/common/visits';
import type { LiveItem } from '../../lib/live';

export type VisitItem = LiveItem<VisitDoc>;

export interface VisitLists {
  /**
   * Still Scheduled and their day not over (a volunteer may still check in or out), and those
   * cancelled before their start while it is still ahead (marked so): soonest first.
   */
  upcoming: VisitItem[];
  /** Done, Missed, Cancelled once their start has passed, or Scheduled with their day over (not recorded), latest end first. */
  past: VisitItem[];
}

/** `near` soonest first and `earlier` latest first, as the two queries answer them. */
export function visitLists(near: readonly VisitItem[], earlier: readonly VisitItem[], now: number): VisitLists {
  const isUpcoming = (visit: VisitItem) =>
    (visit.status === VISIT_STATUS.scheduled && now < visit.dayOverAt) || (visit.status === VISIT_STATUS.cancelled && now < visit.startAt);
  return {
    upcoming: near.filter(isUpcoming),
    past: [...near.filter((visit) => !isUpcoming(visit)).reverse(), ...earlier],
  };
}

/**
 * The visit the senior is asked about: their latest visit that has happened (Done, or its end
 * passed and not cancelled), if they have not yet said how it went. Only the latest, so an old
 * visit left unanswered never keeps asking.
 */
export function visitAwaitingFeedback(near: readonly VisitItem[], earlier: readonly VisitItem[], now: number): VisitItem | null {
  const happened = (visit: VisitItem) => visit.status !== VISIT_STATUS.cancelled && feedbackOpen(visit, now);
  const latest = [...near].reverse().find(happened) ?? earlier.find(happened) ?? null;
  return latest && !latest.feedbackGiven ? latest : null;
}

/** The moments at which what the visit cards show changes by the clock alone. */
export function visitMoments(visits: readonly VisitItem[]): number[] {
  return visits.flatMap((visit) => [visit.startAt - CHECK_IN_EARLY_MS, visit.startAt, visit.endAt, visit.dayOverAt]);
}
