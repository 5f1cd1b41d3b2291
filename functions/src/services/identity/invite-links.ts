/**
 * Links in e-mails that prove who received them: a token that names an e-mail, what it is for
 * and an expiry, signed like the file links (files/file-links.ts, HMAC-SHA-256 under linkSecret()).
 * Its signed target is the e-mail and a purpose, a word no stored file's path can be, so a file
 * link's signature never passes for one of these, nor one purpose's for another's. The token is
 * `base64url(e-mail).expiry.signature`: only characters a URL fragment keeps as they are. The
 * registration link of the acceptance e-mail is one; the link that lets an address replace its
 * pending application another; an invitation to the staff a third. Pure functions: the secret
 * and the clock are parameters.
 */
import { VOLUNTEER_INVITE_TTL_MS } from '@gh/common/constants';
import { STAFF_INVITE_TTL_MS } from '@gh/common/staff';
import { isEmailAddress } from '@gh/common/patterns';
import { checkLink, linkSignature, type LinkCheck } from '../files/file-links.ts';

export type EmailLinkPurpose = 'volunteer-invite' | 'application-replacement' | 'staff-invite';

export type EmailTokenRead = { check: Exclude<LinkCheck, 'ok'> } | { check: 'ok'; email: string };

export function emailToken(purpose: EmailLinkPurpose, email: string, secret: Buffer, now: number, ttlMs: number): string {
  const expires = now + ttlMs;
  return [Buffer.from(email, 'utf8').toString('base64url'), expires, linkSignature({ email, path: purpose }, expires, secret)].join('.');
}

/** The e-mail a token for `purpose` names when its signature holds and it has not expired. */
export function readEmailToken(purpose: EmailLinkPurpose, token: string, secret: Buffer, now = Date.now()): EmailTokenRead {
  const [encoded, expiresText, sig, ...rest] = token.split('.');
  if (!encoded || !expiresText || !sig || rest.length || !/^\d{1,15}$/.test(expiresText)) return { check: 'invalid' };
  const email = Buffer.from(encoded, 'base64url').toString('utf8');
  if (!isEmailAddress(email)) return { check: 'invalid' };
  const check = checkLink({ email, path: purpose }, Number(expiresText), sig, secret, now);
  return check === 'ok' ? { check, email } : { check };
}

export const inviteToken = (email: string, secret: Buffer, now = Date.now(), ttlMs = VOLUNTEER_INVITE_TTL_MS): string =>
  emailToken('volunteer-invite', email, secret, now, ttlMs);

export const readInviteToken = (token: string, secret: Buffer, now = Date.now()): EmailTokenRead =>
  readEmailToken('volunteer-invite', token, secret, now);

export const staffInviteToken = (email: string, secret: Buffer, now = Date.now(), ttlMs = STAFF_INVITE_TTL_MS): string =>
  emailToken('staff-invite', email, secret, now, ttlMs);

export const readStaffInviteToken = (token: string, secret: Buffer, now = Date.now()): EmailTokenRead =>
  readEmailToken('staff-invite', token, secret, now);
