/**
 * `volunteers/{email}` and `seniors/{email}` (design.md, Data): the registered people. An
 * e-mail belongs to one side only.
 */
import { COLLECTIONS, type UserType } from '@gh/common/constants';
import type { AdminStats, SeniorDoc, VolunteerDoc } from '@gh/common/documents';
import { FieldPath, FieldValue, type DocumentReference, type UpdateData } from 'firebase-admin/firestore';
import { addToRecord } from './admin-record.ts';
import { typedCollection } from './converters.ts';
import { emailKey, firestore, inTransaction, type Transaction } from './firebase.ts';
import { newestFirst, type PageStart } from './pages.ts';

export interface PersonDocs {
  volunteer: VolunteerDoc;
  senior: SeniorDoc;
}

const COLLECTION_OF: Record<UserType, string> = { volunteer: COLLECTIONS.volunteers, senior: COLLECTIONS.seniors };
export const personRef = <T extends UserType>(type: T, email: string) =>
  typedCollection<PersonDocs[T]>(COLLECTION_OF[type]).doc(emailKey(email));
const otherSide = (type: UserType): UserType => (type === 'volunteer' ? 'senior' : 'volunteer');
const FIGURE_OF = { volunteer: 'volunteers', senior: 'seniors' } as const satisfies Record<UserType, keyof AdminStats>;
/** gRPC's NOT_FOUND: an update of a document that does not exist. */
const NOT_FOUND = 5;
/** gRPC's FAILED_PRECONDITION: an update of a document changed since it was read. */
const FAILED_PRECONDITION = 9;

export async function readPerson<T extends UserType>(type: T, email: string): Promise<PersonDocs[T] | null> {
  const snapshot = await personRef(type, email).get();
  return snapshot.data() ?? null;
}

/** Whether the e-mail is registered on either side. */
export async function isRegistered(email: string): Promise<boolean> {
  const [volunteer, senior] = await firestore().getAll(personRef('volunteer', email), personRef('senior', email));
  return Boolean(volunteer?.exists || senior?.exists);
}

/** Creates the person unless the e-mail is registered on either side, counted; false if it is. */
export function createPerson(type: UserType, doc: VolunteerDoc | SeniorDoc): Promise<boolean> {
  const own = personRef(type, doc.email) as DocumentReference;
  const other = personRef(otherSide(type), doc.email) as DocumentReference;
  return inTransaction(async (tx) => {
    const [ownSnapshot, otherSnapshot] = await tx.getAll(own, other);
    if (ownSnapshot?.exists || otherSnapshot?.exists) return false;
    tx.create(own, { ...doc });
    addToRecord(tx, { figures: { [FIGURE_OF[type]]: 1 } });
    return true;
  });
}

/** A page of the registered volunteers, newest first. */
export const listVolunteers = (limit: number, after?: PageStart) =>
  newestFirst<VolunteerDoc>(COLLECTIONS.volunteers, 'createdAt', limit, after);

/** Changes fields of a registered person; false when there is no such person. */
export async function updatePerson<T extends UserType>(type: T, email: string, fields: Partial<PersonDocs[T]>): Promise<boolean> {
  try {
    await personRef(type, email).update({ ...fields } as UpdateData<PersonDocs[T]>);
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === NOT_FOUND) return false;
    throw error;
  }
}

/** Marks the person's e-mail proven (an e-mailed code of theirs was used): mail may go to it. */
export async function markEmailProven(type: UserType, email: string): Promise<void> {
  await personRef(type, email).update({ emailProven: FieldValue.delete() } as UpdateData<PersonDocs[UserType]>);
}

/**
 * Changes a registered person in a transaction: `change` gets them as they are and answers the
 * fields to set. Answers them before and after (null: no such person, nothing written).
 */
export function changePerson<T extends UserType>(
  type: T,
  email: string,
  change: (before: PersonDocs[T]) => Partial<PersonDocs[T]>,
): Promise<{ before: PersonDocs[T]; after: PersonDocs[T] } | null> {
  const ref = personRef(type, email);
  return inTransaction(async (tx) => {
    const before = (await tx.get(ref)).data();
    if (!before) return null;
    const fields = change(before);
    tx.update(ref, { ...fields } as UpdateData<PersonDocs[T]>);
    return { before, after: { ...before, ...fields } };
  });
}

