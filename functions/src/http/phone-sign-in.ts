/** POST /login/phone/request and POST /login/phone/verify: signing in with a mobile number. */
import { Router } from 'express';
import { API } from '@gh/common/api-routes';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { phoneCodeRequestSchema, phoneSignInSchema } from '@gh/common/schemas';
import { allowPhoneCode, signInByPhone } from '../services/identity/phone-sign-in.ts';
import { clientAddress } from './client-address.ts';
import { parseBody } from './validate.ts';

export function phoneSignInRouter(): Router {
  const router = Router();

  router.post(API.phoneCodeRequest.path, async (req, res) => {
    const { phone } = parseBody(phoneCodeRequestSchema, req.body);
    await allowPhoneCode(phone, clientAddress(req));
    res.json({ message: SERVER_MESSAGES.phoneCodeAllowed });
  });

  router.post(API.phoneSignIn.path, async (req, res) => {
    const { idToken, person } = parseBody(phoneSignInSchema, req.body);
    res.json(await signInByPhone(idToken, person));
  });

  return router;
}
