/**
 * Shared steps of the identity tests: fresh people and addresses, codes read from the captured
 * mail, and firebase-admin on the same local stack to set up and inspect what the api stored.
 */
import { searchMap } from '@gh/common/admin-fields';
import { NOTICE_VERSION } from '@gh/common/consent';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { expect } from 'vitest';
import { APPLICATION_STATUS, COLLECTIONS, type ApplicationStatus, type UserType } from '@gh/common/constants';
import type { ApplicationDoc, VerifiedSession } from '@gh/common/documents';
import { seniorRegistrationSchema, volunteerRegistrationSchema } from '@gh/common/schemas';
import { newSenior, newVolunteer } from '@gh/functions/testing';
import { PROJECT_ID } from '@gh/devstack/config';
import { api, idTokenFor, mailbox, newClientAddress, uniqueId } from './stack.ts';

const adminApp = () => getApps().find((app) => app.name === 'identity-tests') ?? initializeApp({ projectId: PROJECT_ID }, 'identity-tests');
export const db = (): Firestore => getFirestore(adminApp());
export const adminAuth = () => getAuth(adminApp());

export const newEmail = (prefix: string) => `${uniqueId(prefix)}@example.com`;

const emergencycontact = {
  emergencyContactName: 'Anil Rao',
  emergencyContactPhone: '+91 98220 33333',
  emergencyContactRelation: 'Son',
};

export function seniorForm(email = newEmail('senior')) {
  return {
    name: 'Kamala Rao',
    email,
    phone: '+91 20 2612 3456',
    dob: '1942-09-30',
    address: '4 Shanti Niwas, Model Colony',
    city: 'Pune',
    state: 'Maharashtra',
    zipcode: '411004',
    emergencycontact,
    specialneeds: 'Uses a walking stick.',
    interests: ['Reading', 'Music'],
    services: ['Companionship'],
    consentVersion: NOTICE_VERSION,
  };
}

/** A registration form's fields as the person's document keeps them: the agreement becomes a consent record. */
export function storedFields<F extends { consentVersion: unknown }>({ consentVersion: _agreed, ...fields }: F): Omit<F, 'consentVersion'> {
  return fields;
}

export function volunteerForm(email = newEmail('volunteer')) {
  return {
    name: 'Aditi Sharma',
    email,
    phone: '+91 98220 11111',
    dob: '1996-04-12',
    address: '12 Lane 5, Koregaon Park',
    city: 'Pune',
    state: 'Maharashtra',
    zipcode: '411001',
    emergencycontact,
    skills: ['Reading', 'Music'],
    availability: ['Morning (9AM-12PM)'],
    experience: 'Two years at a care home.',
    consentVersion: NOTICE_VERSION,
  };
}

/** An application in `status`, as the applications issue stores it, with a resume in Storage. */
export async function addApplication(
  email: string,
  status: ApplicationStatus = APPLICATION_STATUS.accepted,
  languages = ['English', 'Marathi'],
): Promise<ApplicationDoc> {
  const application: ApplicationDoc = {
    email,
    fullName: 'Aditi Sharma',
    contact: '+91 98220 11111',
    motivation: 'm',
    companionshipMeaning: 'c',
    excitement: 'e',
    handlingLoneliness: 'h',
    experience: '',
    availability: 'Mornings',
    languages,
    resume: { path: `resumes/${email}/cv.pdf`, filename: 'cv.pdf', contentType: 'application/pdf', size: 1234 },
    status,
    submittedAt: Date.now(),
    search: searchMap({ name: 'Aditi Sharma', email, phones: ['+91 98220 11111'] }),
  };
  await db().collection(COLLECTIONS.applications).doc(email).set(application);
  return application;
}

export const otpDoc = (type: UserType, email: string) => db().collection(COLLECTIONS.otps).doc(`${type}:${email}`);
export const personDoc = (type: UserType, email: string) =>
  db()
    .collection(type === 'volunteer' ? COLLECTIONS.volunteers : COLLECTIONS.seniors)
    .doc(email);

/** Moves the last code's sending time back past the resend cool-down. */
export async function endCooldown(type: UserType, email: string): Promise<void> {
  await otpDoc(type, email).update({ sentAt: Date.now() - 10 * 60_000 });
}

/** The first group of `pattern` in the `count`-th mail to `email` (1 = the first), waiting for it. */
async function fromMail(email: string, count: number, pattern: RegExp): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = await mailbox.to(email);
    const mail = mails[count - 1];
    if (mail) {
      const found = pattern.exec(mail.text ?? '')?.[1];
      if (!found) throw new Error(`no ${String(pattern)} in mail "${mail.subject}":\n${mail.text}`);
      return found;
    }
    if (Date.now() > deadline) throw new Error(`mail ${count} to ${email} did not arrive (${mails.length} did)`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The code in the `count`-th mail: the only line of six digits, indented, in the plain text. */
export const codeFromMail = (email: string, count = 1) => fromMail(email, count, /^ {4}(\d{6})$/m);

/** The one-tap link in the `count`-th mail: the line that is a whole web address. */
export const linkFromMail = (email: string, count = 1) => fromMail(email, count, /^(https?:\/\/\S+)$/m);

/** Asks for a registration code and answers it; the whole happy path of one registration. */
export async function register(type: UserType, form: { email: string }, headers = newClientAddress()) {
  const asked = await api('POST', `/register/${type}`, form, headers);
  expect(asked, asked.text).toMatchObject({ status: 200 });
  const otp = await codeFromMail(form.email);
  const verified = await api('POST', `/otp-verify/${type}`, { email: form.email, otp }, headers);
  expect(verified.status, verified.text).toBe(200);
  const session = verified.json as unknown as VerifiedSession;
  return { session, idToken: await idTokenFor(session.token) };
}

export const bearer = (idToken: string) => ({ authorization: `Bearer ${idToken}` });

/**
 * A registered person, written straight to Firestore (sign-in tests need no registration);
 * `fields` in place of the form's own (a name, a phone).
 */
export async function addPerson(type: UserType, email = newEmail(type), fields: { name?: string; phone?: string } = {}): Promise<string> {
  const now = Date.now();
  const doc =
    type === 'senior'
      ? newSenior(seniorRegistrationSchema.parse({ ...seniorForm(email), ...fields }), now)
      : newVolunteer(volunteerRegistrationSchema.parse({ ...volunteerForm(email), ...fields }), await addApplication(email), now);
  await personDoc(type, email).set(doc);
  return email;
}

/** Asks for a sign-in code; answers which mail to `email` brings it (its `count` for codeFromMail, linkFromMail). */
async function askSignInCode(type: UserType, email: string, headers: Record<string, string>): Promise<number> {
  const before = (await mailbox.to(email)).length;
  const asked = await api('POST', `/login/${type}`, { email, loginotp: '' }, headers);
  expect(asked.status, asked.text).toBe(200);
  return before + 1;
}

/** Asks for a sign-in code and answers the one-tap link of its mail, which signs the person in where it is opened. */
export const signInLink = async (type: UserType, email: string, headers = newClientAddress()) =>
  linkFromMail(email, await askSignInCode(type, email, headers));

/** Asks for a sign-in code and answers it. */
export async function signIn(type: UserType, email: string, headers = newClientAddress()) {
  const loginotp = await codeFromMail(email, await askSignInCode(type, email, headers));
  const verified = await api('POST', `/login/otp-verify/${type}`, { email, loginotp }, headers);
  expect(verified.status, verified.text).toBe(200);
  const session = verified.json as unknown as VerifiedSession;
  return { session, idToken: await idTokenFor(session.token) };
}
