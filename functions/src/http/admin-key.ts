/**
 * The spec's admin calls carry the admin key as their first path segment (`/{key}/...`). This
 * checks it in constant time before the handler runs: a wrong key is a 401 'Invalid admin key'
 * and never reaches any data; wrong keys count against the caller's address like POST /admin.
 * The web app, which keeps no key, sends ADMIN_SESSION_KEY there and the ID token of the admin
 * session or of a member of staff's as `Authorization: Bearer`: a missing, ended or non-admin
 * session is the same 401. Who passed (the key, which session, which member of staff) is left
 * for the handler: `adminActorIn(res.locals)`.
 */
import type { Request, RequestHandler } from 'express';
import { ADMIN_SESSION_KEY } from '@gh/common/constants';
import type { ErrorCode } from '@gh/common/errors';
import { KEY_ACTOR, adminSessionOf, checkAdminKey } from '../services/identity/admin-key.ts';
import { heldStaffSession } from '../services/identity/accounts.ts';
import type { StaffSession } from '../services/identity/staff-identity.ts';
import { ServiceError } from '../services/errors.ts';
import { bearerToken } from './auth-middleware.ts';
import { clientAddress } from './client-address.ts';

/** Which members of staff besides the owners may make a call (it may read the request), and the 403 for the others. */
export interface StaffGate {
  may(staff: StaffSession, req: Request): Promise<boolean>;
  refused: ErrorCode;
}

const OWNERS_ONLY: StaffGate = { may: async () => false, refused: 'staffOwnerOnly' };

/**
 * Who an admin session is: the key's (`{uid}/{session id}`) or an owner's (their e-mail), or a
 * member of staff `gate` lets through. Any other member's session is a 403 here (the calls
 * behind the key are the owners'); anything else, or a staff session from before their access
 * last changed, a 401.
 */
async function sessionActor(req: Request, gate: StaffGate): Promise<string> {
  const idToken = bearerToken(req);
  const session = await adminSessionOf(idToken);
  if (session) return session;
  const staff = await heldStaffSession(idToken);
  if (staff.role !== 'owner' && !(await gate.may(staff, req))) throw new ServiceError(gate.refused);
  return staff.email;
}

export function requireAdminKey(param = 'key', gate = OWNERS_ONLY): RequestHandler {
  return async (req, res, next) => {
    const key = String(req.params[param] ?? '');
    if (key === ADMIN_SESSION_KEY) {
      res.locals.adminActor = await sessionActor(req, gate);
    } else {
      await checkAdminKey(key, clientAddress(req));
      res.locals.adminActor = KEY_ACTOR;
    }
    next();
  };
}

/** The admin session requireAdminKey let through: 'key', `{uid}/{session id}`, or a member of staff's e-mail. */
export function adminActorIn(locals: Record<string, unknown>): string {
  return locals.adminActor as string;
}
