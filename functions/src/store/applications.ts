/**
 * `applications/{email}` (design.md, Data): volunteer applications, each with the admin's
 * decision on it, if any (services/applications/decisions.ts).
 */
import { FieldValue } from 'firebase-admin/firestore';
import { COLLECTIONS, type ApplicationStatus } from '@gh/common/constants';
import type { ApplicationDoc } from '@gh/common/documents';
import { addToRecord, type RecordedChange } from './admin-record.ts';
import { emailKey } from './firebase.ts';
import { typedCollection } from './converters.ts';
import { guardedCommit } from './guarded-commit.ts';
import { newestFirst, type PageStart } from './pages.ts';

const applications = () => typedCollection<ApplicationDoc>(COLLECTIONS.applications);

export const applicationRef = (email: string) => applications().doc(emailKey(email));

export async function readApplication(email: string): Promise<ApplicationDoc | null> {
  const snapshot = await applicationRef(email).get();
  return snapshot.data() ?? null;
}

/** A page of the applications, newest first. */
export const listApplications = (limit: number, after?: PageStart, inDistricts?: readonly string[]) =>
  newestFirst<ApplicationDoc>(COLLECTIONS.applications, 'submittedAt', limit, after, inDistricts);

/** The decision fields of an application. */
export interface Decision {
  status: Extract<ApplicationStatus, 'Accepted' | 'Rejected'>;
  decidedAt: number;
  decidedBy: string;
  /** When the decision becomes final (epoch ms): until then it can be undone. */
  finalAt?: number;
  /** True until the applicant has been e-mailed the decision; what the sweep looks for. */
  pending?: boolean;
  /** A rejection's reason for the applicant ('' when none was given). */
  reason?: string;
}

/** What a look at an application decided: its answer, and the application after it. */
export interface ApplicationChange<R> {
  result: R;
  /** A whole new application, some fields changed, or null to delete it; left out, nothing changes. */
  next?: ApplicationDoc | Partial<ApplicationDoc> | null;
  /** Removes the decision fields along with `next` (an undone or replaced decision). */
  clearDecision?: boolean;
  /** What the change adds to the admin's record, in the same commit. */
  record?: RecordedChange;
}

export const DECISION_CLEARED: Record<Exclude<keyof Decision, 'status'>, FieldValue> = {
  decidedAt: FieldValue.delete(),
  decidedBy: FieldValue.delete(),
  finalAt: FieldValue.delete(),
  pending: FieldValue.delete(),
  reason: FieldValue.delete(),
};

/**
 * Reads the application for `email`, and stores what `decide` makes of it unless it changed in
 * the meantime (then `decide` looks again), its record in the same commit: of many calls at
 * once, each decides on what the ones before it left. `decide` may throw to refuse.
 */
export function changeApplication<R>(
  email: string,
  decide: (current: ApplicationDoc | null) => ApplicationChange<R> | Promise<ApplicationChange<R>>,
): Promise<R> {
  const ref = applicationRef(email);
  return guardedCommit(async () => {
    const read = await ref.get();
    const { result, next, clearDecision, record } = await decide(read.data() ?? null);
    if (next === undefined) return { result };
    const write = next && clearDecision ? { ...next, ...DECISION_CLEARED } : next;
    return { result, changes: [{ read, write }], alongside: record && ((batch) => addToRecord(batch, record)) };
  });
}

/**
 * Applications whose decision has not been mailed yet. Few are ever pending (each for
 * seconds), so one equality query finds them; the caller checks their time.
 */
export async function pendingDecisions(limit = 50): Promise<ApplicationDoc[]> {
  const snapshot = await applications().where('pending', '==', true).limit(limit).get();
  return snapshot.docs.map((doc) => doc.data());
}

/** Keeps the registered volunteer's skills on their application, where the admin's panels show them. */
export function keepVolunteerSkills(email: string, skills: string[]): Promise<void> {
  return changeApplication(email, (current) => ({ result: undefined, next: current ? { volunteerSkills: skills } : undefined }));
}
