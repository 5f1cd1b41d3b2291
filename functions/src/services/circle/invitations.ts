/**
 * Invitations into a senior's family circle (docs/decisions/0037): the senior, by her own
 * session, invites an address to see the parts she chooses; a one-time code for that
 * invitation alone goes to the address (identity/otp.ts: stored hashed, mailed again while it
 * works, limited as every code is); whoever uses it has proven the address and joins. Nobody
 * can invite themselves into another's circle: only her session invites, only the code mailed
 * to the address joins.
 */
import { randomBytes } from 'node:crypto';
import {
  CIRCLE_MAX_MEMBERS,
  CIRCLE_NOTICE_PURPOSES,
  familyNoticesAllowed,
  isPhoneMember,
  type CircleMemberDoc,
  type CirclePart,
} from '@gh/common/circle';
import { consentRecord, firstConsents } from '@gh/common/consent';
import type { Lang } from '@gh/common/i18n';
import { changeMembership, dropInvitation, joinCircle, readInvitation } from '../../store/circles.ts';
import type { Transaction } from '../../store/firebase.ts';
import { circleCodeRole } from '../../store/otps.ts';
import { personIn } from '../../store/people.ts';
import type { Caller } from '../identity/accounts.ts';
import { proveEmailByCode } from '../identity/identity.ts';
import { sendCode } from '../identity/otp.ts';
import { ServiceError } from '../errors.ts';
import { langOf } from '../mail/mail-text.ts';
import { limitHits } from '../rate-limit.ts';
import { freshViewIn } from './family-views.ts';
import { circleOwner } from './members.ts';

const newInviteId = () => randomBytes(16).toString('hex');

/**
 * Stores the invitation of `member` (an e-mail, or a mobile number's key) into the caller's
 * circle: a new one, or the open one with the parts now asked for (its code stays the one
 * mailed). Refused for someone who joined already (a number: anyone who joined with it), and
 * past CIRCLE_MAX_MEMBERS.
 */
export async function storeInvitation(senior: string, member: string, parts: CirclePart[], now: number) {
  let created = false;
  const byPhone = isPhoneMember(member);
  const invitation = await changeMembership(senior, member, (circle, current) => {
    created = !current;
    if (current?.status === 'joined') throw new ServiceError('circleMemberExists');
    if (byPhone && circle.some((one) => one.status === 'joined' && one.phoneKey === member)) throw new ServiceError('circleMemberExists');
    if (current) return { ...current, parts };
    if (circle.length >= CIRCLE_MAX_MEMBERS) throw new ServiceError('circleFull');
    return {
      senior,
      member,
      ...(byPhone && { phoneKey: member }),
      parts,
      status: 'invited',
      inviteId: newInviteId(),
      invitedAt: now,
      joinedAt: null,
    };
  });
  return { invitation: invitation as CircleMemberDoc, created };
}

/**
 * The caller, a senior, invites `email` to see `parts`: the invitation's code is mailed to the
 * address in `lang` (else hers), with nothing she wrote. Invited again, the code that still
 * works is mailed again at most once a minute (otp.ts); when a new invitation's mail cannot
 * go, the invitation is taken back.
 */
export async function inviteToCircle(caller: Caller, email: string, parts: CirclePart[], lang?: Lang): Promise<void> {
  const senior = await circleOwner(caller);
  if (email === caller.email) throw new ServiceError('circleSelf');
  const now = Date.now();
  await limitHits('circleInvites', caller.email, now);
  const { invitation, created } = await storeInvitation(caller.email, email, parts, now);
  try {
    await sendCode({
      type: circleCodeRole(invitation.inviteId),
      email,
      purpose: 'circle',
      name: null,
      lang: lang ?? langOf(senior.lang),
    });
  } catch (error) {
    // Invited again while the code mailed still works: it is on its way already.
    if (!created && error instanceof ServiceError && error.code === 'codeStillWorks') return;
    if (created) await dropInvitation(caller.email, email, invitation.inviteId);
    throw error;
  }
}

/**
 * What a member brings on joining: every e-mail about her that the parts allow, in `lang`, and
 * their agreement to the circle's notice of `consentVersion`.
 */
export const joiningFields = (consentVersion: number, lang: Lang, now: number) => (invited: CircleMemberDoc) => ({
  notices: familyNoticesAllowed(invited.parts),
  lang,
  consents: firstConsents(consentRecord(consentVersion, lang, now, 'circle', CIRCLE_NOTICE_PURPOSES)),
});

/**
 * The view a new membership of `senior`'s circle opens with, filled from her documents as the
 * joining transaction reads them (403 when she is gone); `named` hears her name.
 */
export const joiningView =
  (senior: string, now: number, named: (name: string) => void) => async (membership: CircleMemberDoc, tx: Transaction) => {
    const doc = await personIn(tx, 'senior', senior);
    if (!doc) throw new ServiceError('circleInviteInvalid');
    named(doc.name);
    return freshViewIn(tx, membership, doc, now);
  };

/**
 * The code mailed with invitation `inviteId` proves `email`, and the invitation becomes a
 * membership with its family view (filled from her documents as they stand), once (the code is used by the first right try). Answers
 * the senior's name, now that the address is proven. 403 for an invitation that is not open
 * or is another address's, whatever the code. The member starts with every e-mail about her
 * that her parts allow, in `lang` (the page's): they chose to follow her, and change it on
 * their page. Their agreement to the circle's notice of `consentVersion` (the schema let only
 * the current one through) is kept on the membership, in the same commit.
 */
export async function acceptInvitation(
  inviteId: string,
  email: string,
  code: string,
  consentVersion: number,
  lang: Lang,
): Promise<{ seniorName: string }> {
  const invitation = await readInvitation(inviteId);
  if (invitation?.member !== email || invitation.status !== 'invited') throw new ServiceError('circleInviteInvalid');
  await proveEmailByCode(circleCodeRole(inviteId), email, 'circle', code);
  let seniorName = '';
  const now = Date.now();
  const joined = await joinCircle(
    invitation.senior,
    email,
    inviteId,
    joiningView(invitation.senior, now, (name) => {
      seniorName = name;
    }),
    joiningFields(consentVersion, lang, now),
    now,
  );
  if (!joined) throw new ServiceError('circleInviteInvalid');
  return { seniorName };
}
