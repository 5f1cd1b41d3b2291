/**
 * Registering with a code by SMS instead of the e-mailed one (docs/security-phone-sign-in.md,
 * Registering by SMS). Firebase Auth's phone provider sends and checks the code in the browser,
 * as for signing in; here a code may go to any Indian number within the same limits, and a
 * fresh proof of the form's own phone creates the registration as the e-mailed code does.
 */
import { PHONE_SIGN_IN, type UserType } from '@gh/common/constants';
import type { VerifiedSession } from '@gh/common/documents';
import { indianPhoneKey, type SeniorRegistration, type VolunteerRegistration } from '@gh/common/schemas';
import type { Lang } from '@gh/common/i18n';
import { ServiceError } from '../errors.ts';
import { provenPhoneOf } from '../identity/accounts.ts';
import { limitPhoneCodeRequests, limitSmsCodes } from '../rate-limit.ts';
import { createRegistration } from './registration.ts';

/**
 * Whether a code may be sent by SMS to a registration form's `phone` now: the caller's address
 * first, then the number and the day's ceiling, as for signing in. The number need not be
 * anyone's: registering is how it becomes someone's.
 */
export async function allowRegistrationSms(phone: string, clientAddress: string): Promise<void> {
  await limitPhoneCodeRequests(clientAddress);
  const phoneKey = indianPhoneKey(phone);
  // The schema took only Indian numbers; this is the same check in the form Firebase proves.
  if (!phoneKey) throw new ServiceError('invalidInput');
  await limitSmsCodes(phoneKey);
}

/**
 * Creates the registration `form` once `idToken` freshly proves the form's phone. Nothing proved
 * the form's e-mail then (a volunteer's form need not come from the acceptance mail's link), so
 * the person is marked unproven and no mail reaches it until they sign in with an e-mailed code.
 */
export async function registerByPhone(
  type: UserType,
  idToken: string,
  form: (VolunteerRegistration | SeniorRegistration) & { lang: Lang },
): Promise<VerifiedSession> {
  const proven = await provenPhoneOf(idToken, PHONE_SIGN_IN.proofMaxAgeMs);
  const phoneKey = proven && indianPhoneKey(proven);
  if (!phoneKey) throw new ServiceError('phoneProofInvalid');
  if (phoneKey !== indianPhoneKey(form.phone)) throw new ServiceError('phoneNotForm');
  return createRegistration(type, form.email, form, false);
}
