/**
 * Routes about one person answer only to that person (design.md, Identity): the request must
 * carry `Authorization: Bearer <Firebase ID token>`, and the token's verified e-mail must be the
 * route's `:email` (compared case-insensitively). 401 without a valid token, 403 for someone
 * else. The caller is left in `res.locals.caller` for the handler.
 */
import type { Request, RequestHandler } from 'express';
import { emailSchema } from '@gh/common/schemas';
import { callerOf, type Caller } from '../services/identity/accounts.ts';
import { ServiceError } from '../services/errors.ts';
import { parseParam } from './validate.ts';

/** The token of `Authorization: Bearer <token>`, or null. */
export function bearerToken(req: Request): string | null {
  return /^Bearer\s+(\S+)\s*$/i.exec(req.get('authorization') ?? '')?.[1] ?? null;
}

async function signedInCaller(req: Request): Promise<Caller> {
  const token = bearerToken(req);
  const caller = token ? await callerOf(token) : null;
  if (!caller) throw new ServiceError('unauthenticated');
  return caller;
}

/** Only the person whose e-mail is in the route parameter `param` may pass; a 400 when it is no e-mail. */
export function requireSelf(param = 'email'): RequestHandler {
  return async (req, res, next) => {
    const email = parseParam(emailSchema, req.params[param]);
    const caller = await signedInCaller(req);
    if (caller.email !== email) throw new ServiceError('forbidden');
    res.locals.caller = caller;
    next();
  };
}

/** Any signed-in person may pass; the handler checks who (calls that name the person in the body). */
export function requireSignedIn(): RequestHandler {
  return async (req, res, next) => {
    res.locals.caller = await signedInCaller(req);
    next();
  };
}

/** A 403 unless the caller is the person `email` names. */
export function assertSelf(caller: Caller, email: string, code: 'forbidden' | 'connectSelfOnly' = 'forbidden'): void {
  if (caller.email !== email.trim().toLowerCase()) throw new ServiceError(code);
}

/** The caller that requireSelf or requireSignedIn let through. */
export function callerIn(locals: Record<string, unknown>): Caller {
  return locals.caller as Caller;
}
