/**
 * The registration link of the acceptance e-mail (issue 12, item 8): a token that names an
 * e-mail and an expiry, signed like the file links (file-links.ts, HMAC-SHA-256 under
 * linkSecret()). Its signed target is the e-mail and INVITE, a word no stored file's path can
 * be, so a file link's signature never passes for an invite nor the other way round. The token
 * is `base64url(e-mail).expiry.signature`: only characters a URL fragment keeps as they are.
 * Pure functions: the secret and the clock are parameters.
 */
import { VOLUNTEER_INVITE_TTL_MS } from '@gh/common/constants';
import { isEmailAddress } from '@gh/common/patterns';
import { checkLink, linkSignature, type LinkCheck } from './file-links.ts';

const INVITE = 'volunteer-invite';

export function inviteToken(email: string, secret: Buffer, now = Date.now(), ttlMs = VOLUNTEER_INVITE_TTL_MS): string {
  const expires = now + ttlMs;
  return [Buffer.from(email, 'utf8').toString('base64url'), expires, linkSignature({ email, path: INVITE }, expires, secret)].join('.');
}

/** The e-mail a token names when its signature holds and it has not expired. */
export function readInviteToken(token: string, secret: Buffer, now = Date.now()): { check: Exclude<LinkCheck, 'ok'> } | { check: 'ok'; email: string } {
  const [encoded, expiresText, sig, ...rest] = token.split('.');
  if (!encoded || !expiresText || !sig || rest.length || !/^\d{1,15}$/.test(expiresText)) return { check: 'invalid' };
  const email = Buffer.from(encoded, 'base64url').toString('utf8');
  if (!isEmailAddress(email)) return { check: 'invalid' };
  const check = checkLink({ email, path: INVITE }, Number(expiresText), sig, secret, now);
  return check === 'ok' ? { check, email } : { check };
}
