/**
 * The family circle by mobile number (docs/decisions/0040): a senior invites a number, to which
 * nothing is sent (we send no SMS but Firebase Auth's codes: she tells them herself); whoever
 * proves that number with a fresh Firebase phone sign-in sees the invitations waiting for it,
 * and joins one by proving an e-mail with a code too. That e-mail is the member's key, as for
 * every member, so their views, notices and rules are the e-mail's; the membership keeps the
 * number, which signs them in by SMS from then on. A proof of another number opens nothing.
 */
import type { CirclePart, FamilyPhoneAnswer, FamilySession, PhoneInvitation } from '@gh/common/circle';
import type { Lang } from '@gh/common/i18n';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { joinCircleByPhone, membershipsOfPhone, readInvitation } from '../../store/circles.ts';
import { circleCodeRole } from '../../store/otps.ts';
import { readPerson } from '../../store/people.ts';
import { familyTokenFor, type Caller } from '../identity/accounts.ts';
import { enterByPhone, proveEmailByCode, provePhone } from '../identity/identity.ts';
import { sendCode } from '../identity/otp.ts';
import { ServiceError } from '../errors.ts';
import { limitCodeRequests, limitHits, limitPhoneCodeRequests, limitSmsCodes } from '../rate-limit.ts';
import { familySessionFor } from './family-sign-in.ts';
import { joiningFields, joiningView, storeInvitation } from './invitations.ts';
import { circleOwner } from './members.ts';

/**
 * The caller, a senior, invites mobile number `phoneKey` to see `parts`: the invitation is
 * stored and nothing is sent (her page tells her what to tell them). Refused for her own number,
 * for a number someone joined her circle with, and past the circle's limit, as by e-mail.
 */
export async function inviteByPhone(caller: Caller, phoneKey: string, parts: CirclePart[]): Promise<void> {
  const senior = await circleOwner(caller);
  if (senior.phoneKey === phoneKey) throw new ServiceError('circleSelf');
  const now = Date.now();
  await limitHits('circleInvites', caller.email, now);
  await storeInvitation(caller.email, phoneKey, parts, now);
}

/**
 * Whether a code may go by SMS to `phoneKey` for the family page: counted against the caller's
 * address, then the number and the day's ceiling, as a sign-in by SMS is. The answer is the same
 * for a number in no circle, so nobody learns from it whose family uses us.
 */
export async function allowFamilySms(phoneKey: string, clientAddress: string): Promise<void> {
  await limitPhoneCodeRequests(clientAddress);
  await limitSmsCodes(phoneKey);
}

/** The invitations by mobile waiting for `phoneKey`, with the name of each senior still with us. */
async function invitationsFor(phoneKey: string): Promise<PhoneInvitation[]> {
  const waiting = await membershipsOfPhone(phoneKey, 'invited');
  const named = await Promise.all(
    waiting.map(async ({ inviteId, senior }) => {
      const doc = await readPerson('senior', senior);
      return doc ? { invite: inviteId, seniorName: doc.name } : null;
    }),
  );
  return named.filter((one) => one !== null);
}

/**
 * The session of the member who joined with the number proven (`proof`): the latest to join with
 * it, when several did. One with a role of their own enters by SMS only as /login would let
 * them (their own number: enterByPhone, 403 otherwise); one without gets the e-mail claim alone.
 */
async function phoneMemberSession(proof: Awaited<ReturnType<typeof provePhone>>): Promise<Omit<FamilySession, 'message'> | null> {
  const joined = await membershipsOfPhone(proof.phoneKey, 'joined');
  const latest = joined.sort((a, b) => (b.joinedAt ?? 0) - (a.joinedAt ?? 0))[0];
  if (!latest) return null;
  const email = latest.member;
  for (const role of ['volunteer', 'senior'] as const) {
    const doc = await readPerson(role, email);
    if (doc) return { email, token: await enterByPhone(role, doc, proof) };
  }
  return { email, token: await familyTokenFor(email) };
}

/**
 * A fresh proof of a number (`phoneProof`): the invitations waiting for it and, when someone
 * joined a circle with it, their session, the same an e-mail code gives. A number with neither
 * is refused (403), as an e-mail in no circle is at its code.
 */
export async function familyByPhone(phoneProof: string): Promise<FamilyPhoneAnswer> {
  const proof = await provePhone(phoneProof);
  const [invitations, session] = await Promise.all([invitationsFor(proof.phoneKey), phoneMemberSession(proof)]);
  if (session) return { message: SERVER_MESSAGES.familySignedIn, ...session, invitations };
  if (invitations.length === 0) throw new ServiceError('familyPhoneNotInCircle');
  return { message: SERVER_MESSAGES.familyInvited, invitations };
}

/** The open invitation by mobile `inviteId`, when `phoneProof` proves its number (403 for another's). */
async function invitationOfProof(phoneProof: string, inviteId: string) {
  const { phoneKey } = await provePhone(phoneProof);
  const invitation = await readInvitation(inviteId);
  if (invitation?.status !== 'invited' || !invitation.phoneKey) throw new ServiceError('circleInviteInvalid');
  if (invitation.phoneKey !== phoneKey) throw new ServiceError('circlePhoneNotInvited');
  return invitation;
}

/**
 * Mails a code to `email`, the address the holder of the invited number (proven by
 * `phoneProof`) joins with: fixed words, no link, nothing of hers. Counted against the caller's
 * address first; a code that still works is mailed again, as every code is (otp.ts).
 */
export async function sendJoinCode(phoneProof: string, inviteId: string, email: string, lang: Lang, clientAddress: string): Promise<void> {
  await limitCodeRequests(clientAddress);
  const invitation = await invitationOfProof(phoneProof, inviteId);
  if (email === invitation.senior) throw new ServiceError('circleMemberExists');
  await sendCode({ type: circleCodeRole(inviteId), email, purpose: 'join', name: null, lang });
}

/**
 * Joins the circle of invitation by mobile `inviteId`: `phoneProof` proves its number, `code`
 * (mailed by sendJoinCode) proves `email`, which becomes the member's key with the number kept
 * on the membership, with the view and the agreement to the circle's notice, in one commit
 * (once, of many calls at once). Answers her name and the member's session.
 */
export async function acceptByPhone(
  phoneProof: string,
  inviteId: string,
  email: string,
  code: string,
  consentVersion: number,
  lang: Lang,
): Promise<{ seniorName: string; session: Omit<FamilySession, 'message'> }> {
  const invitation = await invitationOfProof(phoneProof, inviteId);
  if (email === invitation.senior) throw new ServiceError('circleMemberExists');
  const { proof } = await proveEmailByCode(circleCodeRole(inviteId), email, 'join', code);
  let seniorName = '';
  const now = Date.now();
  const joined = await joinCircleByPhone(
    invitation.senior,
    invitation.phoneKey as string,
    inviteId,
    email,
    joiningView(invitation.senior, now, (name) => {
      seniorName = name;
    }),
    joiningFields(consentVersion, lang, now),
    now,
  );
  if (joined === 'notOpen') throw new ServiceError('circleInviteInvalid');
  if (joined === 'memberExists') throw new ServiceError('circleMemberExists');
  const { token } = await familySessionFor(proof);
  return { seniorName, session: { email, token } };
}
