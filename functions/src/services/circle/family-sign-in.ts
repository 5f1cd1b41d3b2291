/**
 * Signing in as a member of a family circle (docs/members.md, The family circle): the same
 * one-time code by e-mail, for an address that joined a senior's circle, whether or not it is
 * also a senior's or a volunteer's. The session is the person's own account (the uid of the
 * e-mail): one with a role enters it as a sign-in does, one without gets the e-mail claim alone,
 * which reads their family views and nothing else.
 */
import type { FamilySession } from '@gh/common/circle';
import type { Lang } from '@gh/common/i18n';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { inAnyCircle } from '../../store/circles.ts';
import { readPerson } from '../../store/people.ts';
import { familyTokenFor } from '../identity/accounts.ts';
import { enterByEmail, proveEmailByCode, type EmailProof } from '../identity/identity.ts';
import { sendCode } from '../identity/otp.ts';
import { ServiceError } from '../errors.ts';
import { limitCodeRequests } from '../rate-limit.ts';

/**
 * Mails a sign-in code to `email` if it joined a circle; an address in none gets no mail and the
 * same answer, so nobody learns from it whose family uses us. `clientAddress` is counted first.
 */
export async function requestFamilyCode(email: string, clientAddress: string, lang: Lang): Promise<void> {
  await limitCodeRequests(clientAddress);
  if (!(await inAnyCircle(email))) return;
  // The address was proven when it joined, but the mail still carries nobody's words.
  await sendCode({ type: 'family', email, purpose: 'login', name: null, lang });
}

/**
 * The code proves `email`; a member of a circle gets a session (403 once removed from every
 * circle). One registered as a volunteer or senior enters as /login would let them (identity.ts
 * enterByEmail: their role's claims, an account registered by SMS theirs from now on).
 */
export async function verifyFamily(email: string, code: string): Promise<FamilySession> {
  const { proof } = await proveEmailByCode('family', email, 'login', code);
  if (!(await inAnyCircle(email))) throw new ServiceError('familyNotInCircle');
  return familySessionFor(proof);
}

/**
 * The session of a member whose e-mail `proof` proves: one registered as a volunteer or senior
 * enters as /login would let them, one without a role gets the e-mail claim alone.
 */
export async function familySessionFor(proof: EmailProof): Promise<FamilySession> {
  const { email } = proof;
  const role = (await readPerson('volunteer', email)) ? 'volunteer' : (await readPerson('senior', email)) ? 'senior' : null;
  const token = role ? (await enterByEmail(role, proof)).token : await familyTokenFor(email);
  return { message: SERVER_MESSAGES.familySignedIn, email, token };
}
