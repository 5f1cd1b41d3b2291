/**
 * The spec's admin calls carry the admin key as their first path segment (`/{key}/...`). This
 * checks it in constant time before the handler runs: a wrong key is a 401 'Invalid admin key'
 * and never reaches any data; wrong keys count against the caller's address like POST /admin.
 * The web app, which keeps no key, sends ADMIN_SESSION_KEY there and the admin session's ID
 * token as `Authorization: Bearer`: a missing, ended or non-admin session is the same 401.
 * Who passed (the key, or which session) is left for the handler: `adminActorIn(res.locals)`.
 */
import type { RequestHandler } from 'express';
import { ADMIN_SESSION_KEY } from '@gh/common/constants';
import { KEY_ACTOR, adminSessionOf, checkAdminKey } from '../services/identity/admin-key.ts';
import { ServiceError } from '../services/errors.ts';
import { bearerToken } from './auth-middleware.ts';
import { clientAddress } from './client-address.ts';

export function requireAdminKey(param = 'key'): RequestHandler {
  return async (req, res, next) => {
    const key = String(req.params[param] ?? '');
    if (key === ADMIN_SESSION_KEY) {
      const session = await adminSessionOf(bearerToken(req));
      if (!session) throw new ServiceError('invalidAdminKey');
      res.locals.adminActor = session;
    } else {
      await checkAdminKey(key, clientAddress(req));
      res.locals.adminActor = KEY_ACTOR;
    }
    next();
  };
}

/** The admin session requireAdminKey let through: 'key', or `{uid}/{session id}`. */
export function adminActorIn(locals: Record<string, unknown>): string {
  return locals.adminActor as string;
}
