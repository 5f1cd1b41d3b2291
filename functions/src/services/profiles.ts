/**
 * Saving /profile (spec section 2): a volunteer's or a senior's own details, a volunteer's CV
 * replaced in Storage, and the matches of everyone the change concerns kept current. The
 * e-mail is the account and never changes; phone, birth date and availability are not on the
 * form and stay as registered.
 */
import type { UserType } from '@gh/common/constants';
import { cityKey, type SeniorDoc, type SessionUser, type StoredFile, type VolunteerDoc } from '@gh/common/documents';
import { FILE_TYPES } from '@gh/common/files';
import type { SeniorProfile, VolunteerProfile } from '@gh/common/schemas';
import type { CheckedFile } from './files.ts';
import { deleteFile, saveFile } from '../store/files.ts';
import { updatePerson, type PersonDocs } from '../store/people.ts';
import { sessionUser } from './accounts.ts';
import { keepMatchesCurrent } from './matching.ts';
import { registeredPerson } from './people.ts';

type ProfileForm = VolunteerProfile | SeniorProfile;

function personFields(form: ProfileForm) {
  return {
    name: form.name, address: form.address, city: form.city, cityKey: cityKey(form.city), state: form.state, zipcode: form.zipcode,
    emergencycontact: { emergencyContactName: form.ename, emergencyContactPhone: form.ephone, emergencyContactRelation: form.erelation },
  };
}

/** Only CVs saved here are removed when replaced: a seeded CV may be the application's resume. */
const CV_PREFIX = 'cvs/';

async function storeCv(email: string, cv: CheckedFile, now: number): Promise<StoredFile> {
  // A path of its own per upload, so a failed save never leaves the document naming a changed file.
  return saveFile(`${CV_PREFIX}${email}/${now}/${cv.filename}`, cv.filename, FILE_TYPES[cv.type].contentType, cv.bytes);
}

async function save<T extends UserType>(type: T, before: PersonDocs[T], fields: Partial<PersonDocs[T]>): Promise<PersonDocs[T]> {
  await updatePerson(type, before.email, fields);
  const after = { ...before, ...fields };
  await keepMatchesCurrent(type, before, after);
  return after;
}

export async function saveVolunteerProfile(email: string, form: VolunteerProfile, cv: CheckedFile | null, now = Date.now()): Promise<SessionUser> {
  const before = await registeredPerson('volunteer', email);
  const stored = cv && (await storeCv(email, cv, now));
  const fields: Partial<VolunteerDoc> = {
    ...personFields(form), skills: form.skills, hobbies: form.hobbies, certification: form.certification, experience: form.experience,
    ...(stored && { cv: stored }),
  };
  let after;
  try {
    after = await save('volunteer', before, fields);
  } catch (error) {
    if (stored) await deleteFile(stored.path).catch(() => undefined);
    throw error;
  }
  const old = before.cv;
  if (stored && old && old.path !== stored.path && old.path.startsWith(CV_PREFIX)) await deleteFile(old.path);
  return sessionUser('volunteer', after);
}

export async function saveSeniorProfile(email: string, form: SeniorProfile): Promise<SessionUser> {
  const fields: Partial<SeniorDoc> = { ...personFields(form), interests: form.interests, specialneeds: form.specialneeds };
  const after = await save('senior', await registeredPerson('senior', email), fields);
  return sessionUser('senior', after);
}
