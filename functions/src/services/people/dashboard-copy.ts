/**
 * The person's dashboard as its listeners will first answer it (common/dashboard-copy.ts): a
 * verified sign-in code answers it beside the session, so the page shows the person's own
 * documents while the Firebase SDKs load and the session starts. Only what the rules already let
 * them read, and only once their code has proven who they are.
 */
import type { UserType } from '@gh/common/constants';
import { VISITS_PAGE, todayStartInIndia, type DashboardCopy } from '@gh/common/dashboard-copy';
import type { SeniorDoc, VolunteerDoc } from '@gh/common/documents';
import { readMatches } from '../../store/matches.ts';
import { visitsBefore, visitsFrom } from '../../store/visits.ts';

/** `person`: their document as just read. Each visit list reads one beyond its page, as its listener does. */
export async function dashboardCopy(
  type: UserType,
  email: string,
  person: SeniorDoc | VolunteerDoc,
  now = Date.now(),
): Promise<DashboardCopy> {
  const since = todayStartInIndia(now);
  const [matches, near, earlier] = await Promise.all([
    readMatches(email),
    visitsFrom(type, email, since, VISITS_PAGE.near + 1),
    visitsBefore(type, email, { endAt: since }, VISITS_PAGE.earlier + 1),
  ]);
  return { member: person, matches, 'visits:near': near, 'visits:earlier': earlier };
}
