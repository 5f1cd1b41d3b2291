/** POST /register/phone/request and POST /register/phone/verify/{volunteer|senior}: registering by SMS. */
import { Router } from 'express';
import { USER_TYPES } from '@gh/common/constants';
import { API } from '@gh/common/api-routes';
import { SERVER_MESSAGES } from '@gh/common/messages';
import {
  phoneCodeRequestSchema,
  registrationByPhoneSchema,
  requestLangSchema,
  seniorRegistrationSchema,
  volunteerRegistrationSchema,
} from '@gh/common/schemas';
import { allowRegistrationSms, registerByPhone } from '../services/people/registration-by-phone.ts';
import { clientAddress } from './client-address.ts';
import { parseBody } from './validate.ts';

const VERIFY = {
  volunteer: { route: API.verifyVolunteerByPhone, form: volunteerRegistrationSchema },
  senior: { route: API.verifySeniorByPhone, form: seniorRegistrationSchema },
} as const;

export function registrationByPhoneRouter(): Router {
  const router = Router();

  router.post(API.registrationSmsRequest.path, async (req, res) => {
    const { phone } = parseBody(phoneCodeRequestSchema, req.body);
    await allowRegistrationSms(phone, clientAddress(req));
    res.json({ message: SERVER_MESSAGES.phoneCodeAllowed });
  });

  for (const type of USER_TYPES) {
    const { route, form } = VERIFY[type];
    router.post(route.path, async (req, res) => {
      const body = parseBody(registrationByPhoneSchema, req.body);
      const details = { ...parseBody(form, body.form), lang: requestLangSchema.parse(body.form.lang) };
      res.json(await registerByPhone(type, body.idToken, details));
    });
  }
  return router;
}
