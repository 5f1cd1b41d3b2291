/** POST /details/keep: the owner keeps the details an account registered with her e-mail by SMS entered. */
import { Router } from 'express';
import { API } from '@gh/common/api-routes';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { keepDetailsSchema } from '@gh/common/schemas';
import { keepDetails } from '../services/identity/identity.ts';
import { callerIn, requireSignedIn } from './auth-middleware.ts';
import { parseBody } from './validate.ts';

export function detailsReviewRouter(): Router {
  const router = Router();
  router.post(API.keepDetails.path, requireSignedIn(), async (req, res) => {
    parseBody(keepDetailsSchema, req.body);
    await keepDetails(callerIn(res.locals).email);
    res.json({ message: SERVER_MESSAGES.detailsKept });
  });
  return router;
}
