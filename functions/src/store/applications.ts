/**
 * `applications/{email}` (design.md, Data): volunteer applications; `decisions/{email}`: the
 * marker whose creation lets exactly one decision on an application win; and
 * `decisionSettlements/{email}:{decidedAt}`: the marker that lets exactly one of Undo and the
 * finalising end a decision.
 */
import { APPLICATION_STATUS, COLLECTIONS, type ApplicationStatus } from '@gh/common/constants';
import type { ApplicationDoc } from '@gh/common/documents';
import { emailKey } from './firebase.ts';
import { typedCollection } from './converters.ts';
import { createIfAbsent, updateIfPresent } from './writes.ts';

const applications = () => typedCollection<ApplicationDoc>(COLLECTIONS.applications);
const decisions = () => typedCollection<Decision>(COLLECTIONS.decisions);

export async function readApplication(email: string): Promise<ApplicationDoc | null> {
  const snapshot = await applications().doc(emailKey(email)).get();
  return snapshot.data() ?? null;
}

/** Every application, newest first. */
export async function listApplications(): Promise<ApplicationDoc[]> {
  const snapshot = await applications().orderBy('submittedAt', 'desc').get();
  return snapshot.docs.map((doc) => doc.data());
}

/** Stores the application unless one exists for the e-mail; true when this call stored it. */
export function createApplication(application: ApplicationDoc): Promise<boolean> {
  return createIfAbsent(applications().doc(emailKey(application.email)), { ...application });
}

/** Keeps the registered volunteer's skills on their application, where the admin's panels show them. */
export async function keepVolunteerSkills(email: string, skills: string[]): Promise<void> {
  await updateIfPresent(applications().doc(emailKey(email)), { volunteerSkills: skills });
}

/** Undoes createApplication when what had to follow it (the resume upload) failed. */
export async function deleteApplication(email: string): Promise<void> {
  await applications().doc(emailKey(email)).delete();
}

export interface Decision {
  status: Extract<ApplicationStatus, 'Accepted' | 'Rejected'>;
  decidedAt: number;
  decidedBy: string;
  /** When the decision becomes final (epoch ms): until then it can be undone. */
  finalAt?: number;
  /** True until the decision is settled (made final); what the sweep looks for. */
  pending?: boolean;
}

/**
 * Records the decision on the application unless one was recorded before, and answers the one
 * that stands. The marker's create() precondition picks one winner even where transactions are
 * not isolated (the local emulator); every caller then writes the standing decision onto the
 * application, so it matches the marker even if the winner stopped half-way. `won` says
 * whether this call's decision is the one that stands.
 */
export async function recordDecision(email: string, decision: Decision): Promise<{ won: boolean; standing: Decision }> {
  const marker = decisions().doc(emailKey(email));
  const won = await createIfAbsent(marker, { ...decision });
  const standing = won ? decision : (await marker.get()).data()!;
  await applications().doc(emailKey(email)).update({ ...standing });
  return { won, standing };
}

/** The decision recorded on an application, pending or final, or null when there is none. */
export async function readDecision(email: string): Promise<Decision | null> {
  return (await decisions().doc(emailKey(email)).get()).data() ?? null;
}

export type Settlement = 'undone' | 'final';

/**
 * Ends one decision as undone or final unless it was ended before; true when this call ended
 * it. The create() precondition decides a race between an Undo and the finalising.
 */
export function settleDecision(email: string, decision: Decision, outcome: Settlement): Promise<boolean> {
  const marker = typedCollection<{ outcome: Settlement; at: number }>(COLLECTIONS.decisionSettlements)
    .doc(`${emailKey(email)}:${decision.decidedAt}`);
  return createIfAbsent(marker, { outcome, at: Date.now() });
}

/**
 * Takes an undone decision back: the application is Submitted again first, and only then is
 * the marker removed, so a new decision cannot win before the old one is gone from the
 * application. The undone decision's time fields stay until the next decision overwrites them
 * (Submitted is what counts; field deletes are not kept by the local emulator).
 */
export async function withdrawDecision(email: string): Promise<void> {
  await applications().doc(emailKey(email)).update({ status: APPLICATION_STATUS.submitted, pending: false });
  await decisions().doc(emailKey(email)).delete();
}

/** Marks a settled decision final, so no later sweep finds it again. */
export async function markDecisionFinal(email: string): Promise<void> {
  await Promise.all([
    decisions().doc(emailKey(email)).update({ pending: false }),
    applications().doc(emailKey(email)).update({ pending: false }),
  ]);
}

/**
 * Decisions not yet final whose undo time has passed. Few are ever pending (each for seconds),
 * so one equality query finds them and the time is checked here.
 */
export async function dueDecisions(now: number, limit = 50): Promise<{ email: string; decision: Decision }[]> {
  const snapshot = await decisions().where('pending', '==', true).limit(limit).get();
  return snapshot.docs
    .map((doc) => ({ email: doc.id, decision: doc.data() }))
    .filter(({ decision }) => (decision.finalAt ?? 0) <= now);
}
