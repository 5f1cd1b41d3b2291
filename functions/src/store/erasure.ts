/**
 * An account's erasure in Firestore (docs/privacy.md, Erasure). One transaction claims it: it
 * deletes the person's own documents (counted in the admin's figures), clears the link on the
 * other side's document, and creates `erasures/{id}`, the marker that says what is left to do.
 * The passes then take the rest a batch at a time, each step safe to run again, so an erasure
 * cut short is finished by the next call; the marker goes last.
 */
import { createHash } from 'node:crypto';
import { linkFields } from '@gh/common/admin-fields';
import { COLLECTIONS, type UserType } from '@gh/common/constants';
import { VISIT_STATUS } from '@gh/common/visits';
import { LINK_FIGURE, type SeniorDoc, type VolunteerDoc } from '@gh/common/documents';
import { FieldValue, type DocumentData, type Query, type UpdateData } from 'firebase-admin/firestore';
import { addToRecord, cityOf, statusMove } from './admin-record.ts';
import { applicationRef } from './applications.ts';
import { joinedIn, updateViewIn } from './circles.ts';
import { emailKey, firestore, inTransaction } from './firebase.ts';
import { deletePersonIn, personIn, personRef } from './people.ts';

/** `erasures/{id}`: what an erasure claimed and has still to take. */
export interface ErasureDoc {
  type: UserType;
  /** Kept only while the passes run: what they look the person up by. */
  email: string;
  /** What the records kept name them by instead (`erased-{random}`). */
  alias: string;
  /** Their files in Storage, and the folders that hold theirs. */
  files: string[];
  folders: string[];
  /** The people whose lists of matches name them. */
  matchedWith: string[];
  /** The uid of the phone account of an unproven e-mail, if any. */
  phoneAccount: string | null;
  claimedAt: number;
  /** By when the call that claimed it has finished it; the retention job finishes it after. */
  finishBy: number;
}

/** How long the claiming call has to finish an erasure before the retention job takes it over. */
const ERASURE_FINISH_MS = 10 * 60 * 1000;

/** Writes in one batch: well under Firestore's 500 per commit. */
const BATCH = 400;

const OTHER: Record<UserType, UserType> = { volunteer: 'senior', senior: 'volunteer' };

/** The marker's id: no address in the clear, one per e-mail. */
const erasureRef = (email: string) =>
  firestore()
    .collection(COLLECTIONS.erasures)
    .doc(createHash('sha256').update(emailKey(email)).digest('hex'));

/** The marker of an erasure claimed and not yet finished, if any. */
export async function readErasure(email: string): Promise<ErasureDoc | null> {
  return ((await erasureRef(email).get()).data() as ErasureDoc | undefined) ?? null;
}

/** The marker `erasures/{id}`, if it is still there. */
export async function readErasureById(id: string): Promise<ErasureDoc | null> {
  return ((await firestore().collection(COLLECTIONS.erasures).doc(id).get()).data() as ErasureDoc | undefined) ?? null;
}

/** The marker of an erasure claimed now: the person is named `alias` from here on. */
function newErasure(
  type: UserType,
  email: string,
  files: ErasureDoc['files'],
  rest: Pick<ErasureDoc, 'folders' | 'matchedWith' | 'phoneAccount'>,
  now: number,
): ErasureDoc {
  const alias = `erased-${firestore().collection(COLLECTIONS.erasures).doc().id}`;
  return { type, email: emailKey(email), alias, files, ...rest, claimedAt: now, finishBy: now + ERASURE_FINISH_MS };
}

/**
 * Claims the erasure of the application held for `email`, while no account holds the address:
 * the application goes (and its count in the figures) with its codes, and the passes take its
 * replacements and the audit's mention of the address. The marker, or null when there is no
 * such application and no erasure under way.
 */
