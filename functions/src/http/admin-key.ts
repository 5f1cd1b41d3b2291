/**
 * The spec's admin calls carry the admin key as their first path segment (`/{key}/...`). This
 * checks it in constant time before the handler runs: a wrong key is a 401 'Invalid admin key'
 * and never reaches any data; wrong keys count against the caller's address like POST /admin.
 */
import type { RequestHandler } from 'express';
import { checkAdminKey } from '../services/admin-key.ts';
import { clientAddress } from './client-address.ts';

export function requireAdminKey(param = 'key'): RequestHandler {
  return async (req, _res, next) => {
    await checkAdminKey(String(req.params[param] ?? ''), clientAddress(req));
    next();
  };
}
