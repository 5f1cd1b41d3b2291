/**
 * Shared steps of the matching, connect, assign and profile tests: people written straight to
 * Firestore in a place of their own (so tests never see each other's people), ID tokens from
 * the Auth emulator without a code by mail, and what the api left in `matches/{email}`.
 */
import { COLLECTIONS, type UserType } from '@gh/common/constants';
import type { MatchesDoc } from '@gh/common/documents';
import { placeOf, type Place } from '@gh/common/places';
import { seniorRegistrationSchema, volunteerRegistrationSchema } from '@gh/common/schemas';
import { customTokenFor, keepMatchesCurrent, newSenior, newVolunteer, type PersonDocs } from '@gh/functions/testing';
import { expect } from 'vitest';
import { api, apiUrl, idTokenFor, mailbox, uniqueId } from './stack.ts';
import type { Upload } from './applicant.ts';
import { addApplication, adminAuth, bearer, db, newEmail, personDoc, seniorForm, volunteerForm } from './identity.ts';

export const newCity = () => `City ${uniqueId('c')}`;

/**
 * The place of a test's own "city": a district nobody else is in, without a position, so
 * matching (places.ts nearby, by district where a position is missing) meets only the people
 * given the same city. A profile save keeps it while the PIN code stays the same.
 */
export const placeIn = (city: string, pin: string): Place => placeOf(pin, city, 'Test', null);

interface MemberOptions {
  city: string;
  /** A real PIN code: the person lives there (near everyone else there) instead of in `city`'s place of its own. */
  pin?: string;
  /** The languages the person speaks (a senior's form's own; a volunteer's application's). */
  languages?: string[];
  name?: string;
  /** Skills of a volunteer, interests of a senior. */
  topics?: string[];
  /** The phone registered, as typed (a fresh mobile: newMobile in phone.ts). */
  phone?: string;
  /** Their e-mail, where a test needs it to sort somewhere (a new one otherwise). */
  email?: string;
}

/** A registered person in `city` (placeIn), and an ID token of theirs. */
export async function addMember<T extends UserType>(
  type: T,
  { city, pin, languages, name, topics = ['Reading', 'Music'], phone, email = newEmail(type) }: MemberOptions,
) {
  const now = Date.now();
  const chosen = { ...(name && { name }), ...(phone && { phone }), ...(pin && { zipcode: pin }) };
  const doc = (
    type === 'senior'
      ? newSenior(seniorRegistrationSchema.parse({ ...seniorForm(email), city, interests: topics, languages, ...chosen }), now)
      : newVolunteer(
          volunteerRegistrationSchema.parse({ ...volunteerForm(email), city, skills: topics, ...chosen }),
          await addApplication(email, undefined, languages),
          now,
        )
  ) as PersonDocs[T];
  if (!pin) doc.place = placeIn(city, doc.zipcode);
  await personDoc(type, email).set(doc);
  return { email, doc, token: await tokenFor(email, type) };
}

/**
 * Moves a person registered through the api (at their form's real PIN code) into `city`'s
 * place of its own (placeIn), and keeps everyone's matches as a move does (the api's own
 * matching service, run here): out of the lists near the old place, into those near the new.
 */
export async function moveInto<T extends UserType>(type: T, email: string, city: string): Promise<void> {
  const before = await readMember(type, email);
  const after = { ...before, place: placeIn(city, before.zipcode) };
  await personDoc(type, email).update({ place: after.place });
  await keepMatchesCurrent(type, before, after);
}

/** An ID token for the person's own account, as if they had signed in with a code. */
export async function tokenFor(email: string, type: UserType): Promise<string> {
  return idTokenFor(await customTokenFor(email, type, adminAuth()));
}

export async function storedMatches(email: string): Promise<MatchesDoc | undefined> {
  return (await db().collection(COLLECTIONS.matches).doc(email).get()).data() as MatchesDoc | undefined;
}

/** The e-mails in someone's stored matches, in order. */
export const matchEmails = async (email: string) => (await storedMatches(email))?.items.map((item) => item.email);

/** POST /volunteer/matches or /senior/matches for `email` with `token`. */
export const askMatches = (type: UserType, email: string, token?: string) =>
  api('POST', `/${type}/matches`, { email }, token ? bearer(token) : {});

export async function readMember<T extends UserType>(type: T, email: string) {
  return (await personDoc(type, email).get()).data() as PersonDocs[T];
}

/** A multipart POST with the fields as given (arrays as repeated fields) and at most one file. */
export async function postForm(path: string, fields: Record<string, string | string[]>, token?: string, file?: Upload) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) form.append(key, one);
  }
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.filename);
  const response = await fetch(`${apiUrl}${path}`, { method: 'POST', body: form, headers: token ? bearer(token) : {} });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> & { message: string } };
}

/**
 * A volunteer (named `name`) and a senior of `city` with a Requested link, made through the api. The senior's mail about
 * the request is taken out of her inbox (notifications.test.ts reads it), so the tests of what
 * comes next find there only what they did.
 */
export async function requestedPair(city = newCity(), { name }: Pick<MemberOptions, 'name'> = {}) {
  const [volunteer, senior] = await Promise.all([addMember('volunteer', { city, name }), addMember('senior', { city })]);
  const connected = await api(
    'POST',
    '/volunteer/volunteer/connect',
    { volunteerEmail: volunteer.email, seniorEmail: senior.email },
    bearer(volunteer.token),
  );
  expect(connected.status, connected.text).toBe(200);
  await mailbox.remove(await mailbox.waitFor(senior.email, /would like to visit you$/));
  return { city, volunteer, senior };
}
