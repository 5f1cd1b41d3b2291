/** Signing in with a one-time code (spec sections 4 and 7): ask for a code, then verify it. */
import type { UserType } from '@gh/common/constants';
import type { Lang } from '@gh/common/i18n';
import type { VerifiedSession } from '@gh/common/documents';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { sessionUser } from './accounts.ts';
import { enterByEmail, proveEmailByCode } from './identity.ts';
import { sendCode } from './otp.ts';
import type { ErrorCode } from '@gh/common/errors';
import { ServiceError } from '../errors.ts';
import { dashboardCopy } from '../people/dashboard-copy.ts';
import { registeredPerson } from '../people/people.ts';
import { inAnyCircle } from '../../store/circles.ts';
import { readPerson } from '../../store/people.ts';
import { limitCodeRequests } from '../rate-limit.ts';

/** Asked as `type` but registered as the other role: the page offers the switch. */
const REGISTERED_AS_OTHER = {
  volunteer: 'registeredAsSenior',
  senior: 'registeredAsVolunteer',
} as const satisfies Record<UserType, ErrorCode>;
const OTHER_TYPE = { volunteer: 'senior', senior: 'volunteer' } as const satisfies Record<UserType, UserType>;

/**
 * The person registered as `type`. One registered only as the other role hears so: the same
 * message as for nobody (the spec's), with its own code. This tells no more than asking as the
 * other role already does (docs/security-reference.md, The wrong role), and no code is sent for
 * the role not chosen.
 */
async function signInPerson(type: UserType, email: string) {
  const person = await readPerson(type, email);
  if (person) return person;
  if (await readPerson(OTHER_TYPE[type], email)) throw new ServiceError(REGISTERED_AS_OTHER[type]);
  return registeredPerson(type, email);
}

/** `clientAddress` is counted first, so one machine cannot probe many e-mails for free. */
/** `lang`: the page's, which the code e-mail is written in. */
export async function requestSignInCode(type: UserType, email: string, clientAddress: string, lang: Lang): Promise<void> {
  await limitCodeRequests(clientAddress);
  const person = await signInPerson(type, email);
  // An address nobody has proven yet gets none of the words typed with it, not even the name.
  await sendCode({ type, email, purpose: 'login', name: person.emailProven === false ? null : person.name, lang });
}

/**
 * The code reached this address, so it signs its owner in: an account registered with it by SMS
 * becomes hers here (identity.ts enterByEmail), and the dashboard it answers shows her what that
 * registration entered, to keep or correct. Someone who has joined a family circle too hears so,
 * to choose between their dashboard and the family page.
 */
export async function verifySignIn(type: UserType, email: string, code: string): Promise<VerifiedSession> {
  const { proof } = await proveEmailByCode(type, email, 'login', code);
  const { doc: person, token } = await enterByEmail(type, proof);
  const [seen, family] = await Promise.all([dashboardCopy(type, email, person), inAnyCircle(email)]);
  return { message: SERVER_MESSAGES.signedIn, user: sessionUser(type, person), token, seen, ...(family && { family }) };
}
