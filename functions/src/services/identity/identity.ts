/**
 * A person is who they proved (docs/decisions/0026-a-person-is-who-they-proved.md): the one
 * place that decides what a proof may create, join or open. A proof is what a request showed:
 * an e-mail (a code mailed to it, used; a signed link mailed to it) or a mobile number (a fresh
 * SMS sign-in). An identifier nobody proved (an e-mail typed into a registration by SMS, a phone
 * typed into a form) never blocks, joins, outranks or opens what belongs to the one who proves
 * it. Every way into an account goes through here: e-mail codes and their one-tap links
 * (sign-in.ts), SMS (phone-sign-in.ts), both registrations and the acceptance link
 * (people/registration.ts), and a profile's phone (people/profiles.ts).
 *
 * The API: prove* read a proof (or refuse); refuseIfOwned guards an e-mail someone proved;
 * openAccount registers with what was proven and sessionFor answers its session; enterByEmail
 * and enterByPhone sign in; phoneKeyOnSave and keepDetails are the phone's part of a profile.
 */
import { PHONE_SIGN_IN, type UserType } from '@gh/common/constants';
import type { DetailsReview, SeniorDoc, VolunteerDoc } from '@gh/common/documents';
import { indianPhoneKey } from '@gh/common/schemas';
import type { UpdateData } from 'firebase-admin/firestore';
import { linkSecret } from '../../config.ts';
import { cityOf, moveInRecord } from '../../store/admin-record.ts';
import { inTransaction, type Transaction } from '../../store/firebase.ts';
import {
  createPersonIn,
  deletePersonIn,
  holderIn,
  personFigures,
  readHolder,
  removed,
  updatePersonIn,
  type Holder,
  type PersonDocs,
} from '../../store/people.ts';
import type { ErrorCode } from '@gh/common/errors';
import { ServiceError } from '../errors.ts';
import { unlinkPair } from '../pairs/links.ts';
import { keepMatchesCurrent } from '../pairs/matching.ts';
import { registeredPerson } from '../people/people.ts';
import { customTokenFor, endPhoneSessions, phoneAccountToken, provenPhoneOf } from './accounts.ts';
import { readInviteToken } from './invite-links.ts';
import { newPhoneAccount } from './member-identity.ts';
import { redeemCode } from './otp.ts';
import type { CodeRole } from '../../store/otps.ts';
import type { OtpPurpose } from '../mail/otp-mail.ts';

/** The request proved it holds this e-mail: a code mailed to it was used, or a link mailed to it opened. */
export interface EmailProof {
  kind: 'email';
  email: string;
}

/** The request proved it holds this mobile number (`+91` and ten digits): a fresh SMS sign-in. */
export interface PhoneProof {
  kind: 'phone';
  phoneKey: string;
}

export type Proof = EmailProof | PhoneProof;

type PersonDoc = VolunteerDoc | SeniorDoc;

/** Uses the code mailed to `email` for `purpose`; answers the proof and the registration that waited with the code. */
export async function proveEmailByCode(type: CodeRole, email: string, purpose: OtpPurpose, code: string) {
  const pending = await redeemCode(type, email, purpose, code);
  return { proof: { kind: 'email', email } satisfies EmailProof, pending };
}

/** The acceptance mail's registration link (`token`), for `email`: it reached that address. */
export function proveEmailByInvite(token: string, email: string, now = Date.now()): EmailProof {
  const invite = readInviteToken(token, linkSecret(), now);
  if (invite.check === 'expired') throw new ServiceError('inviteExpired');
  if (invite.check !== 'ok' || invite.email !== email) throw new ServiceError('inviteInvalid');
  return { kind: 'email', email };
}

/** The number a fresh Firebase phone sign-in (`idToken`) proves. */
export async function provePhone(idToken: string): Promise<PhoneProof> {
  const proven = await provenPhoneOf(idToken, PHONE_SIGN_IN.proofMaxAgeMs);
  const phoneKey = proven && indianPhoneKey(proven);
  if (!phoneKey) throw new ServiceError('phoneProofInvalid');
  return { kind: 'phone', phoneKey };
}

const provesEmail = (proofs: readonly Proof[], email: string) => proofs.some((proof) => proof.kind === 'email' && proof.email === email);

/** Someone proved this e-mail: a person holds it whose e-mail is not marked unproven. */
const owns = (holder: Holder | null) => holder !== null && holder.doc.emailProven !== false;

/**
 * Refuses (`code`, the spec's 409 'email id already exists' unless named) an e-mail someone has
 * proven. An account registered with it unproven is no refusal: its owner may still register.
 */
export async function refuseIfOwned(email: string, code: ErrorCode = 'emailExists'): Promise<void> {
  if (owns(await readHolder(email))) throw new ServiceError(code);
}