/**
 * A volunteer as `tx` reads him, and the senior linked with him when the link holds on both
 * documents (null otherwise): what a change of his card must also write on her.
 */
export async function volunteerAndSeniorIn(
  tx: Transaction,
  email: string,
): Promise<{ volunteer: VolunteerDoc | null; senior: SeniorDoc | null }> {
  const volunteer = (await tx.get(personRef('volunteer', email))).data() ?? null;
  const seniorEmail = volunteer?.senior?.email;
  const senior = seniorEmail ? ((await tx.get(personRef('senior', seniorEmail))).data() ?? null) : null;
  return { volunteer, senior: senior?.volunteer?.email === email ? senior : null };
}

/** Both people of a pair (null: not registered). */
export interface Pair {
  volunteer: VolunteerDoc | null;
  senior: SeniorDoc | null;
}

/** What a change writes on each person of a pair (a side left out is not written). */
export interface PairUpdate {
  volunteer?: UpdateData<VolunteerDoc>;
  senior?: UpdateData<SeniorDoc>;
}

/** Both sides' updates of `updates`, each side's fields merged into one write per document. */
export function mergePairUpdates(...updates: PairUpdate[]): PairUpdate {
  const merged: PairUpdate = {};
  for (const update of updates) {
    if (update.volunteer) merged.volunteer = { ...merged.volunteer, ...update.volunteer };
    if (update.senior) merged.senior = { ...merged.senior, ...update.senior };
  }
  return merged;
}

export function updatePairIn(tx: Transaction, volunteerEmail: string, seniorEmail: string, { volunteer, senior }: PairUpdate): void {
  if (volunteer) tx.update(personRef('volunteer', volunteerEmail), volunteer);
  if (senior) tx.update(personRef('senior', seniorEmail), senior);
}

/** Adds the minutes of a done visit to both people's totals (the dashboard's 'Volunteered'). */
export function doneMinutesAdded(minutes: number): PairUpdate {
  const added = { doneMinutes: FieldValue.increment(minutes) };
  return { volunteer: added, senior: added };
}

/**
 * The people whose phone is `phoneKey` (at most `limit` on each side), by its single-field
 * index: whom a verified mobile number may sign in as.
 */
export async function peopleWithPhone(phoneKey: string, limit: number): Promise<{ role: UserType; doc: VolunteerDoc | SeniorDoc }[]> {
  const sides = await Promise.all(
    (['volunteer', 'senior'] as const).map(async (role) => {
      const snapshot = await typedCollection<PersonDocs[typeof role]>(COLLECTION_OF[role])
        .where('phoneKey', '==', phoneKey)
        .limit(limit)
        .get();
      return snapshot.docs.map((doc) => ({ role, doc: doc.data() as VolunteerDoc | SeniorDoc }));
    }),
  );
  return sides.flat();
}

/**
 * Writes `phoneKey` on one page of `type`'s people (by document id, after `after`) whose
 * document has none yet, as `keyOf` makes it from their phone; each write only if the phone is
 * still the one read. Answers how many were written and the last id of the page (null: no more).
 */
export async function writeMissingPhoneKeys(
  type: UserType,
  keyOf: (phone: string) => string | null,
  pageSize: number,
  after: string | null,
): Promise<{ written: number; last: string | null }> {
  let query = firestore().collection(COLLECTION_OF[type]).orderBy(FieldPath.documentId()).limit(pageSize);
  if (after) query = query.startAfter(after);
  const { docs } = await query.get();
  const missing = docs.filter((doc) => doc.get('phoneKey') === undefined);
  const written = await Promise.all(
    missing.map(async (doc) => {
      const phone: unknown = doc.get('phone');
      try {
        await doc.ref.update({ phoneKey: typeof phone === 'string' ? keyOf(phone) : null }, { lastUpdateTime: doc.updateTime });
        return true;
      } catch (error) {
        // Changed since it was read: the save that changed it wrote its own key.
        if ((error as { code?: unknown }).code === FAILED_PRECONDITION) return false;
        throw error;
      }
    }),
  );
  return { written: written.filter(Boolean).length, last: docs.length === pageSize ? docs.at(-1)!.id : null };
}
