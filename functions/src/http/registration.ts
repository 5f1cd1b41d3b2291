/** POST /register/{volunteer|senior} and POST /otp-verify/{volunteer|senior} (spec section 7). */
import { Router } from 'express';
import { USER_TYPES, type UserType } from '@gh/common/constants';
import { API } from '@gh/common/routes';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { registrationVerifySchema, seniorRegistrationSchema, volunteerRegistrationSchema } from '@gh/common/schemas';
import { requestRegistration, verifyRegistration } from '../services/registration.ts';
import { clientAddress } from './client-address.ts';
import { parseBody } from './validate.ts';

const ROUTES = {
  volunteer: { register: API.registerVolunteer, verify: API.verifyVolunteer, form: volunteerRegistrationSchema },
  senior: { register: API.registerSenior, verify: API.verifySenior, form: seniorRegistrationSchema },
} as const;

function addRoutes(router: Router, type: UserType): void {
  const { register, verify, form } = ROUTES[type];

  router.post(register.path, async (req, res) => {
    await requestRegistration(type, parseBody(form, req.body), clientAddress(req));
    res.json({ message: SERVER_MESSAGES.codeSent });
  });

  router.post(verify.path, async (req, res) => {
    const { email, otp } = parseBody(registrationVerifySchema, req.body);
    res.json(await verifyRegistration(type, email, otp));
  });
}

export function registrationRouter(): Router {
  const router = Router();
  for (const type of USER_TYPES) addRoutes(router, type);
  return router;
}
