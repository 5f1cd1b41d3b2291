/** POST /consent: the signed-in member agrees to the current privacy notice, by their ID token. */
import { Router } from 'express';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { API } from '@gh/common/api-routes';
import { consentAgainSchema } from '@gh/common/schemas';
import { agreeToNotice } from '../services/people/consent.ts';
import { callerIn, requireSignedIn } from './auth-middleware.ts';
import { parseBody } from './validate.ts';

export function consentRouter(): Router {
  const router = Router();
  router.post(API.agreeToNotice.path, requireSignedIn(), async (req, res) => {
    const { consentVersion, lang } = parseBody(consentAgainSchema, req.body);
    await agreeToNotice(callerIn(res.locals).email, consentVersion, lang);
    res.json({ message: SERVER_MESSAGES.consentRecorded });
  });
  return router;
}
