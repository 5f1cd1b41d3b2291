/**
 * The volunteer-senior link on both people's documents (design.md, Data), and the claims in
 * `linkClaims` that decide races: a volunteer, a senior and a visit can each be claimed once.
 * The local emulator neither isolates transactions nor applies a commit's writes all or none,
 * so each claim is its own create() (whose precondition it does check); on Firestore the same
 * code is correct as well.
 */
import { linkFields } from '@gh/common/admin-fields';
import { COLLECTIONS, LINK_STATUS } from '@gh/common/constants';
import { linkClaimId, type ClosedRequest, type Link, type LinkClaimKind } from '@gh/common/documents';
import { addToRecord, type RecordedChange } from './admin-record.ts';
import { emailKey, firestore } from './firebase.ts';
import { createIfAbsent } from './writes.ts';

const claimsOf = () => firestore().collection(COLLECTIONS.linkClaims);
const claimRef = (kind: LinkClaimKind, emails: string[]) => claimsOf().doc(linkClaimId(kind, ...emails.map(emailKey)));
/**
 * One link between two people (its request time tells a later one apart) can be declined
 * ('answer') or ended by the admin ('unlink') once.
 */
type EndKind = Extract<LinkClaimKind, 'answer' | 'unlink'>;
const declineRef = (volunteerEmail: string, seniorEmail: string, reqTime: number, kind: EndKind) =>
  claimsOf().doc(linkClaimId(kind, emailKey(volunteerEmail), emailKey(seniorEmail), String(reqTime)));

/** Makes the claim; true when this call made it, false when it was made before. */
export function claim(kind: LinkClaimKind, emails: string[], data: Record<string, unknown>): Promise<boolean> {
  return createIfAbsent(claimRef(kind, emails), data);
}

/** Gives up a claim this call made but could not complete. */
export async function release(kind: LinkClaimKind, emails: string[]): Promise<void> {
  await claimRef(kind, emails).delete();
}

/** Claims the end (a No, an unlink) of the link of `reqTime`; true when this call made the claim. */
export function claimDecline(volunteerEmail: string, seniorEmail: string, reqTime: number, at: number, kind: EndKind = 'answer'): Promise<boolean> {
  return createIfAbsent(declineRef(volunteerEmail, seniorEmail, reqTime, kind), { at });
}

/** Gives up a claimed end that could not be completed, so it can be asked again. */
export async function releaseDecline(volunteerEmail: string, seniorEmail: string, reqTime: number, kind: EndKind = 'answer'): Promise<void> {
  await declineRef(volunteerEmail, seniorEmail, reqTime, kind).delete();
}

/** What a claim holds, or null when nobody made it. */
export async function claimData(kind: LinkClaimKind, emails: string[]): Promise<Record<string, unknown> | null> {
  return (await claimRef(kind, emails).get()).data() ?? null;
}

const volunteerRef = (email: string) => firestore().collection(COLLECTIONS.volunteers).doc(emailKey(email));
const seniorRef = (email: string) => firestore().collection(COLLECTIONS.seniors).doc(emailKey(email));

/**
 * Records the senior's Yes on both links, if they are still the Requested link of `reqTime`
 * between these two; false when they are not (ended or assigned meanwhile).
 */
export async function recordYes(volunteerEmail: string, seniorEmail: string, reqTime: number, at: number): Promise<boolean> {
  const db = firestore();
  return db.runTransaction(async (tx) => {
    const [v, s] = await Promise.all([tx.get(volunteerRef(volunteerEmail)), tx.get(seniorRef(seniorEmail))]);
    const onVolunteer = v.get('senior') as Link | null | undefined;
    const onSenior = s.get('volunteer') as Link | null | undefined;
    const current = (link: Link | null | undefined, email: string) =>
      link?.email === email && link.reqTime === reqTime && link.status === LINK_STATUS.requested;
    if (!current(onVolunteer, seniorEmail) || !current(onSenior, volunteerEmail)) return false;
    if (onSenior?.answer === 'yes') return true;
    tx.update(volunteerRef(volunteerEmail), { 'senior.answer': 'yes', 'senior.ansTime': at });
    tx.update(seniorRef(seniorEmail), { 'volunteer.answer': 'yes', 'volunteer.ansTime': at });
    return true;
  });
}

/**
 * Ends the link on both documents, leaving the volunteer a kind note of who said No (if anyone
 * did); the figure of the link's state (read in the same transaction) goes down in the same
 * commit, with the admin's audit entry when the admin ended it.
 */
export async function endLink(
  volunteerEmail: string, seniorEmail: string, closedRequest?: ClosedRequest, audit?: RecordedChange['audit'],
): Promise<void> {
  const db = firestore();
  await db.runTransaction(async (tx) => {
    const ended = (await tx.get(volunteerRef(volunteerEmail))).get('senior.status') as string | undefined;
    tx.update(volunteerRef(volunteerEmail), { senior: null, ...linkFields(null), ...(closedRequest && { closedRequest }) });
    tx.update(seniorRef(seniorEmail), { volunteer: null });
    const figure = ended === LINK_STATUS.assigned ? 'assigned' : ended === LINK_STATUS.requested ? 'requested' : null;
    addToRecord(tx, { ...(figure && { figures: { [figure]: -1 } }), audit });
  });
}

/**
 * Writes each side's view of the link onto both documents at once, with what the change adds
 * to the record (the figures of the link states, the admin's audit entry). Callers hold the
 * claim that lets only one of them make this change.
 */
export async function writeLinks(
  volunteerEmail: string, seniorEmail: string, onVolunteer: Link, onSenior: Link, change: RecordedChange,
): Promise<void> {
  const db = firestore();
  await db.runTransaction(async (tx) => {
    tx.update(volunteerRef(volunteerEmail), { senior: onVolunteer, ...linkFields(onVolunteer) });
    tx.update(seniorRef(seniorEmail), { volunteer: onSenior });
    addToRecord(tx, change);
  });
}

/**
 * Writes both sides' views of the link if each side still holds the link it had (its request
 * time, as read before): a visit changed while the admin ended the pair must not bring the link
 * back; false if not. `change` is what the caller's change adds to the record.
 */
export async function rewriteLinks(
  volunteerEmail: string, seniorEmail: string, onVolunteer: Link, onSenior: Link, change: RecordedChange = {},
): Promise<boolean> {
  const db = firestore();
  return db.runTransaction(async (tx) => {
    const [v, s] = await Promise.all([tx.get(volunteerRef(volunteerEmail)), tx.get(seniorRef(seniorEmail))]);
    const current = (link: Link | null | undefined, view: Link) => link?.email === view.email && link.reqTime === view.reqTime;
    if (!current(v.get('senior') as Link | null | undefined, onVolunteer) || !current(s.get('volunteer') as Link | null | undefined, onSenior)) return false;
    tx.update(volunteerRef(volunteerEmail), { senior: onVolunteer, ...linkFields(onVolunteer) });
    tx.update(seniorRef(seniorEmail), { volunteer: onSenior });
    addToRecord(tx, change);
    return true;
  });
}
