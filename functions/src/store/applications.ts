/**
 * `applications/{email}` (design.md, Data): volunteer applications; `decisions/{email}`: the
 * marker whose creation lets exactly one decision on an application win; and
 * `decisionSettlements/{email}:{decidedAt}`: the marker that lets exactly one of Undo and the
 * finalising end a decision.
 */
import { APPLICATION_STATUS, COLLECTIONS, type ApplicationStatus } from '@gh/common/constants';
import type { ApplicationDoc } from '@gh/common/documents';
import { addToRecord, statusMove, type RecordedChange } from './admin-record.ts';
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

/** Stores the application unless one exists for the e-mail, counted; true when this call stored it. */
export function createApplication(application: ApplicationDoc): Promise<boolean> {
  return createIfAbsent(applications().doc(emailKey(application.email)), { ...application }, (batch) =>
    addToRecord(batch, { figures: statusMove(null, application.status) }));
}

/** Keeps the registered volunteer's skills on their application, where the admin's panels show them. */
export async function keepVolunteerSkills(email: string, skills: string[]): Promise<void> {
  await updateIfPresent(applications().doc(emailKey(email)), { volunteerSkills: skills });
}

/**
 * Undoes createApplication when what had to follow it (the resume upload) failed, uncounting
 * the status it has (on Firestore, only if unchanged since it was read).
 */
export async function deleteApplication(email: string): Promise<void> {
  const ref = applications().doc(emailKey(email));
  const snapshot = await ref.get();
  const application = snapshot.data();
  if (!application || !snapshot.updateTime) return;
  const batch = ref.firestore.batch().delete(ref, { lastUpdateTime: snapshot.updateTime });
  addToRecord(batch, { figures: statusMove(application.status, null) });
  await batch.commit();
}

export interface Decision {
  status: Extract<ApplicationStatus, 'Accepted' | 'Rejected'>;
  decidedAt: number;
  decidedBy: string;
  /** When the decision becomes final (epoch ms): until then it can be undone. */
  finalAt?: number;
  /** True until the decision is settled (made final); what the sweep looks for. */
  pending?: boolean;
  /** A rejection's reason for the applicant ('' when none was given). */
  reason?: string;
}

/**
 * Records the decision on the application unless one was recorded before, and answers the one
 * that stands. The marker's create() precondition picks one winner even where transactions are
 * not isolated (the local emulator); the winner's commit also writes the decision onto the
 * application and adds `change` to the record (the figures move from Submitted, the audit
 * entry), so nothing of it is stored without the rest. `won` says whether this call's
 * decision is the one that stands.
 */
export async function recordDecision(email: string, decision: Decision, change: RecordedChange): Promise<{ won: boolean; standing: Decision }> {
  const marker = decisions().doc(emailKey(email));
  const won = await createIfAbsent(marker, { ...decision }, (batch) => {
    batch.update(applications().doc(emailKey(email)), { ...decision });
    addToRecord(batch, change);
  });
  const standing = won ? decision : (await marker.get()).data()!;
  return { won, standing };
}

/** The decision recorded on an application, pending or final, or null when there is none. */
export async function readDecision(email: string): Promise<Decision | null> {
  return (await decisions().doc(emailKey(email)).get()).data() ?? null;
}

type Settlement = 'undone' | 'final';

/** The marker whose create() decides a race between an Undo and the finalising. */
const settlementRef = (email: string, decision: Decision) =>
  typedCollection<{ outcome: Settlement; at: number }>(COLLECTIONS.decisionSettlements).doc(`${emailKey(email)}:${decision.decidedAt}`);

/** Makes one decision final unless it was settled before (undone, or final already); true when this call did. */
export function settleDecisionFinal(email: string, decision: Decision): Promise<boolean> {
  return createIfAbsent(settlementRef(email, decision), { outcome: 'final', at: Date.now() });
}

/**
 * Takes a decision back unless it was settled before (true when this call took it back): in
 * the commit of its `undone` settlement, the application is Submitted again, the marker is
 * removed (so a new decision can win, never before the old one is gone from the application)
 * and `change` is added to the record. The undone decision's time fields stay until the next
 * decision overwrites them (Submitted is what counts; field deletes are not kept by the local
 * emulator).
 */
export function withdrawDecision(email: string, decision: Decision, change: RecordedChange): Promise<boolean> {
  return createIfAbsent(settlementRef(email, decision), { outcome: 'undone' as const, at: Date.now() }, (batch) => {
    batch.update(applications().doc(emailKey(email)), { status: APPLICATION_STATUS.submitted, pending: false });
    batch.delete(decisions().doc(emailKey(email)));
    addToRecord(batch, change);
  });
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
