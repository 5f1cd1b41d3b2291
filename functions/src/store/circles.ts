/**
 * `circles/{senior}|{member}`: who is invited into, or in, a senior's family circle (readable
 * by her and the admin), and `familyViews/{senior}|{member}`: what a joined member reads
 * (readable by that member alone). Written only here, a view always in the commit that changes
 * its membership, so nobody reads a view without the membership that allows it.
 */
import { FieldValue } from 'firebase-admin/firestore';
import {
  CIRCLE_MAX_MEMBERS,
  circleDocId,
  isPhoneMember,
  type CircleMemberDoc,
  type FamilyNotice,
  type FamilyViewDoc,
} from '@gh/common/circle';
import { consentKey, type ConsentRecord } from '@gh/common/consent';
import type { Lang } from '@gh/common/i18n';
import { COLLECTIONS } from '@gh/common/constants';
import { indianPhoneKey } from '@gh/common/schemas';
import { typedCollection } from './converters.ts';
import { emailKey, inTransaction, type Transaction } from './firebase.ts';

const circles = () => typedCollection<CircleMemberDoc>(COLLECTIONS.circles);
/** A membership's key: the member's e-mail, or the number's key of an invitation by mobile. */
const memberKey = (member: string) => (isPhoneMember(member) && indianPhoneKey(member) === member ? member : emailKey(member));
const circleRef = (senior: string, member: string) => circles().doc(circleDocId(emailKey(senior), memberKey(member)));
const viewRef = (senior: string, member: string) =>
  typedCollection<FamilyViewDoc>(COLLECTIONS.familyViews).doc(circleDocId(emailKey(senior), memberKey(member)));

/** One past the most a circle holds, so a query at this limit sees a circle that is too big. */
const CIRCLE_QUERY_LIMIT = CIRCLE_MAX_MEMBERS + 1;
const circleOf = (senior: string) => circles().where('senior', '==', emailKey(senior)).limit(CIRCLE_QUERY_LIMIT);

/** The people invited into `senior`'s circle or in it. */
export async function readCircle(senior: string): Promise<CircleMemberDoc[]> {
  return (await circleOf(senior).get()).docs.map((doc) => doc.data());
}

/** The most of a person's places in others' circles one read gives (a circle holds five; a person is in few). */
export const MEMBERSHIPS_READ_MAX = 50;

/** The circles `member` is invited into or in, at most MEMBERSHIPS_READ_MAX. */
export async function membershipsOf(member: string): Promise<CircleMemberDoc[]> {
  return (await circles().where('member', '==', emailKey(member)).limit(MEMBERSHIPS_READ_MAX).get()).docs.map((doc) => doc.data());
}

/** Whether `member` has joined any senior's circle. */
export async function inAnyCircle(member: string): Promise<boolean> {
  const found = await circles().where('member', '==', emailKey(member)).where('status', '==', 'joined').limit(1).get();
  return !found.empty;
}

/**
 * The memberships with mobile number `phoneKey` of status `status`, at most MEMBERSHIPS_READ_MAX:
 * the invitations by mobile waiting for it, or the memberships joined with it.
 */
export async function membershipsOfPhone(phoneKey: string, status: CircleMemberDoc['status']): Promise<CircleMemberDoc[]> {
  const found = await circles().where('phoneKey', '==', phoneKey).where('status', '==', status).limit(MEMBERSHIPS_READ_MAX).get();
  return found.docs.map((doc) => doc.data());
}

/** The view `member` reads of `senior`'s circle, or null: they never joined it, or left it. */
export async function readView(senior: string, member: string): Promise<FamilyViewDoc | null> {
  return (await viewRef(senior, member).get()).data() ?? null;
}

/** The open invitation `inviteId` names, or null. */
export async function readInvitation(inviteId: string): Promise<CircleMemberDoc | null> {
  const found = await circles().where('inviteId', '==', inviteId).limit(1).get();
  return found.docs[0]?.data() ?? null;
}

/**
 * Reads `senior`'s circle and stores the membership `decide` makes of it for `member` (or
 * nothing, when it answers undefined), in one transaction: of invitations at once, each
 * decides on the circle the ones before it left, so the circle never outgrows its limit.
 */
