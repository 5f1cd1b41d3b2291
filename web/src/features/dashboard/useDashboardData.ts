/**
 * The dashboard's data: the signed-in person's own document, their matches document and their
 * visits, all live (onSnapshot), so what the admin or the other side does shows without a reload.
 */
import { COLLECTIONS } from '@gh/common/constants';
import { DASHBOARD_LISTENERS as KEPT } from '@gh/common/dashboard-copy';
import type { MatchesDoc } from '@gh/common/documents';
import { useLiveDoc, type LiveResult } from '../../lib/live';
import type { Role } from '../../lib/session';
import { docId, memberDocPath, useMemberDoc } from '../../lib/useMemberDoc';
import type { Member } from './dashboardModel';
import { useVisits, type VisitsData } from './useVisits';

export interface DashboardData {
  member: LiveResult<Member>;
  matches: LiveResult<MatchesDoc>;
  visits: VisitsData;
}

const matchesPath = (email: string) => `${COLLECTIONS.matches}/${docId(email)}`;

/** The documents the dashboard listens to, by the names it keeps them under, so they can be opened before it renders (app/earlyStart.ts). */
export const dashboardDocs = (role: Role, email: string) => ({
  [KEPT.member]: memberDocPath(role, email),
  [KEPT.matches]: matchesPath(email),
});

export function useDashboardData(role: Role, email: string): DashboardData {
  // Each kept on this phone, so the next start shows them at once (lib/lastSeen.ts).
  const person = useMemberDoc(role, email, KEPT.member);
  const matches = useLiveDoc<MatchesDoc>(matchesPath(email), KEPT.matches);
  const visits = useVisits(role, email);
  const member: LiveResult<Member> = { ...person, data: person.data && ({ role, doc: person.data } as Member) };
  return { member, matches, visits };
}