export function claimApplicationErasure(email: string, now: number): Promise<ErasureDoc | null> {
  const marker = erasureRef(email);
  return inTransaction(async (tx) => {
    const claimed = await tx.get(marker);
    if (claimed.exists) return claimed.data() as ErasureDoc;
    const application = (await tx.get(applicationRef(email))).data();
    if (!application || (await personIn(tx, 'volunteer', email))) return null;
    tx.delete(applicationRef(email));
    tx.delete(
      firestore()
        .collection(COLLECTIONS.otps)
        .doc(`volunteer:${emailKey(email)}`),
    );
    addToRecord(tx, { figures: statusMove(application.status, null), city: cityOf(application) });
    const files = [application.resume?.path].filter((path): path is string => Boolean(path));
    const doc = newErasure(
      'volunteer',
      email,
      files,
      { folders: [`resumes/${emailKey(email)}/`], matchedWith: [], phoneAccount: null },
      now,
    );
    tx.create(marker, doc);
    return doc;
  });
}

/**
 * Claims the erasure of `email`, registered as `type`: the marker, or null when there is no
 * such person and no erasure under way. Of calls at once, one claims it; the others find its marker.
 * `check` sees the person as this commit reads them; what it throws refuses the claim, nothing written.
 */
export function claimErasure(
  type: UserType,
  email: string,
  now: number,
  check: (person: VolunteerDoc | SeniorDoc) => void = () => {},
): Promise<ErasureDoc | null> {
  const db = firestore();
  const marker = erasureRef(email);
  return inTransaction(async (tx) => {
    const claimed = await tx.get(marker);
    if (claimed.exists) return claimed.data() as ErasureDoc;
    const person = await personIn(tx, type, email);
    if (!person) return null;
    check(person);
    const link = type === 'volunteer' ? (person as VolunteerDoc).senior : (person as SeniorDoc).volunteer;
    const other = link ? await personIn(tx, OTHER[type], link.email) : null;
    const otherLink = other && (type === 'volunteer' ? (other as SeniorDoc).volunteer : (other as VolunteerDoc).senior);
    const application = type === 'volunteer' ? (await tx.get(applicationRef(email))).data() : undefined;
    const matches = (await tx.get(db.collection(COLLECTIONS.matches).doc(emailKey(email)))).data();
    const unlinked = link && otherLink?.email === emailKey(email);
    // A volunteer's card goes from his senior's family views with him.
    const family = type === 'volunteer' && unlinked ? await joinedIn(tx, link.email) : [];

    deletePersonIn(tx, type, email, person);
    // The volunteer's document carries the link the figures count, in his district.
    const counted = type === 'volunteer' ? link : otherLink?.email === emailKey(email) ? otherLink : null;
    if (counted) addToRecord(tx, { figures: { [LINK_FIGURE[counted.status]]: -1 }, city: cityOf(type === 'volunteer' ? person : other) });
    if (link && unlinked) {
      const cleared = type === 'volunteer' ? { volunteer: null } : { senior: null, ...linkFields(null) };
      tx.update(personRef(OTHER[type], link.email), cleared as UpdateData<DocumentData>);
      for (const { member, parts } of family) if (parts.includes('volunteer')) updateViewIn(tx, link.email, member, { volunteer: null });
    }
    if (application) {
      tx.delete(applicationRef(email));
      addToRecord(tx, { figures: statusMove(application.status, null), city: cityOf(application) });
    }
    tx.delete(db.collection(COLLECTIONS.matches).doc(emailKey(email)));
    tx.delete(db.collection(COLLECTIONS.identityChecks).doc(emailKey(email)));
    for (const role of ['volunteer', 'senior'] as const) tx.delete(db.collection(COLLECTIONS.otps).doc(`${role}:${emailKey(email)}`));

    const volunteer = type === 'volunteer' ? (person as VolunteerDoc) : null;
    const files = [volunteer?.cv?.path, volunteer?.photo?.path, application?.resume?.path].filter((path): path is string => Boolean(path));
    const doc = newErasure(
      type,
      email,
      files,
      {
        folders: type === 'volunteer' ? [`resumes/${emailKey(email)}/`, `photos/${emailKey(email)}/`] : [],
        matchedWith: (matches?.items ?? []).map((item: { email: string }) => item.email),
        phoneAccount: person.phoneAccount ?? null,
      },
      now,
    );
    tx.create(marker, doc);
    return doc;
  });
}

/** What one pass does to each document its query finds: delete it, or change these fields. */
type Step = (data: DocumentData) => 'delete' | UpdateData<DocumentData>;

