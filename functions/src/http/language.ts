/** PUT /language: the signed-in person's language, by their ID token, for their e-mails. */
import { Router } from 'express';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { API } from '@gh/common/api-routes';
import { languageSchema } from '@gh/common/schemas';
import { saveLanguage } from '../services/people/language.ts';
import { callerIn, requireSignedIn } from './auth-middleware.ts';
import { parseBody } from './validate.ts';

export function languageRouter(): Router {
  const router = Router();
  router.put(API.saveLanguage.path, requireSignedIn(), async (req, res) => {
    const { lang } = parseBody(languageSchema, req.body);
    await saveLanguage(callerIn(res.locals).email, lang);
    res.json({ message: SERVER_MESSAGES.languageSaved, lang });
  });
  return router;
}
