/**
 * `volunteers/{email}` and `seniors/{email}` (design.md, Data): the registered people. An
 * e-mail belongs to one side only.
 */
import { COLLECTIONS, type UserType } from '@gh/common/constants';
import type { AdminStats, SeniorDoc, VolunteerDoc } from '@gh/common/documents';
import { addToRecord } from './admin-record.ts';
import { typedCollection } from './converters.ts';
import { emailKey, firestore } from './firebase.ts';
import { createIfAbsent, updateIfPresent } from './writes.ts';

export interface PersonDocs {
  volunteer: VolunteerDoc;
  senior: SeniorDoc;
}

const COLLECTION_OF: Record<UserType, string> = { volunteer: COLLECTIONS.volunteers, senior: COLLECTIONS.seniors };
const personRef = <T extends UserType>(type: T, email: string) => typedCollection<PersonDocs[T]>(COLLECTION_OF[type]).doc(emailKey(email));
const otherSide = (type: UserType): UserType => (type === 'volunteer' ? 'senior' : 'volunteer');
const FIGURE_OF = { volunteer: 'volunteers', senior: 'seniors' } as const satisfies Record<UserType, keyof AdminStats>;

export async function readPerson<T extends UserType>(type: T, email: string): Promise<PersonDocs[T] | null> {
  const snapshot = await personRef(type, email).get();
  return snapshot.data() ?? null;
}

/** Whether the e-mail is registered on either side. */
export async function isRegistered(email: string): Promise<boolean> {
  const [volunteer, senior] = await firestore().getAll(personRef('volunteer', email), personRef('senior', email));
  return Boolean(volunteer?.exists || senior?.exists);
}

/**
 * Creates the person unless the e-mail is registered on either side; false if it is. The
 * e-mail's `emailRoles` marker, made with a create() precondition, decides which side wins a
 * race (the local emulator does not isolate transactions, so reading the other side is not
 * enough); the transaction still reads both sides for people registered before markers existed.
 */
export async function createPerson(type: UserType, doc: VolunteerDoc | SeniorDoc): Promise<boolean> {
  const marker = firestore().collection(COLLECTIONS.emailRoles).doc(emailKey(doc.email));
  const claimed = await createIfAbsent(marker, { role: type, claimedAt: Date.now() });
  if (!claimed && (await marker.get()).get('role') !== type) return false;
  try {
    if (await createPersonDoc(type, doc)) return true;
  } catch (error) {
    if (claimed) await marker.delete();
    throw error;
  }
  // Registered before: leave a marker only if it says who is.
  if (claimed && !(await personRef(type, doc.email).get()).exists) await marker.delete();
  return false;
}

async function createPersonDoc(type: UserType, doc: VolunteerDoc | SeniorDoc): Promise<boolean> {
  const own = personRef(type, doc.email);
  const other = personRef(otherSide(type), doc.email);
  return firestore().runTransaction(async (tx) => {
    const [ownSnapshot, otherSnapshot] = await tx.getAll(own, other);
    if (ownSnapshot?.exists || otherSnapshot?.exists) return false;
    tx.create(own, { ...doc });
    addToRecord(tx, { figures: { [FIGURE_OF[type]]: 1 } });
    return true;
  }).catch(async (error: unknown) => {
    // The create lost a race: someone registered this e-mail between the read and the commit.
    if ((await own.get()).exists) return false;
    throw error;
  });
}

/** Every registered volunteer, newest first. */
export async function listVolunteers(): Promise<VolunteerDoc[]> {
  const snapshot = await typedCollection<VolunteerDoc>(COLLECTIONS.volunteers).orderBy('createdAt', 'desc').get();
  return snapshot.docs.map((doc) => doc.data());
}

/** Changes fields of a registered person; false when there is no such person. */
export function updatePerson<T extends UserType>(type: T, email: string, fields: Partial<PersonDocs[T]>): Promise<boolean> {
  return updateIfPresent(personRef(type, email), { ...fields });
}
