/**
 * The signed-in person's visit documents, live (issue 14): two listeners on their own visits
 * (the rules let a person read only those), split at the start of today in India. 'Near' ends
 * from today on, soonest first; 'earlier' ended before, latest first. Show more lengthens one
 * listener; the shorter list stays until the longer one answers.
 */
import { useState } from 'react';
import { COLLECTIONS } from '@gh/common/constants';
import type { VisitDoc } from '@gh/common/visits';
import { useLiveCollection, type LiveResult } from '../../lib/live';
import type { Role } from '../../lib/session';
import { todayStartInIndia, type VisitItem } from './visitsModel';

/** How many of each list the dashboard asks for first, and how many more each Show more. */
export const VISITS_PAGE = { near: 6, earlier: 5 } as const;

export type VisitList = 'near' | 'earlier';

export interface VisitQuery {
  result: LiveResult<VisitItem[]>;
  limit: number;
}

export interface VisitsData {
  near: VisitQuery;
  earlier: VisitQuery;
  showMore: (list: VisitList) => void;
}

export function useVisits(role: Role, email: string): VisitsData {
  const [since] = useState(() => todayStartInIndia(Date.now()));
  const [limits, setLimits] = useState<Record<VisitList, number>>(VISITS_PAGE);
  const path = email ? COLLECTIONS.visits : null;
  const mine = [role, '==', email] as const;
  const near = useLiveCollection<VisitDoc>(path, [mine, ['endAt', '>=', since]], { orderBy: ['endAt', 'asc'], limit: limits.near }, true);
  const earlier = useLiveCollection<VisitDoc>(path, [mine, ['endAt', '<', since]], { orderBy: ['endAt', 'desc'], limit: limits.earlier }, true);
  return {
    near: { result: near, limit: limits.near },
    earlier: { result: earlier, limit: limits.earlier },
    showMore: (list) => setLimits((current) => ({ ...current, [list]: current[list] + VISITS_PAGE[list] })),
  };
}
