/**
 * Who is asking, for the per-address limits (services/rate-limit.ts). Every proxy appends the
 * address it was reached from to X-Forwarded-For, so an entry is a fact only when the proxy
 * right of it is one we trust; whatever stands further left the caller wrote. proxy-addr walks
 * the chain from the connection leftwards and stops at the first address not trusted:
 *
 *   X-Forwarded-For: <anything the caller wrote>, <caller>, <Hosting's address>   (peer: Cloud Run)
 *   X-Forwarded-For: <anything the caller wrote>, <caller>                         (the function's own URL)
 *
 * A function is reached only through Google's front end (locally, devstack's front), so its
 * connection's peer is always the platform and the entry it appended (the right-most) always a
 * fact. Hosting's address is trusted only when TRUSTED_PROXIES names it: a caller at the
 * function's own URL can then never pass off a made-up entry as theirs.
 */
import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';
import { trustedProxies } from '../config.ts';

export type TrustRule = (address: string, hop: number) => boolean;

/** Trusts the connection's peer (the platform's) and the listed proxies. */
export function trustRule(listed: string[]): TrustRule {
  const isListed = proxyaddr.compile(listed);
  return (address, hop) => hop === 0 || isListed(address, hop);
}

/** The caller of a request, by the trust rule of this environment. */
export function clientAddress(req: IncomingMessage, trust: TrustRule = trustRule(trustedProxies())): string {
  return proxyaddr(req, trust) || 'unknown';
}
