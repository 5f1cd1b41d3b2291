/** POST /login/{userType} and POST /login/otp-verify/{userType} (spec section 7). */
import { Router } from 'express';
import { API } from '@gh/common/api-routes';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { loginRequestSchema, loginVerifySchema, requestLangSchema, userTypeSchema } from '@gh/common/schemas';
import { requestSignInCode, verifySignIn } from '../services/identity/sign-in.ts';
import { clientAddress } from './client-address.ts';
import { parseBody, parseParam } from './validate.ts';

export function signInRouter(): Router {
  const router = Router();

  router.post(API.loginVerify.path, async (req, res) => {
    const type = parseParam(userTypeSchema, req.params.userType);
    const { email, loginotp } = parseBody(loginVerifySchema, req.body);
    res.json(await verifySignIn(type, email, loginotp));
  });

  // The spec's client sends `loginotp` here too; the schema ignores it.
  router.post(API.loginRequest.path, async (req, res) => {
    const type = parseParam(userTypeSchema, req.params.userType);
    const { email } = parseBody(loginRequestSchema, req.body);
    await requestSignInCode(type, email, clientAddress(req), requestLangSchema.parse(req.body?.lang));
    res.json({ message: SERVER_MESSAGES.codeSent });
  });

  return router;
}