/** What the owner proving her e-mail is shown of an account a phone registered with it. */
const reviewOf = (doc: PersonDoc, now: number): DetailsReview => ({ phone: doc.phone, registeredAt: doc.createdAt, at: now });

/** The fields that make an account the owner's: proven, no phone account, the details to review. */
const ownersNow = (doc: PersonDoc, now: number) => ({ emailProven: removed(), phoneAccount: removed(), review: reviewOf(doc, now) });

/** A registration form's own fields on a new document (not its links, trial, figures or history). */
const FORM_FIELDS = [
  'name',
  'phone',
  'phoneKey',
  'dob',
  'address',
  'city',
  'cityKey',
  'state',
  'zipcode',
  'emergencycontact',
  'search',
  'lang',
  'skills',
  'availability',
  'experience',
  'specialneeds',
  'interests',
  'services',
  'contactOnCheckIn',
] as const;
const formFieldsOf = (doc: PersonDoc) =>
  Object.fromEntries(
    FORM_FIELDS.filter((field) => field in doc).map((field) => [field, (doc as unknown as Record<string, unknown>)[field]]),
  );

const isLinked = ({ type, doc }: Holder) => (type === 'volunteer' ? doc.senior !== null : doc.volunteer !== null);

/**
 * Ends the pair of an unproven account of the other side before its owner's registration
 * closes it: its visits to come are cancelled and the other person is told, as for any ended pair.
 */
async function freeOfItsPair(holder: Holder): Promise<void> {
  if (!isLinked(holder)) return;
  const { type, doc } = holder;
  const [volunteer, senior] = type === 'volunteer' ? [doc.email, doc.senior!.email] : [doc.volunteer!.email, doc.email];
  await unlinkPair(volunteer, senior, 'The account was closed: the owner of its e-mail registered.', 'identity').catch((error: unknown) => {
    // Ended by someone else in the meantime: the registration below reads it as it is now.
    if (!(error instanceof ServiceError)) throw error;
  });
}

/** What openAccount did: the document as stored, and the unproven account it took the place of, if any. */
export interface Opened<T extends UserType> {
  doc: PersonDocs[T];
  replaced: Holder | null;
}

/**
 * Registers `doc` (built from the form) as `type` with what the request proved, in one commit
 * that reads both sides of the e-mail:
 * - a volunteer needs the e-mail proven (the acceptance link or a code mailed to it), whatever
 *   else was (403 `emailProofNeeded`);
 * - an e-mail someone proved is theirs: 409 `emailExists`, as is one held unproven when this
 *   request did not prove it either (the first registration by SMS keeps it);
 * - proven by this request, an account registered with it unproven becomes the owner's: on the
 *   same side her form replaces what it held (its links and history stay, and what it had been
 *   registered with waits for her review), on the other side it is closed (its pair ended
 *   first); either way the phone account that held it ends, with all its sessions;
 * - unproven (a volunteer never), it is marked so and given a phone account to sign in to.
 * `alsoWhenNew` writes, in the same commit, what goes with a person newly created as `type`.
 */
export async function openAccount<T extends UserType>(
  type: T,
  doc: PersonDocs[T],
  proofs: readonly Proof[],
  now = Date.now(),
  alsoWhenNew?: (tx: Transaction) => void,
): Promise<Opened<T>> {
  const { email } = doc;
  const proven = provesEmail(proofs, email);
  if (type === 'volunteer' && !proven) throw new ServiceError('emailProofNeeded');
  const held = await readHolder(email);
  if (held && (owns(held) || !proven)) throw new ServiceError('emailExists');
  if (held && held.type !== type) await freeOfItsPair(held);

  const opened = await inTransaction(async (tx): Promise<Opened<T>> => {
    const holder = await holderIn(tx, email);
    if (holder && (owns(holder) || !proven)) throw new ServiceError('emailExists');
    if (!holder) {
      const stored = (proven ? doc : { ...doc, emailProven: false, phoneAccount: newPhoneAccount() }) as PersonDocs[T];
      createPersonIn(tx, type, stored);
      alsoWhenNew?.(tx);
      return { doc: stored, replaced: null };
    }
    if (holder.type === type) {
      const { emailProven: _unproven, phoneAccount: _phone, ...kept } = holder.doc;
      const fields = { ...formFieldsOf(doc), ...ownersNow(holder.doc, now) };
      updatePersonIn(tx, type, email, fields as UpdateData<PersonDocs[T]>);
      moveInRecord(tx, personFigures(type, holder.doc), cityOf(holder.doc), cityOf(doc));
      return { doc: { ...kept, ...formFieldsOf(doc), review: reviewOf(holder.doc, now) } as PersonDocs[T], replaced: holder };
    }
    // Linked again since its pair was ended: refused rather than closing a pair unannounced.
    if (isLinked(holder)) throw new ServiceError('emailExists');
    deletePersonIn(tx, holder.type, email, holder.doc);
    createPersonIn(tx, type, doc);
    alsoWhenNew?.(tx);
    return { doc, replaced: holder };
  });
  const { replaced } = opened;
  if (replaced) await endPhoneSessions(replaced.doc.phoneAccount, email);
  if (replaced && replaced.type !== type) await keepMatchesCurrent(replaced.type, replaced.doc, null);
  return opened;
}

