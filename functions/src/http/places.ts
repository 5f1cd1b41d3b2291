/**
 * GET /places/{pin}: what India Post's directory says of a PIN code, for the forms to show
 * beside the field ("Pune, Maharashtra") and to refuse one that does not exist before sending.
 * Public and the same for everyone: the directory is public, and the answer may be cached.
 */
import { Router } from 'express';
import { API } from '@gh/common/api-routes';
import type { PinPlace } from '@gh/common/places';
import { pinParamSchema } from '@gh/common/schemas';
import { placeOfPin } from '../services/people/places.ts';
import { parseParam } from './validate.ts';

/** A day: the directory changes with a release of the app, not within one. */
const CACHE_SECONDS = 86_400;

export function placesRouter(): Router {
  const router = Router();
  router.get(API.pinPlace.path, (req, res) => {
    const { pin, district, state } = placeOfPin(parseParam(pinParamSchema, req.params.pin));
    res.set('cache-control', `public, max-age=${CACHE_SECONDS}`);
    res.json({ pin, district, state } satisfies PinPlace);
  });
  return router;
}
