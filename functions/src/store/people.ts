/**
 * `volunteers/{email}` and `seniors/{email}` (design.md, Data): the registered people. An
 * e-mail belongs to one side only.
 */
import { COLLECTIONS, type UserType } from '@gh/common/constants';
import { LINK_FIGURE, type AdminStats, type SeniorDoc, type VolunteerDoc } from '@gh/common/documents';
import { districtOf } from '@gh/common/visits';
import { FieldPath, FieldValue, type DocumentReference, type UpdateData } from 'firebase-admin/firestore';
import { addToRecord, cityOf, type FigureChanges } from './admin-record.ts';
import { typedCollection } from './converters.ts';
import { emailKey, firestore, inTransaction, type Transaction } from './firebase.ts';
import { newestFirst, type PageStart } from './pages.ts';
import { upgradePage } from './upgrades.ts';

export interface PersonDocs {
  volunteer: VolunteerDoc;
  senior: SeniorDoc;
}

const COLLECTION_OF: Record<UserType, string> = { volunteer: COLLECTIONS.volunteers, senior: COLLECTIONS.seniors };
export const personRef = <T extends UserType>(type: T, email: string) =>
  typedCollection<PersonDocs[T]>(COLLECTION_OF[type]).doc(emailKey(email));
const FIGURE_OF = { volunteer: 'volunteers', senior: 'seniors' } as const satisfies Record<UserType, keyof AdminStats>;
/** gRPC's NOT_FOUND: an update of a document that does not exist. */
const NOT_FOUND = 5;

export async function readPerson<T extends UserType>(type: T, email: string): Promise<PersonDocs[T] | null> {
  const snapshot = await personRef(type, email).get();
  return snapshot.data() ?? null;
}

/** The district of each senior of `emails` (null: of no place), in one read; an e-mail of nobody is left out. */
export async function districtsOf(emails: readonly string[]): Promise<Map<string, string | null>> {
  const unique = [...new Set(emails.filter(Boolean))];
  if (!unique.length) return new Map();
  const snapshots = await firestore().getAll(...unique.map((email) => personRef('senior', email)));
  return new Map(
    snapshots.flatMap((snapshot, i) => {
      const senior = snapshot.data() as SeniorDoc | undefined;
      return senior ? [[unique[i]!, districtOf(senior.place)] as const] : [];
    }),
  );
}

/** Who holds an e-mail: the person registered with it on either side (one side at most), or null. */
export type Holder = { type: 'volunteer'; doc: VolunteerDoc } | { type: 'senior'; doc: SeniorDoc };

const holderOf = (volunteer: VolunteerDoc | undefined, senior: SeniorDoc | undefined): Holder | null =>
  volunteer ? { type: 'volunteer', doc: volunteer } : senior ? { type: 'senior', doc: senior } : null;

/** Who holds the e-mail now. */
export async function readHolder(email: string): Promise<Holder | null> {
  const [volunteer, senior] = await firestore().getAll(personRef('volunteer', email), personRef('senior', email));
  return holderOf(volunteer?.data() as VolunteerDoc | undefined, senior?.data() as SeniorDoc | undefined);
}

/** Who holds the e-mail as `tx` reads it (both sides, so a registration of either side waits for it). */
export async function holderIn(tx: Transaction, email: string): Promise<Holder | null> {
  const [volunteer, senior] = await tx.getAll(
    personRef('volunteer', email) as DocumentReference,
    personRef('senior', email) as DocumentReference,
  );
  return holderOf(volunteer?.data() as VolunteerDoc | undefined, senior?.data() as SeniorDoc | undefined);
}

/** What the person counts in the figures: themselves, and a volunteer the link his document carries. */
export function personFigures(type: UserType, doc: VolunteerDoc | SeniorDoc): FigureChanges {
  const link = type === 'volunteer' ? (doc as VolunteerDoc).senior : null;
  return { [FIGURE_OF[type]]: 1, ...(link && { [LINK_FIGURE[link.status]]: 1 }) };
}

/** Creates the person in `tx`, counted (in their district too). */
export function createPersonIn(tx: Transaction, type: UserType, doc: VolunteerDoc | SeniorDoc): void {
  tx.create(personRef(type, doc.email) as DocumentReference, { ...doc });
  addToRecord(tx, { figures: { [FIGURE_OF[type]]: 1 }, city: cityOf(doc) });
}

/** Removes the person `doc` as `tx` read it, counted (in their district too). */
export function deletePersonIn(tx: Transaction, type: UserType, email: string, doc: VolunteerDoc | SeniorDoc): void {
  tx.delete(personRef(type, email));
  addToRecord(tx, { figures: { [FIGURE_OF[type]]: -1 }, city: cityOf(doc) });
}

/** Removes a field, in an update. */
export const removed = () => FieldValue.delete();

/** A page of the registered volunteers (or seniors), newest first; `inDistricts`: of those places only. */
export const listVolunteers = (limit: number, after?: PageStart, inDistricts?: readonly string[]) =>
  newestFirst<VolunteerDoc>(COLLECTIONS.volunteers, 'createdAt', limit, after, inDistricts);
export const listSeniors = (limit: number, after?: PageStart, inDistricts?: readonly string[]) =>
  newestFirst<SeniorDoc>(COLLECTIONS.seniors, 'createdAt', limit, after, inDistricts);

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

/** A page of the seniors whose named coordinator is `staff`, by e-mail, after the one `after`. */
export async function seniorsOfCoordinator(staff: string, limit: number, after?: string): Promise<string[]> {
  let query = personRef('senior', staff).parent.where('coordinator.staff', '==', staff).orderBy(FieldPath.documentId()).limit(limit);
  if (after) query = query.startAfter(emailKey(after));
  return (await query.get()).docs.map((doc) => doc.data().email);
}

/** A registered person as `tx` reads them (null: not registered). */
export async function personIn<T extends UserType>(tx: Transaction, type: T, email: string): Promise<PersonDocs[T] | null> {
  return (await tx.get(personRef(type, email))).data() ?? null;
}

/** Changes fields of a person `tx` read (personIn). */
export function updatePersonIn<T extends UserType>(tx: Transaction, type: T, email: string, fields: UpdateData<PersonDocs[T]>): void {
  tx.update(personRef(type, email), fields);
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

/** A senior as `tx` reads her, and the volunteer linked with her when the link holds on both documents (null otherwise). */
export async function seniorAndVolunteerIn(
  tx: Transaction,
  email: string,
): Promise<{ senior: SeniorDoc | null; volunteer: VolunteerDoc | null }> {
  const senior = await personIn(tx, 'senior', email);
  const volunteerEmail = senior?.volunteer?.email;
  const volunteer = volunteerEmail ? await personIn(tx, 'volunteer', volunteerEmail) : null;
  return { senior, volunteer: volunteer?.senior?.email === email ? volunteer : null };
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
  const { upgraded, last } = await upgradePage<PersonDocs[UserType]>(
    COLLECTION_OF[type],
    (doc) => (doc.phoneKey === undefined ? { phoneKey: typeof doc.phone === 'string' ? keyOf(doc.phone) : null } : null),
    pageSize,
    after,
  );
  return { written: upgraded.length, last };
}
