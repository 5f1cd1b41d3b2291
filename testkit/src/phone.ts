/**
 * Sign-in by SMS on the local stack: the Auth emulator sends no SMS, it keeps each code and
 * lists them at its `verificationCodes` endpoint, where these helpers (and the local inbox
 * page) read them. Fresh mobile numbers keep tests apart, as fresh e-mails do.
 */
import { randomInt } from 'node:crypto';
import { PHONE_SIGN_IN } from '@gh/common/constants';
import { PROJECT_ID } from '@gh/devstack/config';
import { authEmulatorUrl } from './stack.ts';

/** A mobile number nobody else's test uses, written as a person types it: `98xxx xxxxx`. */
export function newMobile(): string {
  const digits = `9${randomInt(0, 1_000_000_000).toString().padStart(9, '0')}`;
  return `${digits.slice(0, 5)} ${digits.slice(5)}`;
}

/** How Firebase writes the number: +91 and its ten digits. */
export const e164 = (mobile: string) => `+91${mobile.replace(/\D/g, '').slice(-10)}`;

interface VerificationCode {
  phoneNumber: string;
  sessionInfo: string;
  code: string;
}

const identityToolkit = (method: string) => `${authEmulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo`;

async function post<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await response.json()) as T & { error?: { message?: string } };
  if (!response.ok) throw new Error(`Auth emulator: ${json.error?.message ?? response.status}`);
  return json;
}

/** Every code the Auth emulator "sent" by SMS, oldest first. */
export async function verificationCodes(): Promise<VerificationCode[]> {
  const response = await fetch(`${authEmulatorUrl}/emulator/v1/projects/${PROJECT_ID}/verificationCodes`);
  const { verificationCodes: codes = [] } = (await response.json()) as { verificationCodes?: VerificationCode[] };
  return codes;
}

/** The last code sent by SMS to `mobile`, waiting for it to appear. */
export async function smsCodeFor(mobile: string, sessionInfo?: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const codes = (await verificationCodes()).filter(
      (one) => one.phoneNumber === e164(mobile) && (!sessionInfo || one.sessionInfo === sessionInfo),
    );
    const last = codes.at(-1);
    if (last) return last.code;
    if (Date.now() > deadline) throw new Error(`no SMS code for ${mobile}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** How many codes the Auth emulator "sent" to `mobile` so far. */
export const smsCodesSent = async (mobile: string) => (await verificationCodes()).filter((one) => one.phoneNumber === e164(mobile)).length;

/** Waits for the next code the Auth emulator "sends" to `mobile` after `before` codes (a browser asked for it). */
export async function nextSmsCode(mobile: string, before: number): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const codes = (await verificationCodes()).filter((one) => one.phoneNumber === e164(mobile));
    if (codes.length > before) return codes.at(-1)!.code;
    if (Date.now() > deadline) throw new Error(`no new SMS code for ${mobile}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/**
 * Signs in to the Auth emulator with the phone provider, as the browser's signInWithPhoneNumber
 * does (the emulator needs no reCAPTCHA), and answers the phone user's ID token.
 */
export async function phoneIdToken(mobile: string): Promise<string> {
  const { sessionInfo } = await post<{ sessionInfo: string }>(identityToolkit('sendVerificationCode'), { phoneNumber: e164(mobile) });
  const code = await smsCodeFor(mobile, sessionInfo);
  const { idToken } = await post<{ idToken: string }>(identityToolkit('signInWithPhoneNumber'), { sessionInfo, code });
  return idToken;
}

/** The same ID token, its sign-in moved back past a proof's age: the emulator does not check signatures. */
export function staleCopy(idToken: string): string {
  const [header, payload] = idToken.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
  claims.auth_time = Math.floor((Date.now() - PHONE_SIGN_IN.proofMaxAgeMs) / 1000) - 60;
  return `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
}
