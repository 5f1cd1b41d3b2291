/**
 * Short-lived signed links to stored files (design.md, The local stack: resumes are served by
 * the api function, never read from Storage by the browser). A link names the e-mail and its
 * expiry; its signature, an HMAC-SHA-256 under linkSecret() (config.ts), covers the e-mail, the
 * file's storage path and the expiry, so it works only for that file, until then, and stops
 * working when the file is replaced. Pure functions: the secret and the clock are parameters.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { RESUME_LINK_TTL_MS } from '@gh/common/constants';
import { API, API_PREFIX } from '@gh/common/api-routes';

export interface LinkTarget {
  email: string;
  path: string;
}

export function linkSignature({ email, path }: LinkTarget, expires: number, secret: Buffer): string {
  return createHmac('sha256', secret).update(`${email}\n${path}\n${expires}`).digest('base64url');
}

/** `/api{routePath}?email=…&expires=…&sig=…`, relative to the site so it opens in a new tab. */
export function signedFileLink(
  routePath: string,
  target: LinkTarget,
  secret: Buffer,
  now = Date.now(),
  ttlMs = RESUME_LINK_TTL_MS,
): string {
  const expires = now + ttlMs;
  const query = new URLSearchParams({
    email: target.email,
    expires: String(expires),
    sig: linkSignature(target, expires, secret),
  });
  return `${API_PREFIX}${routePath}?${query.toString()}`;
}

/** `/api/files/resume?email=…&expires=…&sig=…`: an applicant's resume, for the admin. */
export function resumeLink(target: LinkTarget, secret: Buffer, now = Date.now(), ttlMs = RESUME_LINK_TTL_MS): string {
  return signedFileLink(API.resumeFile.path, target, secret, now, ttlMs);
}

export type LinkCheck = 'ok' | 'expired' | 'invalid';

/** Whether `sig` signs this target until `expires`, compared in constant time. */
export function checkLink(target: LinkTarget, expires: number, sig: string, secret: Buffer, now = Date.now()): LinkCheck {
  const expected = Buffer.from(linkSignature(target, expires, secret));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return now <= expires ? 'ok' : 'expired';
}