/** Applies `step` to what `query` finds, a batch at a time, until it finds nothing more. */
async function drain(query: Query, step: Step): Promise<void> {
  for (;;) {
    const page = await query.limit(BATCH).get();
    if (page.empty) return;
    const batch = firestore().batch();
    for (const doc of page.docs) {
      const change = step(doc.data());
      if (change === 'delete') batch.delete(doc.ref);
      else batch.update(doc.ref, change);
    }
    await batch.commit();
    if (page.size < BATCH) return;
  }
}

/**
 * Takes what the claim left, pass by pass: a visit keeps its date and hours for the other side's
 * record, naming the person by their alias (one still to come is cancelled, his note goes);
 * her words on visits and her calls for help go, his name on them gives way to the alias; the
 * pair's document goes, as do her family circle and their places in others' circles; the audit
 * of staff actions names the alias; the contact form's messages, their grievances and a
 * replacement application go; others' lists of matches and `apartFrom` lose them.
 */
export async function erasurePasses({ type, email, alias, matchedWith }: ErasureDoc, now: number): Promise<void> {
  const db = firestore();
  const other = OTHER[type];
  const renamed =
    (fields: UpdateData<DocumentData>): Step =>
    () =>
      fields;
  await drain(db.collection(COLLECTIONS.visits).where(type, '==', email), (visit) => ({
    [type]: alias,
    pair: type === 'volunteer' ? `${alias}>${visit.senior}` : `${visit.volunteer}>${alias}`,
    ...(type === 'volunteer' && { note: '' }),
    ...(visit.status === VISIT_STATUS.scheduled && visit.endAt >= now && { status: VISIT_STATUS.cancelled, cancelledAt: now }),
  }));
  const senior = type === 'senior';
  await drain(db.collection(COLLECTIONS.visitFeedback).where(type, '==', email), senior ? () => 'delete' : renamed({ volunteer: alias }));
  await drain(db.collection(COLLECTIONS.concerns).where(type, '==', email), senior ? () => 'delete' : renamed({ volunteer: alias }));
  await drain(db.collection(COLLECTIONS.pairs).where(type, '==', email), () => 'delete');
  // Her family circle, and the circles they were in: memberships first, so none joins meanwhile.
  for (const name of [COLLECTIONS.circles, COLLECTIONS.familyViews]) {
    for (const side of ['senior', 'member'] as const) await drain(db.collection(name).where(side, '==', email), () => 'delete');
  }
  await drain(db.collection(COLLECTIONS.audit).where('email', '==', email), renamed({ email: alias }));
  await drain(db.collection(COLLECTIONS.audit).where('details.senior', '==', email), renamed({ 'details.senior': alias }));
  await drain(db.collection(COLLECTIONS.messages).where('email', '==', email), () => 'delete');
  await drain(db.collection(COLLECTIONS.grievances).where('email', '==', email), () => 'delete');
  await drain(db.collection(COLLECTIONS.applicationReplacements).where('application.email', '==', email), () => 'delete');
  const otherSide = other === 'volunteer' ? COLLECTIONS.volunteers : COLLECTIONS.seniors;
  await drain(db.collection(otherSide).where('apartFrom', 'array-contains', email), renamed({ apartFrom: FieldValue.arrayRemove(email) }));
  await Promise.all(
    matchedWith.map((them) =>
      db.runTransaction(async (tx) => {
        const ref = db.collection(COLLECTIONS.matches).doc(them);
        const items = ((await tx.get(ref)).data()?.items ?? []) as { email: string }[];
        const kept = items.filter((item) => item.email !== email);
        if (kept.length !== items.length) tx.update(ref, { items: kept });
      }),
    ),
  );
}

/** Files a message's attachment is kept at, of the messages `erasurePasses` will delete. */
export async function messageFilesOf(email: string): Promise<string[]> {
  const found = await firestore().collection(COLLECTIONS.messages).where('email', '==', email).limit(BATCH).get();
  return found.docs.map((doc) => doc.data().attachment?.path).filter((path): path is string => typeof path === 'string');
}

/** The erasure is finished: its marker, the last thing that named the person, goes. */
export async function endErasure(email: string): Promise<void> {
  await erasureRef(email).delete();
}
