/**
 * Saving /profile (spec section 2): a volunteer's or a senior's own details, a volunteer's CV
 * replaced in Storage (each replaced or failed upload removed), and the matches of everyone the
 * change concerns kept current. The e-mail is the account and never changes. Fields the spec's form lacks (a senior's phone, birth
 * date and services; a volunteer's availability and languages) change only when sent. Phone,
 * birth date, State and PIN code are checked as at registration when changed, so a record
 * stored before those rules still saves as it is (changedFieldIssues); the place follows the
 * PIN code, read again only when it changed.
 */
import { randomUUID } from 'node:crypto';
import { personSearchable, searchMap } from '@gh/common/admin-fields';
import type { UserType } from '@gh/common/constants';
import type { SessionUser, StoredFile, VolunteerDoc } from '@gh/common/documents';
import { placeForPin } from '@gh/common/pin-directory';
import { FILE_TYPES } from '@gh/common/files';
import { changedFieldIssues, type SeniorProfile, type VolunteerProfile } from '@gh/common/schemas';
import { ServiceError } from '../errors.ts';
import type { CheckedFile } from '../files/files.ts';
import { deleteFile, saveFile } from '../../store/files.ts';
import type { PersonDocs } from '../../store/people.ts';
import { keepVolunteerSkills } from '../../store/applications.ts';
import { sessionUser } from '../identity/accounts.ts';
import { keepMatchesCurrent } from '../pairs/matching.ts';
import { notRegistered } from './people.ts';
import { placeOfPin } from './places.ts';
import { changeSenior } from './senior-card.ts';
import { phoneKeyOnSave } from '../identity/identity.ts';
import { changeVolunteer } from './volunteer-card.ts';

type ProfileForm = VolunteerProfile | SeniorProfile;

/** Refuses a changed phone, birth date, State or PIN code that registration would refuse. */
function checkChanges(form: Partial<Record<'phone' | 'dob' | 'state' | 'zipcode', string>>, stored: PersonDocs[UserType]) {
  const [issue] = changedFieldIssues(form, stored);
  if (issue) throw new ServiceError('invalidInput', { message: issue.message });
}

/** The fields of `sent` that were sent: a field the form did not carry keeps its stored value. */
function sentOnly<T extends object>(sent: T): Partial<T> {
  return Object.fromEntries(Object.entries(sent).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/**
 * The form's fields as stored. A changed PIN code must be one India Post's directory knows (a
 * 400 `pinUnknown` otherwise) and brings its place; an unchanged one keeps the stored place (a
 * record from before the places migration gets its own, or null for a PIN code nobody knows).
 */
function personFields(form: ProfileForm, before: PersonDocs[UserType]) {
  const place =
    form.zipcode !== before.zipcode ? placeOfPin(form.zipcode) : before.place === undefined ? placeForPin(form.zipcode) : before.place;
  return {
    name: form.name,
    address: form.address,
    city: form.city,
    state: form.state,
    zipcode: form.zipcode,
    place,
    emergencycontact: { emergencyContactName: form.ename, emergencyContactPhone: form.ephone, emergencyContactRelation: form.erelation },
  };
}

/** Only CVs saved here are removed when replaced: a seeded CV may be the application's resume. */
const CV_PREFIX = 'cvs/';

async function storeCv(email: string, cv: CheckedFile): Promise<StoredFile> {
  // A path of its own per upload, so a failed save never leaves the document naming a changed
  // file, and two uploads in the same millisecond never share one.
  return saveFile(`${CV_PREFIX}${email}/${randomUUID()}/${cv.filename}`, cv.filename, FILE_TYPES[cv.type].contentType, cv.bytes);
}

type Changer<T extends UserType> = (
  email: string,
  change: (before: PersonDocs[T]) => Partial<PersonDocs[T]>,
) => Promise<{ before: PersonDocs[T]; after: PersonDocs[T] } | null>;

/**
 * Saves the person as a transaction reads them: `change` checks the form against the stored
 * record and answers the fields to set. Then keeps everyone's matches current. A volunteer is
 * saved by changeVolunteer, which keeps his senior's card in the same commit; a senior by
 * changeSenior, which keeps what her assigned volunteer sees of her.
 */
async function save<T extends UserType>(
  type: T,
  changer: Changer<T>,
  email: string,
  change: (before: PersonDocs[T]) => Partial<PersonDocs[T]>,
) {
  const saved = await changer(email, (before) => {
    const fields = change(before);
    return {
      ...fields,
      ...phoneKeyOnSave(before, fields.phone),
      search: searchMap(personSearchable({ ...before, ...fields })),
    } as Partial<PersonDocs[T]>;
  });
  if (!saved) throw notRegistered(type);
  await keepMatchesCurrent(type, saved.before, saved.after);
  return saved;
}

function volunteerFields(form: VolunteerProfile, before: VolunteerDoc, cv: StoredFile | null): Partial<VolunteerDoc> {
  return {
    ...personFields(form, before),
    skills: form.skills,
    hobbies: form.hobbies,
    certification: form.certification,
    experience: form.experience,
    ...sentOnly({ availability: form.availability, languages: form.languages, intro: form.intro }),
    ...(cv && { cv }),
  };
}

/**
 * A volunteer's save; a new CV replaces the one the record names as the save reads it, so of
 * uploads at once each replaces the one before it and removes that file: none is left that
 * nothing names. Their skills are kept on their application for the admin's panels.
 */
export async function saveVolunteerProfile(email: string, form: VolunteerProfile, cv: CheckedFile | null): Promise<SessionUser> {
  const stored = cv && (await storeCv(email, cv));
  let saved;
  try {
    saved = await save('volunteer', changeVolunteer, email, (before) => {
      checkChanges(form, before);
      return volunteerFields(form, before, stored);
    });
  } catch (error) {
    if (stored) await deleteFile(stored.path).catch(() => undefined);
    throw error;
  }
  const old = saved.before.cv;
  if (stored && old && old.path.startsWith(CV_PREFIX)) await deleteFile(old.path);
  await keepVolunteerSkills(email, saved.after.skills);
  return sessionUser('volunteer', saved.after);
}

export async function saveSeniorProfile(email: string, form: SeniorProfile): Promise<SessionUser> {
  const { after } = await save('senior', changeSenior, email, (before) => {
    checkChanges(form, before);
    const fields = personFields(form, before);
    // The contact's e-mail is kept unless the form sent it ('' removes it).
    const emergencyContactEmail = form.eemail ?? before.emergencycontact.emergencyContactEmail ?? '';
    return {
      ...fields,
      emergencycontact: { ...fields.emergencycontact, emergencyContactEmail },
      interests: form.interests,
      specialneeds: form.specialneeds,
      ...sentOnly({ services: form.services, languages: form.languages, phone: form.phone, dob: form.dob }),
    };
  });
  return sessionUser('senior', after);
}
