/**
 * Signing in with a mobile number (docs/security-phone-sign-in.md): the api says whether a code
 * may go to the number, Firebase Auth's phone provider sends the SMS (behind an invisible
 * reCAPTCHA; none on the Auth emulator) and checks the code, and the api exchanges that fresh
 * proof for the member session an e-mail code earns, or for the people to choose from when the
 * phone is shared. The phone sign-in stays in its own in-memory Auth instance.
 */
import type { ConfirmationResult } from 'firebase/auth';
import type { PhoneSharer, PhoneSignInAnswer, VerifiedSession } from '@gh/common/documents';
import { indianPhoneKey } from '@gh/common/schemas';
import { apiRequest } from './api';
import { signIn } from './auth';
import { authSdk, getPhoneProofAuth } from './firebase';

/** Why Firebase refused a code or a number, in the words the page has for it. */
export type SmsProblem = 'codeWrong' | 'codeExpired' | 'tooManyTries' | 'failed';

export class SmsError extends Error {
  constructor(readonly problem: SmsProblem) {
    super(problem);
    this.name = 'SmsError';
  }
}

const PROBLEMS: Record<string, SmsProblem> = {
  'auth/invalid-verification-code': 'codeWrong',
  'auth/code-expired': 'codeExpired',
  'auth/too-many-requests': 'tooManyTries',
};

const smsError = (error: unknown) => new SmsError(PROBLEMS[(error as { code?: string } | null)?.code ?? ''] ?? 'failed');

/** A code sent by SMS, waiting for the person to type it. */
export interface SentSms {
  /** Checks the code with Firebase and answers the proof (the phone sign-in's ID token). */
  confirm: (code: string) => Promise<string>;
}

/**
 * Asks the api whether a code may go to `phone` (`ask`: for signing in, for a registration, or
 * for the family page),
 * then Firebase to send it. `recaptchaHost` is the element the invisible reCAPTCHA attaches to
 * (the page's own, emptied after each send).
 */
export async function sendSmsCode(
  phone: string,
  lang: string,
  recaptchaHost: HTMLElement,
  ask: 'phoneCodeRequest' | 'registrationSmsRequest' | 'familySmsRequest' = 'phoneCodeRequest',
): Promise<SentSms> {
  await apiRequest(ask, { body: { phone } });
  const [sdk, auth] = await Promise.all([authSdk(), getPhoneProofAuth()]);
  auth.languageCode = lang;
  const verifier = new sdk.RecaptchaVerifier(auth, recaptchaHost, { size: 'invisible' });
  let sent: ConfirmationResult;
  try {
    sent = await sdk.signInWithPhoneNumber(auth, indianPhoneKey(phone) ?? phone, verifier);
  } catch (error) {
    throw smsError(error);
  } finally {
    verifier.clear();
  }
  return {
    confirm: async (code) => {
      try {
        const { user } = await sent.confirm(code);
        return await user.getIdToken();
      } catch (error) {
        throw smsError(error);
      }
    },
  };
}

/** What the exchange answered: signed in, or the people the number belongs to. */
export type PhoneOutcome = { signedIn: true } | { signedIn: false; people: PhoneSharer[] };

/**
 * Exchanges the proof for the member session (`person`: the one chosen when the phone is
 * shared, with the same proof) and signs in with it as after an e-mail code. The phone sign-in
 * is dropped once the member session stands.
 */
export async function signInWithPhoneProof(proof: string, person?: Pick<PhoneSharer, 'role' | 'email'>): Promise<PhoneOutcome> {
  const answer = await apiRequest<PhoneSignInAnswer>('phoneSignIn', { body: { idToken: proof, ...(person && { person }) } });
  if ('people' in answer) return { signedIn: false, people: answer.people };
  await signIn(answer satisfies VerifiedSession);
  await forgetPhoneProof();
  return { signedIn: true };
}

/**
 * Registers with the proof instead of an e-mailed code: the api creates the person from `form`
 * when the proof is of the form's phone, and the member session starts as after a code.
 * `invite`: the acceptance e-mail's link token, which proves a volunteer's e-mail.
 */
export async function registerWithPhoneProof(
  call: 'verifySeniorByPhone' | 'verifyVolunteerByPhone',
  proof: string,
  form: Record<string, unknown>,
  invite: string | null = null,
): Promise<void> {
  await signIn(await apiRequest<VerifiedSession>(call, { body: { idToken: proof, form, ...(invite && { invite }) } }));
  await forgetPhoneProof();
}

/** Ends the phone sign-in (after the exchange, or when the person starts over). */
export async function forgetPhoneProof(): Promise<void> {
  const [sdk, auth] = await Promise.all([authSdk(), getPhoneProofAuth()]);
  await sdk.signOut(auth);
}
