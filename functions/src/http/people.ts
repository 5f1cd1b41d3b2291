/**
 * GET /volunteer/{email} and GET /senior/{email} (spec sections 3 and 7): one's own record; and
 * GET /people/{email}/data, everything held about them that is theirs to see; and
 * POST /people/{email}/erase and .../erase/confirm, erasing their account with a mailed code or,
 * for an e-mail nobody proved, a proof of their phone;
 * PUT /people/{email}/consent, withdrawing or giving again consent to an optional use.
 */
import { Router } from 'express';
import { API } from '@gh/common/api-routes';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { eraseConfirmSchema, optionalUseSchema, requestLangSchema } from '@gh/common/schemas';
import { eraseAccount, requestErasureCode } from '../services/people/erasure.ts';
import { myData } from '../services/people/my-data.ts';
import { setOptionalUse } from '../services/people/optional-uses.ts';
import { seniorRecord, volunteerRecord } from '../services/people/people.ts';
import { callerIn, requireSelf } from './auth-middleware.ts';
import { parseBody } from './validate.ts';

export function peopleRouter(): Router {
  const router = Router();

  router.get(API.getVolunteer.path, requireSelf(), async (_req, res) => {
    res.json(await volunteerRecord(callerIn(res.locals).email));
  });

  router.get(API.getSenior.path, requireSelf(), async (_req, res) => {
    res.json(await seniorRecord(callerIn(res.locals).email));
  });

  router.get(API.myData.path, requireSelf(), async (_req, res) => {
    // A download: the browser saves it as a file, and no cache keeps a copy.
    res.set({ 'Cache-Control': 'no-store', 'Content-Disposition': 'attachment; filename="golden-hearts-my-data.json"' });
    res.json(await myData(callerIn(res.locals).email));
  });

  router.post(API.eraseRequest.path, requireSelf(), async (req, res) => {
    await requestErasureCode(callerIn(res.locals).email, requestLangSchema.parse(req.body?.lang));
    res.json({ message: SERVER_MESSAGES.codeSent });
  });

  router.post(API.eraseConfirm.path, requireSelf(), async (req, res) => {
    const { code, phoneProof } = parseBody(eraseConfirmSchema, req.body);
    await eraseAccount(callerIn(res.locals).email, phoneProof === undefined ? { code: code ?? '' } : { phoneProof });
    res.json({ message: SERVER_MESSAGES.accountErased });
  });

  router.put(API.optionalUse.path, requireSelf(), async (req, res) => {
    const { use, given, lang } = parseBody(optionalUseSchema, req.body);
    await setOptionalUse(callerIn(res.locals).email, use, given, lang);
    res.json({ message: given ? SERVER_MESSAGES.consentGivenAgain : SERVER_MESSAGES.consentWithdrawn });
  });

  return router;
}
