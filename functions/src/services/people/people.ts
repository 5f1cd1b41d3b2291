/**
 * Registered volunteers and seniors: their documents as registration creates them, and as
 * GET /volunteer/{email} and GET /senior/{email} show them (spec section 3).
 */
import { linkFields, personSearchable, searchMap } from '@gh/common/admin-fields';
import { DAY_MS, TRIAL_DAYS, type UserType } from '@gh/common/constants';
import { consentRecord, firstConsents } from '@gh/common/consent';
import type { ApplicationDoc, SeniorRecord, SeniorDoc, StoredFile, VolunteerDoc, VolunteerRecord } from '@gh/common/documents';
import { DEFAULT_LANG, type Lang } from '@gh/common/i18n';
import { SPOKEN_ON_PAGE } from '@gh/common/options';
import { indianPhoneKey, type SeniorRegistration, type VolunteerRegistration } from '@gh/common/schemas';
import type { ErrorCode } from '@gh/common/errors';
import { ServiceError } from '../errors.ts';
import { readApplication } from '../../store/applications.ts';
import { readPerson, type Pair, type PersonDocs } from '../../store/people.ts';
import { cvLink } from '../files/cv.ts';
import { photoLink } from '../files/photo.ts';
import { placeOfPin } from './places.ts';

/** The answers the web app keys on (spec section 8). */
const NOT_REGISTERED = {
  volunteer: 'volunteerNotFound',
  senior: 'seniorNotFound',
} as const satisfies Record<UserType, ErrorCode>;

/** The 404 with the spec's message for someone not registered on `type`'s side. */
export const notRegistered = (type: UserType) => new ServiceError(NOT_REGISTERED[type]);

/** The person, or a 404 with the spec's message for their side. */
export async function registeredPerson<T extends UserType>(type: T, email: string): Promise<PersonDocs[T]> {
  const person = await readPerson(type, email);
  if (!person) throw notRegistered(type);
  return person;
}

/** Both people of a pair as read, or a 404 with the spec's message for a side not registered. */
export function registeredPair({ volunteer, senior }: Pair): { volunteer: VolunteerDoc; senior: SeniorDoc } {
  if (!volunteer) throw notRegistered('volunteer');
  if (!senior) throw notRegistered('senior');
  return { volunteer, senior };
}

/**
 * The phone's one form for sign-in by SMS, beside the phone as typed: the one place that writes
 * it (registration and profile saves), so the number a person gives is the number that signs in.
 */
export function phoneFields(phone: string): { phoneKey: string | null } {
  return { phoneKey: indianPhoneKey(phone) };
}

/** The languages a person gave, or the page's they registered on when they gave none: a match needs one. */
const spokenLanguages = (given: readonly string[], lang: Lang) => (given.length ? [...given] : [SPOKEN_ON_PAGE[lang]]);

/** A new person's place: 400 `pinUnknown` when the directory does not know the form's PIN code. */
const placeFields = (zipcode: string) => ({ place: placeOfPin(zipcode) });

/** The registration's agreement to the privacy notice, recorded on the new person's document. */
const consentFields = (version: number, lang: Lang, now: number) => ({
  consents: firstConsents(consentRecord(version, lang, now, 'registration')),
});

export function newVolunteer(
  { consentVersion, ...form }: VolunteerRegistration,
  application: ApplicationDoc,
  now: number,
  lang: Lang = DEFAULT_LANG,
): VolunteerDoc {
  return {
    ...form,
    ...consentFields(consentVersion, lang, now),
    ...phoneFields(form.phone),
    ...placeFields(form.zipcode),
    hobbies: '',
    certification: '',
    // Matching needs a language in common; the application is where the volunteer gave them.
    languages: spokenLanguages(application.languages, lang),
    // The resume sent with the application is the CV until the volunteer replaces it on /profile
    // (which removes only CVs saved there, so the application keeps its file).
    cv: application.resume,
    senior: null,
    ...linkFields(null),
    search: searchMap(personSearchable(form)),
    createdAt: now,
  };
}

export function newSenior({ consentVersion, ...form }: SeniorRegistration, now: number, lang: Lang = DEFAULT_LANG): SeniorDoc {
  return {
    ...form,
    ...consentFields(consentVersion, lang, now),
    ...phoneFields(form.phone),
    ...placeFields(form.zipcode),
    languages: spokenLanguages(form.languages, lang),
    trialEndsAt: now + TRIAL_DAYS * DAY_MS,
    volunteer: null,
    search: searchMap(personSearchable(form)),
    createdAt: now,
  };
}

/** Files are shown by name only: where they are stored is the server's business. */
export const fileName = (file: StoredFile | null | undefined) => (file ? { filename: file.filename } : null);

export async function volunteerRecord(email: string): Promise<VolunteerRecord> {
  const [volunteer, application] = await Promise.all([registeredPerson('volunteer', email), readApplication(email)]);
  return {
    ...volunteer,
    cv: volunteer.cv && cvLink(email, volunteer.cv),
    photo: volunteer.photo ? photoLink(email, volunteer.photo) : null,
    application: application && {
      data: { fullName: application.fullName, email: application.email, contact: application.contact },
      resume: fileName(application.resume),
    },
    applicationStatus: application?.status ?? null,
  };
}

export function seniorRecord(email: string): Promise<SeniorRecord> {
  return registeredPerson('senior', email);
}
