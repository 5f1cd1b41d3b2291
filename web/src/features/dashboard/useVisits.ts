/**
 * The signed-in person's visit documents, live: two listeners on their own visits
 * (the rules let a person read only those), split at the start of today in India. 'Near' ends
 * from today on, soonest first; 'earlier' ended before, latest first. Show more adds a listener
 * for the next page of one; the pages shown stay until it answers.
 */
import { useState } from 'react';
import { COLLECTIONS } from '@gh/common/constants';
import { DASHBOARD_LISTENERS as KEPT, VISITS_PAGE, todayStartInIndia } from '@gh/common/dashboard-copy';
import type { VisitDoc } from '@gh/common/visits';
import { usePagedCollection, type PagedCollection } from '../../lib/usePagedCollection';
import type { Role } from '../../lib/session';

export interface VisitsData {
  near: PagedCollection<VisitDoc>;
  earlier: PagedCollection<VisitDoc>;
}

export function useVisits(role: Role, email: string): VisitsData {
  const [since] = useState(() => todayStartInIndia(Date.now()));
  const path = email ? COLLECTIONS.visits : null;
  const mine = [role, '==', email] as const;
  return {
    // Kept by name, not by query: the split moves each day, and yesterday's copy still serves.
    near: usePagedCollection<VisitDoc>(path, [mine, ['endAt', '>=', since]], ['endAt', 'asc'], VISITS_PAGE.near, KEPT.near),
    earlier: usePagedCollection<VisitDoc>(path, [mine, ['endAt', '<', since]], ['endAt', 'desc'], VISITS_PAGE.earlier, KEPT.earlier),
  };
}
