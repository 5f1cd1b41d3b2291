/** PUT /notices: which mails about visits the signed-in person wants, by their ID token. */
import { Router } from 'express';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { API } from '@gh/common/api-routes';
import { noticeChoicesSchema } from '@gh/common/schemas';
import { saveNoticeChoices } from '../services/people/notice-choices.ts';
import { callerIn, requireSignedIn } from './auth-middleware.ts';
import { parseBody } from './validate.ts';

export function noticesRouter(): Router {
  const router = Router();
  router.put(API.saveNotices.path, requireSignedIn(), async (req, res) => {
    await saveNoticeChoices(callerIn(res.locals).email, parseBody(noticeChoicesSchema, req.body));
    res.json({ message: SERVER_MESSAGES.noticesSaved });
  });
  return router;
}
