/**
 * Registering with a code by SMS instead of the e-mailed one (docs/security-phone-sign-in.md,
 * Registering by SMS). Firebase Auth's phone provider sends and checks the code in the browser,
 * as for signing in; here a code may go to any Indian number within the same limits, and a
 * fresh proof of the form's own phone creates the registration as the e-mailed code does.
 */
import type { UserType } from '@gh/common/constants';
import type { VerifiedSession } from '@gh/common/documents';
import { indianPhoneKey, type SeniorRegistration, type VolunteerRegistration } from '@gh/common/schemas';
import type { Lang } from '@gh/common/i18n';
import { ServiceError } from '../errors.ts';
import { proveEmailByInvite, provePhone, type Proof } from '../identity/identity.ts';
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
 * Creates the registration `form` once `idToken` freshly proves the form's phone. That proves
 * the phone, not the e-mail: only the acceptance mail's link (`invite`) proves that here, and a
 * volunteer needs it (identity.ts openAccount); a senior without it is registered with her
 * e-mail unproven, unmailed, until its owner proves it.
 */
export async function registerByPhone(
  type: UserType,
  idToken: string,
  form: (VolunteerRegistration | SeniorRegistration) & { lang: Lang },
  invite?: string,
): Promise<VerifiedSession> {
  const phone = await provePhone(idToken);
  if (phone.phoneKey !== indianPhoneKey(form.phone)) throw new ServiceError('phoneNotForm');
  const proofs: Proof[] = [phone, ...(invite === undefined ? [] : [proveEmailByInvite(invite, form.email)])];
  return createRegistration(type, form.email, form, proofs);
}