export async function changeMembership(
  senior: string,
  member: string,
  decide: (circle: CircleMemberDoc[], current: CircleMemberDoc | null) => CircleMemberDoc | undefined,
): Promise<CircleMemberDoc | undefined> {
  const ref = circleRef(senior, member);
  return inTransaction(async (tx) => {
    const [circle, current] = await Promise.all([tx.get(circleOf(senior)), tx.get(ref)]);
    const next = decide(
      circle.docs.map((doc) => doc.data()),
      current.data() ?? null,
    );
    if (next) tx.set(ref, next);
    return next;
  });
}

/** The joined members of `senior`'s circle as `tx` reads them. */
export async function joinedIn(tx: Transaction, senior: string): Promise<CircleMemberDoc[]> {
  return (await tx.get(circleOf(senior))).docs.map((doc) => doc.data()).filter((membership) => membership.status === 'joined');
}

/** Changes fields of the view of a joined member (joinedIn read the membership, so the view exists). */
export function updateViewIn(tx: Transaction, senior: string, member: string, fields: Partial<FamilyViewDoc>): void {
  tx.update(viewRef(senior, member), fields);
}

/**
 * Makes the open invitation `inviteId` of `member` to `senior`'s circle a membership (with
 * `fields` of the member's own), with the view `viewOf` makes of it (reading what it needs in the same transaction), in one commit. Answers the membership, or null when that
 * invitation is not open (taken back, replaced, or joined already).
 */
export async function joinCircle(
  senior: string,
  member: string,
  inviteId: string,
  viewOf: (joined: CircleMemberDoc, tx: Transaction) => Promise<FamilyViewDoc>,
  fields: (invited: CircleMemberDoc) => Pick<CircleMemberDoc, 'notices' | 'lang' | 'consents'>,
  now: number,
): Promise<CircleMemberDoc | null> {
  const ref = circleRef(senior, member);
  return inTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    if (current?.status !== 'invited' || current.inviteId !== inviteId) return null;
    const joined: CircleMemberDoc = { ...current, ...fields(current), status: 'joined', joinedAt: now };
    const view = await viewOf(joined, tx);
    tx.set(ref, joined);
    tx.set(viewRef(senior, member), view);
    return joined;
  });
}

/** Why an invitation by mobile did not become a membership: not open (taken back, replaced, joined), or the e-mail is in her circle. */
export type PhoneJoinRefusal = 'notOpen' | 'memberExists';

/**
 * Makes the open invitation `inviteId` of mobile number `phoneKey` to `senior`'s circle the
 * membership of `email` (proven by the caller), which keeps the number: the invitation's
 * document goes and the membership's (keyed by the e-mail, as every membership is) comes with
 * its view, in one commit. An open invitation of the same e-mail is replaced by it; a joined
 * one refuses. Answers the membership, or why not.
 */
export async function joinCircleByPhone(
  senior: string,
  phoneKey: string,
  inviteId: string,
  email: string,
  viewOf: (joined: CircleMemberDoc, tx: Transaction) => Promise<FamilyViewDoc>,
  fields: (invited: CircleMemberDoc) => Pick<CircleMemberDoc, 'notices' | 'lang' | 'consents'>,
  now: number,
): Promise<CircleMemberDoc | PhoneJoinRefusal> {
  const invitationRef = circleRef(senior, phoneKey);
  const ref = circleRef(senior, email);
  return inTransaction(async (tx) => {
    const [invited, current] = await Promise.all([tx.get(invitationRef), tx.get(ref)]);
    const invitation = invited.data();
    if (invitation?.status !== 'invited' || invitation.inviteId !== inviteId || invitation.phoneKey !== phoneKey) return 'notOpen';
    if (current.data()?.status === 'joined') return 'memberExists';
    const joined: CircleMemberDoc = { ...invitation, ...fields(invitation), member: emailKey(email), status: 'joined', joinedAt: now };
    const view = await viewOf(joined, tx);
    tx.delete(invitationRef);
    tx.set(ref, joined);
    tx.set(viewRef(senior, email), view);
    return joined;
  });
}

