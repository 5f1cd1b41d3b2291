/**
 * `applications/{email}` (design.md, Data): volunteer applications, and `decisions/{email}`:
 * the marker whose creation lets exactly one decision on an application win.
 */
import { COLLECTIONS, type ApplicationStatus } from '@gh/common/constants';
import type { ApplicationDoc } from '@gh/common/documents';
import { emailKey } from './firebase.ts';
import { typedCollection } from './converters.ts';
import { createIfAbsent } from './writes.ts';

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

/** Undoes createApplication when what had to follow it (the resume upload) failed. */
export async function deleteApplication(email: string): Promise<void> {
  await applications().doc(emailKey(email)).delete();
}

export interface Decision {
  status: Extract<ApplicationStatus, 'Accepted' | 'Rejected'>;
  decidedAt: number;
  decidedBy: string;
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
