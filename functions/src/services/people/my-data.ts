/**
 * A member's own data, all that is theirs to see, as one JSON document they can read and keep
 * (docs/privacy.md, the right of access): their profile and matches, their visits, her word on
 * them and her calls for help with our answer, their grievances with the officer's answers, a
 * volunteer's application, each action our staff took about them, with who took it, a
 * senior's family circle (whom she invited, what each may see, when they joined) and her nominee, and the
 * person's own places in others' circles (whose, what they see, the e-mails they chose). Left
 * out: what is the admin's alone (identity checks, staff's own notes on a concern) and other
 * people's words about them (a senior's feedback on his visit). Files are named as stored, not opened.
 */
import { circleMemberOf, nomineeOf } from '@gh/common/circle';
import type { MyData } from '@gh/common/my-data';
import { readApplication } from '../../store/applications.ts';
import { membershipsOf, readCircle } from '../../store/circles.ts';
import { readMatches } from '../../store/matches.ts';
import { readHolder } from '../../store/people.ts';
import { RECORD_LIST_MAX, readPersonRecord } from '../../store/person-record.ts';
import { ServiceError } from '../errors.ts';

/**
 * Kept to find and protect a person, not said by them: the search words (the map, or the array
 * a document keeps until the places job has upgraded it), a phone account's id.
 */
const PROFILE_INTERNAL = ['search', 'searchKeys', 'phoneAccount'];
/** A call for help's fields that are the admin's: their own note, and the mailing's and its escalation's bookkeeping. */
const CONCERN_INTERNAL = ['handledNote', 'mailedAt', 'mailingUntil', 'coordinator', 'escalateAt', 'escalatedAt'];
/** A grievance's mailing bookkeeping, the officer's reminder, and which staff session answered (their actions list says who). */
const GRIEVANCE_INTERNAL = ['mailingUntil', 'remindedAt', 'answeredBy'];

const without = <T extends Record<string, unknown>>(doc: T, keys: readonly string[]): T =>
  Object.fromEntries(Object.entries(doc).filter(([key]) => !keys.includes(key))) as T;

/** Who acted: a member of staff by e-mail; the key and its sessions as the admin. */
const actor = (session: unknown): string => (typeof session === 'string' && session.includes('@') ? session : 'admin');

/** The caller's data; 404 when the e-mail is registered on neither side. */
export async function myData(email: string, now = Date.now()): Promise<MyData> {
  const holder = await readHolder(email);
  if (!holder) throw new ServiceError('notFound');
  // The person's own document is the one readHolder found.
  const [record, matches, application, circle, inCircles] = await Promise.all([
    readPersonRecord(holder.type, email),
    readMatches(email),
    holder.type === 'volunteer' ? readApplication(email) : null,
    holder.type === 'senior' ? readCircle(email) : [],
    membershipsOf(email),
  ]);
  return {
    madeAt: now,
    email,
    role: holder.type,
    listMax: RECORD_LIST_MAX,
    profile: without(holder.doc as unknown as Record<string, unknown>, PROFILE_INTERNAL),
    matches: matches as Record<string, unknown> | null,
    application: application as Record<string, unknown> | null,
    visits: record.visits,
    visitFeedback: record.visitFeedback,
    helpRequests: record.helpRequests.map((concern) => without(concern, CONCERN_INTERNAL)),
    grievances: record.grievances.map((grievance) => without(grievance, GRIEVANCE_INTERNAL)),
    staffActions: record.audit.map(({ at, action, session, details }) => ({
      at,
      action,
      by: actor(session),
      // A handled concern's note is the staff's own.
      details: without((details ?? {}) as Record<string, unknown>, ['note']),
    })),
    nominee: nomineeOf(circle),
    // The invitation's id names its code: not hers to keep.
    circle: circle
      .sort((a, b) => a.invitedAt - b.invitedAt)
      .map((membership) => ({
        ...circleMemberOf(membership),
        ...(membership.consents && {
          consents: Object.values(membership.consents).flatMap((record) => (record ? [{ version: record.version, at: record.at }] : [])),
        }),
      })),
    inCircles: inCircles.map(({ senior, parts, status, invitedAt, joinedAt, nominatedAt, notices, lang, consents }) => ({
      senior,
      parts,
      status,
      invitedAt,
      joinedAt,
      ...(nominatedAt !== undefined && { nominatedAt }),
      ...(notices && { notices }),
      ...(lang && { lang }),
      ...(consents && { consents }),
    })),
  };
}
