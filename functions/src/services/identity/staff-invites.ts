/**
 * Joining the staff and signing in to it (docs/admin.md, Staff). An owner invites an address
 * with a role and cities: a signed link (invite-links.ts) mailed to it, which works once and
 * for STAFF_INVITE_TTL_MS; only the newest invitation of an address works. The invitee then
 * proves the address with a one-time code, as everyone does, and the code's verification
 * accepts the invitation in the commit that adds them. A member signs in with a code alone.
 */
import { createHash } from 'node:crypto';
import { logger } from 'firebase-functions/logger';
import { staffInviteLinkUrl } from '@gh/common/code-link';
import type { Lang } from '@gh/common/i18n';
import { CONSENT_MISSING, consentRecord, firstConsents } from '@gh/common/consent';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { STAFF_INVITE_TTL_MS, STAFF_NOTICE_PURPOSES, STAFF_NOTICE_VERSION, type StaffAccess } from '@gh/common/staff';
import { linkSecret, webOrigin } from '../../config.ts';
import { keepAuditEntry } from '../../store/admin-record.ts';
import { addStaffConsent, agreeToStaffInvite, changeStaff, dropStaffInvite, putStaffInvite, readStaff } from '../../store/staff.ts';
import { heldStaffSession } from './accounts.ts';
import { ServiceError } from '../errors.ts';
import { sendMail } from '../mail/mail.ts';
import { staffInviteMail } from '../mail/staff-mail.ts';
import { limitCodeRequests } from '../rate-limit.ts';
import { proveEmailByCode } from './identity.ts';
import { readStaffInviteToken, staffInviteToken } from './invite-links.ts';
import { sendCode } from './otp.ts';
import { accessOf, endReplacedSessions, memberWith, staffAudit, staffSignInToken } from './staff.ts';

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('base64url');

/**
 * Mails `email` an invitation to join the staff with `access`, from `by`, replacing any earlier
 * one of the address. A member already is 409 (their access is changed instead). When the mail
 * cannot go, the invitation is taken back and the answer says to try again.
 */
export async function inviteStaff(email: string, access: StaffAccess, by: string, lang: Lang, now = Date.now()): Promise<void> {
  const wanted = accessOf(access);
  if (await readStaff(email)) throw new ServiceError('staffExists');
  const token = staffInviteToken(email, linkSecret(), now);
  const tokenHash = hashOf(token);
  const expiresAt = now + STAFF_INVITE_TTL_MS;
  await putStaffInvite({ email, ...wanted, tokenHash, invitedBy: by, at: now, expiresAt, deleteAt: new Date(expiresAt) });
  try {
    await sendMail({ to: { address: email }, ...staffInviteMail(staffInviteLinkUrl(webOrigin(), token, lang), wanted.role, lang) });
  } catch (error) {
    logger.error('staff invitation e-mail failed', { error: error instanceof Error ? error.message : String(error) });
    await dropStaffInvite(email, tokenHash);
    throw new ServiceError('mailFailed', { retryAfterSeconds: 60 });
  }
  await keepAuditEntry(staffAudit('staffInvite', email, by, wanted));
}

/** The invitation `token` for `email`, as its link says: 403 when forged, for another address or expired. */
function checkInviteLink(token: string, email: string): void {
  const read = readStaffInviteToken(token, linkSecret());
  if (read.check === 'expired') throw new ServiceError('staffInviteExpired');
  if (read.check !== 'ok' || read.email !== email) throw new ServiceError('staffInviteInvalid');
}

/**
 * Mails a one-time code to `email` when it is a member of staff's, or when `invite` is the
 * token of its open invitation (a link that is not valid for it is 403). Asking with an
 * invitation agrees to the staff notice (the route's schema holds that it was shown), in `lang`:
 * the agreement waits on the invitation until it is accepted. Any other address is answered the
 * same and mailed nothing, so the answer tells nobody who is staff.
 */
export async function requestStaffCode(email: string, invite: string | undefined, clientAddress: string, lang: Lang): Promise<void> {
  await limitCodeRequests(clientAddress);
  if (invite !== undefined) {
    checkInviteLink(invite, email);
    const consent = consentRecord(STAFF_NOTICE_VERSION, lang, Date.now(), 'staff', STAFF_NOTICE_PURPOSES);
    if (!(await agreeToStaffInvite(email, hashOf(invite), consent))) throw new ServiceError('staffInviteInvalid');
  } else if (!(await readStaff(email))) {
    return;
  }
  await sendCode({ type: 'staff', email, purpose: 'staff', name: null, lang, ...(invite !== undefined && { staffInvite: invite }) });
}

/**
 * The code proves `email`; with `invite`, the invitation is accepted (once: the commit that
 * adds the member deletes it), else they must be staff already. Answers the custom token of
 * their staff account.
 */
export async function verifyStaffCode(
  email: string,
  code: string,
  invite: string | undefined,
): Promise<{ message: string; token: string }> {
  if (invite !== undefined) checkInviteLink(invite, email);
  await proveEmailByCode('staff', email, 'staff', code);
  if (invite !== undefined) {
    const tokenHash = hashOf(invite);
    const change = await changeStaff(
      email,
      (state) => {
        const { invite: open } = state;
        if (open?.tokenHash !== tokenHash) throw new ServiceError('staffInviteInvalid');
        if (open.expiresAt <= Date.now()) throw new ServiceError('staffInviteExpired');
        if (!open.consent) throw new ServiceError('invalidInput', { message: CONSENT_MISSING });
        return {
          ...memberWith(email, { role: open.role, cities: open.cities }, open.invitedBy, state),
          consents: firstConsents(open.consent),
        };
      },
      { acceptsInvite: true },
    );
    await endReplacedSessions(change);
  }
  return { message: SERVER_MESSAGES.staffSignedIn, token: await staffSignInToken(email) };
}

/**
 * The member of staff whose session `idToken` is agrees to the current staff notice, shown in
 * `lang` (its version is the route schema's): kept beside their earlier agreements, once per
 * version. No current staff session: 401.
 */
export async function agreeToStaffNotice(idToken: string | null, lang: Lang): Promise<void> {
  const staff = await heldStaffSession(idToken);
  const consent = consentRecord(STAFF_NOTICE_VERSION, lang, Date.now(), 'again', STAFF_NOTICE_PURPOSES);
  if (!(await addStaffConsent(staff.email, consent))) throw new ServiceError('invalidAdminKey');
}
