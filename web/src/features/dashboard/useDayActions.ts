/**
 * A volunteer's steps on a visit's day, shared by the two cards that may show them: the next
 * visit's card holds them when that visit is today, Upcoming Visits for any other. One hook
 * for the page, so a step kept on the phone is sent once. Once kept steps have gone, the
 * notice that they waited on the phone goes too: it would stand beside "has been sent".
 */
import { useEffect } from 'react';
import { usePendingCall, type PendingCall } from '../../components/usePendingCall';
import { VISIT_FAILURES } from '../../content/visits';
import { useVisitSteps, type VisitSteps } from './useVisitSteps';
import type { DayCall } from './VisitDayActions';
import { VISIT_CALLS, type VisitCalls } from './visitCalls';

export interface DayActions {
  calls: PendingCall<DayCall>;
  steps: VisitSteps;
}

export function useDayActions(email: string, api: Pick<VisitCalls, 'checkIn' | 'checkOut'> = VISIT_CALLS): DayActions {
  const calls = usePendingCall<DayCall>(VISIT_FAILURES);
  const steps = useVisitSteps(email, api);
  const { dismiss } = calls;
  useEffect(() => {
    if (steps.sent) dismiss();
    // Only when something kept has been sent; `dismiss` is a new function each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [steps.sent]);
  return { calls, steps };
}
