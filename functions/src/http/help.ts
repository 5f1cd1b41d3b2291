/** POST /senior/help: the signed-in senior asks the team for help, by her ID token. */
import { Router } from 'express';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { API } from '@gh/common/api-routes';
import { seniorHelpSchema } from '@gh/common/schemas';
import { askForHelp } from '../services/visits/concerns.ts';
import { callerIn, requireSignedIn } from './auth-middleware.ts';
import { parseBody } from './validate.ts';

export function helpRouter(): Router {
  const router = Router();
  router.post(API.seniorHelp.path, requireSignedIn(), async (req, res) => {
    const { message } = parseBody(seniorHelpSchema, req.body ?? {});
    await askForHelp(callerIn(res.locals), message);
    res.json({ message: SERVER_MESSAGES.helpSent });
  });
  return router;
}
