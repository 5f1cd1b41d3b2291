/**
 * Who is asking, for the per-address limits (services/rate-limit.ts). Every proxy appends the
 * address it was reached from to X-Forwarded-For, so only the entries appended by proxies we
 * trust are facts; whatever stands further left the caller wrote. The caller's address is the
 * entry `hops` places from the right end:
 *
 *   X-Forwarded-For: <anything the caller wrote>, <caller>, <Hosting edge>
 *
 * Behind Firebase Hosting that is 2 (config.ts, trustedProxyHops): Hosting's edge appends the
 * caller, Google's front end before Cloud Run appends the edge. The local web server plays
 * Hosting and appends the same two entries (devstack/src/web-server.ts).
 */
import type { Request } from 'express';
import { trustedProxyHops } from '../config.ts';

/**
 * A callable is reached at its own URL, not through Hosting: only Google's front end appends
 * the caller. (The Functions emulator appends nothing: then it is the connection's peer.)
 */
export const CALLABLE_PROXY_HOPS = 1;

/**
 * The address the `hops` trusted proxies say the request came from. A request with fewer
 * entries did not pass them all (it reached the function directly): then the connection's peer.
 */
export function addressFrom(forwardedFor: string | undefined, peer: string | undefined, hops: number): string {
  const entries = (forwardedFor ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  if (entries.length >= hops) return entries[entries.length - hops]!;
  return peer || entries[0] || 'unknown';
}

/** The caller of an api route (through Hosting's /api rewrite). */
export function clientAddress(req: Request, hops = trustedProxyHops()): string {
  return addressFrom(req.get('x-forwarded-for'), req.socket.remoteAddress, hops);
}
