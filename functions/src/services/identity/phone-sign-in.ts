/**
 * Signing in with a mobile number (docs/security-phone-sign-in.md). Firebase Auth's phone
 * provider sends the SMS and checks its code in the browser; this side only decides whether a
 * code may go (a registered number, within the limits) and exchanges a fresh phone sign-in for
 * the same member session an e-mail code earns. The phone account itself is never a member:
 * nothing but this exchange accepts its token.
 */
import { PHONE_SIGN_IN } from '@gh/common/constants';
import type { PhoneSharer, PhoneSignInAnswer } from '@gh/common/documents';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { indianPhoneKey } from '@gh/common/schemas';
import type { UserType } from '@gh/common/constants';
import { ServiceError } from '../errors.ts';
import { peopleWithPhone } from '../../store/people.ts';
import { limitPhoneCodeRequests, limitSmsCodes } from '../rate-limit.ts';
import { customTokenFor, provenPhoneOf, sessionUser } from './accounts.ts';

/** The people registered with the number: by its single-field index, never a scan. */
async function sharersOf(phoneKey: string) {
  const people = await peopleWithPhone(phoneKey, PHONE_SIGN_IN.sharersMax);
  if (people.length === 0) throw new ServiceError('phoneNotRegistered');
  return people;
}

/**
 * Whether a code may be sent by SMS to `phone` now: counted against the caller's address
 * first (so one machine cannot probe numbers for free), then, for a registered number only,
 * against the number and the day's ceiling. A number nobody registered costs no SMS.
 */
export async function allowPhoneCode(phone: string, clientAddress: string): Promise<void> {
  await limitPhoneCodeRequests(clientAddress);
  const phoneKey = indianPhoneKey(phone);
  if (!phoneKey) throw new ServiceError('phoneNotRegistered');
  await sharersOf(phoneKey);
  await limitSmsCodes(phoneKey);
}

/**
 * The member session of the person a freshly proven number belongs to. When it is several
 * people's, the answer lists them and the browser sends the same token again with the one
 * chosen, who must still be among them: the choice is bound to the proof, not to the page.
 */
export async function signInByPhone(idToken: string, chosen?: { role: UserType; email: string }): Promise<PhoneSignInAnswer> {
  const proven = await provenPhoneOf(idToken, PHONE_SIGN_IN.proofMaxAgeMs);
  const phoneKey = proven && indianPhoneKey(proven);
  if (!phoneKey) throw new ServiceError('phoneProofInvalid');
  const people = await sharersOf(phoneKey);
  const person = chosen
    ? people.find(({ role, doc }) => role === chosen.role && doc.email.toLowerCase() === chosen.email.toLowerCase())
    : people.length === 1
      ? people[0]
      : undefined;
  if (chosen && !person) throw new ServiceError('forbidden');
  if (!person) {
    const choices: PhoneSharer[] = people.map(({ role, doc }) => ({ role, name: doc.name, email: doc.email }));
    return { message: SERVER_MESSAGES.choosePerson, people: choices };
  }
  return {
    message: SERVER_MESSAGES.signedIn,
    user: sessionUser(person.role, person.doc),
    token: await customTokenFor(person.doc.email, person.role),
  };
}
