/**
 * The signed-in person's visit documents, live: two listeners on their own visits
 * (the rules let a person read only those), split at the start of today in India. 'Near' ends
 * from today on, soonest first; 'earlier' ended before, latest first. Show more adds a listener
 * for the next page of one; the pages shown stay until it answers.
 */
import { useState } from 'react';
import { COLLECTIONS } from '@gh/common/constants';
import type { VisitDoc } from '@gh/common/visits';
import { usePagedCollection, type PagedCollection } from '../../lib/usePagedCollection';
import type { Role } from '../../lib/session';
import { todayStartInIndia } from './visitsModel';

/** How many of each list the dashboard shows first, and how many more each Show more. */
export const VISITS_PAGE = { near: 6, earlier: 5 } as const;

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
    near: usePagedCollection<VisitDoc>(path, [mine, ['endAt', '>=', since]], ['endAt', 'asc'], VISITS_PAGE.near, 'visits:near'),
    earlier: usePagedCollection<VisitDoc>(path, [mine, ['endAt', '<', since]], ['endAt', 'desc'], VISITS_PAGE.earlier, 'visits:earlier'),
  };
}
