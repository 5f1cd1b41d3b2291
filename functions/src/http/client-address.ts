/**
 * Who is asking, for the per-address limit on code requests. The app trusts X-Forwarded-For
 * ('trust proxy' in app.ts): Hosting and Google's front end add the caller's address, and
 * Google documents the first entry as the client's. A client can put its own entries first,
 * so this limit only slows casual abuse; the per-e-mail limit and the few tries per code are
 * what make guessing codes hopeless.
 */
import type { Request } from 'express';

export function clientAddress(req: Request): string {
  return req.ip || req.socket.remoteAddress || 'unknown';
}

/**
 * The same for a request outside the Express app (the adminSession callable), whose 'trust
 * proxy' setting is not ours: the first X-Forwarded-For entry, else the connection's address.
 */
export function forwardedAddress(req: Request): string {
  const first = req.get('x-forwarded-for')?.split(',')[0]?.trim();
  return first || req.socket.remoteAddress || 'unknown';
}