/**
 * Stores a joined member's choice of e-mails about `senior` (`choose` keeps it within the parts
 * the membership allows) and their language, on the membership and the view in one commit.
 * Answers the notices stored, or null when `member` is not a joined member of her circle.
 */
export async function chooseNotices(
  senior: string,
  member: string,
  choose: (joined: CircleMemberDoc) => FamilyNotice[],
  lang: Lang,
): Promise<FamilyNotice[] | null> {
  const ref = circleRef(senior, member);
  return inTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    if (current?.status !== 'joined') return null;
    const notices = choose(current);
    tx.update(ref, { notices, lang });
    tx.update(viewRef(senior, member), { notices, lang });
    return notices;
  });
}

/**
 * Adds `consent` to each circle `member` has joined that holds no agreement to its version, and
 * raises each view's `noticeVersion`, in one commit (so of twenty calls at once, each agreement
 * is kept once). Answers how many circles they are in: none means there was nothing to agree to.
 */
export async function agreeInCircles(member: string, consent: ConsentRecord): Promise<number> {
  const joined = circles().where('member', '==', emailKey(member)).where('status', '==', 'joined').limit(MEMBERSHIPS_READ_MAX);
  const key = consentKey(consent.version);
  return inTransaction(async (tx) => {
    const memberships = (await tx.get(joined)).docs.map((doc) => doc.data());
    for (const { senior } of memberships.filter(({ consents }) => !consents?.[key])) {
      tx.update(circleRef(senior, member), { [`consents.${key}`]: consent });
      tx.update(viewRef(senior, member), { noticeVersion: consent.version });
    }
    return memberships.length;
  });
}

/**
 * Names `member`, a joined member of `senior`'s circle, her nominee (null: nobody), on the
 * memberships and views of her circle in one commit: the one named gets `nominatedAt` (kept
 * when they were named already), anyone named before loses it. Answers the nominee as stored,
 * or false when `member` is not a joined member of her circle (nothing is written then).
 */
export async function nameNominee(senior: string, member: string | null, now: number): Promise<CircleMemberDoc | null | false> {
  return inTransaction(async (tx) => {
    const circle = (await tx.get(circleOf(senior))).docs.map((doc) => doc.data());
    const named =
      member === null ? null : circle.find((membership) => membership.member === emailKey(member) && membership.status === 'joined');
    if (named === undefined) return false;
    for (const membership of circle) {
      if (membership === named || membership.nominatedAt === undefined) continue;
      tx.update(circleRef(senior, membership.member), { nominatedAt: FieldValue.delete() });
      if (membership.status === 'joined') tx.update(viewRef(senior, membership.member), { nominatedAt: FieldValue.delete() });
    }
    if (named && named.nominatedAt === undefined) {
      tx.update(circleRef(senior, named.member), { nominatedAt: now });
      tx.update(viewRef(senior, named.member), { nominatedAt: now });
      return { ...named, nominatedAt: now };
    }
    return named;
  });
}

/** The view of `member` of `senior`'s circle as `tx` reads it, while they are her nominee; else null. */
export async function nomineeViewIn(tx: Transaction, senior: string, member: string): Promise<FamilyViewDoc | null> {
  const view = (await tx.get(viewRef(senior, member))).data();
  return view?.nominatedAt === undefined ? null : view;
}

/** Deletes a membership and its view in one commit; false when there was none. */
export async function leaveCircle(senior: string, member: string): Promise<boolean> {
  const ref = circleRef(senior, member);
  return inTransaction(async (tx) => {
    if (!(await tx.get(ref)).exists) return false;
    tx.delete(ref);
    tx.delete(viewRef(senior, member));
    return true;
  });
}

/** Takes back invitation `inviteId` if it is still open (its mail could not go). */
export async function dropInvitation(senior: string, member: string, inviteId: string): Promise<void> {
  const ref = circleRef(senior, member);
  await inTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    if (current?.status === 'invited' && current.inviteId === inviteId) tx.delete(ref);
  });
}
