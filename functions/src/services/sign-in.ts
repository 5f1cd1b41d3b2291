/** Signing in with a one-time code (spec sections 4 and 7): ask for a code, then verify it. */
import type { UserType } from '@gh/common/constants';
import type { VerifiedSession } from '@gh/common/documents';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { customTokenFor, sessionUser } from './accounts.ts';
import { sendCode, useCode } from './otp.ts';
import { registeredPerson } from './people.ts';
import { limitCodeRequests } from './rate-limit.ts';

/** `clientAddress` is counted first, so one machine cannot probe many e-mails for free. */
export async function requestSignInCode(type: UserType, email: string, clientAddress: string): Promise<void> {
  await limitCodeRequests('address', clientAddress);
  const person = await registeredPerson(type, email);
  await sendCode({ type, email, purpose: 'login', name: person.name });
}

export async function verifySignIn(type: UserType, email: string, code: string): Promise<VerifiedSession> {
  await useCode(type, email, 'login', code);
  const person = await registeredPerson(type, email);
  return {
    message: SERVER_MESSAGES.signedIn,
    user: sessionUser(type, person),
    token: await customTokenFor(email, type),
  };
}