/** The custom token of `doc`'s account: the member account of a proven e-mail, else its phone account. */
export async function sessionFor(type: UserType, doc: PersonDoc): Promise<string> {
  if (doc.emailProven !== false) return customTokenFor(doc.email, type);
  if (doc.phoneAccount) return phoneAccountToken(doc.phoneAccount, doc.email, type);
  // Registered by SMS before phone accounts: given one now, as a registration would be.
  const uid = await inTransaction(async (tx) => {
    const holder = await holderIn(tx, doc.email);
    if (holder?.type !== type || holder.doc.emailProven !== false) return null;
    if (holder.doc.phoneAccount) return holder.doc.phoneAccount;
    const made = newPhoneAccount();
    updatePersonIn(tx, type, doc.email, { phoneAccount: made });
    return made;
  });
  if (!uid) throw new ServiceError('phoneNotRegistered');
  return phoneAccountToken(uid, doc.email, type);
}

/**
 * Signs in the owner of `proof`'s e-mail registered as `type` (404 in the spec's words when
 * not). An account registered with it unproven becomes hers here, in one commit: marked proven,
 * its phone account gone (every session of that phone ends at once) and its phone signing
 * nothing in until she keeps or corrects the details it entered, which wait for her review.
 */
export async function enterByEmail<T extends UserType>(
  type: T,
  proof: EmailProof,
  now = Date.now(),
): Promise<{ doc: PersonDocs[T]; token: string }> {
  const found = await registeredPerson(type, proof.email);
  let doc = found;
  if (found.emailProven === false) {
    const taken = await inTransaction(async (tx) => {
      const holder = await holderIn(tx, proof.email);
      if (holder?.type !== type) return null;
      if (owns(holder)) return { doc: holder.doc as PersonDocs[T], took: false, phoneAccount: undefined };
      updatePersonIn(tx, type, proof.email, { ...ownersNow(holder.doc, now), phoneKey: null } as UpdateData<PersonDocs[T]>);
      const { emailProven: _unproven, phoneAccount, ...kept } = holder.doc;
      return { doc: { ...kept, phoneKey: null, review: reviewOf(holder.doc, now) } as PersonDocs[T], took: true, phoneAccount };
    });
    if (!taken) return enterByEmail(type, proof, now);
    if (taken.took) await endPhoneSessions(taken.phoneAccount, proof.email);
    doc = taken.doc;
  }
  return { doc, token: await customTokenFor(proof.email, type) };
}

/**
 * Signs in the person `doc` (registered as `type`) with a phone proof: only while their phone
 * is the number proven now (a proof proves a number, never a person), to their member account,
 * or to the phone account of an e-mail nobody has proven.
 */
export async function enterByPhone(type: UserType, doc: PersonDoc, proof: PhoneProof): Promise<string> {
  if (doc.phoneKey !== proof.phoneKey) throw new ServiceError('forbidden');
  return sessionFor(type, doc);
}

/**
 * The phone key a profile save writes (`sent`: the phone the form sent, if any). While the
 * details of an account a phone registered wait for the owner's review, that phone signs
 * nothing in: a save that sends a phone ends the review and makes that number the one; one
 * that sends none keeps both as they are.
 */
export function phoneKeyOnSave(before: PersonDoc, sent: string | undefined) {
  if (!before.review) return { phoneKey: indianPhoneKey(sent ?? before.phone) };
  return sent === undefined ? { phoneKey: null } : { phoneKey: indianPhoneKey(sent), review: removed() };
}

/**
 * The owner keeps the details an account was registered with as they are: the review ends and
 * its phone signs in again, as she chose. Nothing to review: nothing changes.
 */
export async function keepDetails(email: string): Promise<void> {
  const kept = await inTransaction(async (tx) => {
    const holder = await holderIn(tx, email);
    if (!holder) return false;
    if (holder.doc.review) updatePersonIn(tx, holder.type, email, { review: removed(), phoneKey: indianPhoneKey(holder.doc.phone) });
    return true;
  });
  if (!kept) throw new ServiceError('notFound');
}
