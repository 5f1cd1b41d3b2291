/**
 * POST /register/{volunteer|senior} and POST /otp-verify/{volunteer|senior} (spec section 7),
 * and POST /register/volunteer/invite: the acceptance e-mail's link fills the form.
 */
import { Router } from 'express';
import { USER_TYPES, type UserType } from '@gh/common/constants';
import { API } from '@gh/common/api-routes';
import { SERVER_MESSAGES } from '@gh/common/messages';
import {
  registrationVerifySchema,
  requestLangSchema,
  seniorRegistrationSchema,
  volunteerInviteSchema,
  volunteerRegistrationSchema,
} from '@gh/common/schemas';
import { ServiceError } from '../services/errors.ts';
import { invitedApplicant, requestRegistration, verifyRegistration } from '../services/people/registration.ts';
import { clientAddress } from './client-address.ts';
import { parseBody } from './validate.ts';

const ROUTES = {
  volunteer: { register: API.registerVolunteer, verify: API.verifyVolunteer, form: volunteerRegistrationSchema },
  senior: { register: API.registerSenior, verify: API.verifySenior, form: seniorRegistrationSchema },
} as const;

function addRoutes(router: Router, type: UserType): void {
  const { register, verify, form } = ROUTES[type];

  router.post(register.path, async (req, res) => {
    await requestRegistration(type, parseBody(form, req.body), clientAddress(req), requestLangSchema.parse(req.body?.lang));
    res.json({ message: SERVER_MESSAGES.codeSent });
  });

  router.post(verify.path, async (req, res) => {
    const { email, otp, form: sent } = parseBody(registrationVerifySchema, req.body);
    // Checked before the code is tried, so a bad form never spends it; the account's e-mail is
    // the one the code proves, whatever the form says.
    const details = sent && { ...parseBody(form, { ...sent, email }), lang: requestLangSchema.parse(sent.lang) };
    res.json(await verifyRegistration(type, email, otp, clientAddress(req), details));
  });
}

export function registrationRouter(): Router {
  const router = Router();
  router.post(API.volunteerInvite.path, async (req, res) => {
    // Whatever is wrong with a token, the answer is the same: this link is not valid.
    const body = volunteerInviteSchema.safeParse(req.body);
    if (!body.success) throw new ServiceError('inviteInvalid');
    res.set('cache-control', 'private, no-store');
    res.json(await invitedApplicant(body.data.token));
  });
  for (const type of USER_TYPES) addRoutes(router, type);
  return router;
}
