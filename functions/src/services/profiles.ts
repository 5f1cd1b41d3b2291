/**
 * Saving /profile (spec section 2): a volunteer's or a senior's own details, a volunteer's CV
 * replaced in Storage (each replaced or losing upload removed), and the matches of everyone the change concerns kept current. The
 * e-mail is the account and never changes. Fields the spec's form lacks (a senior's phone, birth
 * date and services; a volunteer's availability and languages) change only when sent. Phone,
 * birth date, State and PIN code are checked as at registration when changed, so a record
 * stored before those rules still saves as it is (changedFieldIssues).
 */
import { randomUUID } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
import { searchKeys } from '@gh/common/admin-fields';
import type { UserType } from '@gh/common/constants';
import { cityKey, type SeniorDoc, type SessionUser, type StoredFile, type VolunteerDoc } from '@gh/common/documents';
import { FILE_TYPES } from '@gh/common/files';
import { changedFieldIssues, type SeniorProfile, type VolunteerProfile } from '@gh/common/schemas';
import { ServiceError } from './errors.ts';
import type { CheckedFile } from './files.ts';
import { claimCvReplacement, releaseCvReplacement } from '../store/cv-replacements.ts';
import { deleteFile, saveFile } from '../store/files.ts';
import { updatePerson, type PersonDocs } from '../store/people.ts';
import { keepVolunteerSkills } from '../store/applications.ts';
import { sessionUser } from './accounts.ts';
import { keepMatchesCurrent } from './matching.ts';
import { registeredPerson } from './people.ts';

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

function personFields(form: ProfileForm) {
  return {
    name: form.name, address: form.address, city: form.city, cityKey: cityKey(form.city), state: form.state, zipcode: form.zipcode,
    emergencycontact: { emergencyContactName: form.ename, emergencyContactPhone: form.ephone, emergencyContactRelation: form.erelation },
  };
}

/** Only CVs saved here are removed when replaced: a seeded CV may be the application's resume. */
const CV_PREFIX = 'cvs/';
/** How long an upload waits for its turn while other uploads of the same person's CV finish. */
const CV_TURN_WAIT_MS = 30_000;

async function storeCv(email: string, cv: CheckedFile): Promise<StoredFile> {
  // A path of its own per upload, so a failed save never leaves the document naming a changed
  // file, and two uploads in the same millisecond never share one.
  return saveFile(`${CV_PREFIX}${email}/${randomUUID()}/${cv.filename}`, cv.filename, FILE_TYPES[cv.type].contentType, cv.bytes);
}

async function save<T extends UserType>(type: T, before: PersonDocs[T], changes: Partial<PersonDocs[T]>): Promise<PersonDocs[T]> {
  const fields = { ...changes, searchKeys: searchKeys(changes.name ?? before.name, before.email) };
  await updatePerson(type, before.email, fields);
  const after = { ...before, ...fields };
  await keepMatchesCurrent(type, before, after);
  return after;
}

/**
 * The volunteer as they are when this upload's turn comes: the upload has claimed the right to
 * replace the CV they have now. Another upload holding that claim writes its CV soon, after
 * which this one claims the next.
 */
async function cvTurn(first: VolunteerDoc, path: string): Promise<VolunteerDoc> {
  const deadline = Date.now() + CV_TURN_WAIT_MS;
  let before = first;
  while (!(await claimCvReplacement(before.email, before.cv?.path ?? null, path))) {
    if (Date.now() > deadline) throw new ServiceError('cvBusy');
    await setTimeout(20 + Math.random() * 80);
    before = await registeredPerson('volunteer', before.email);
  }
  return before;
}

/** A volunteer's save, which also keeps their skills on their application for the admin's panels. */
async function saveVolunteer(before: VolunteerDoc, fields: Partial<VolunteerDoc>): Promise<VolunteerDoc> {
  const after = await save('volunteer', before, fields);
  await keepVolunteerSkills(after.email, after.skills);
  return after;
}

function volunteerFields(form: VolunteerProfile, cv: StoredFile | null): Partial<VolunteerDoc> {
  return {
    ...personFields(form), skills: form.skills, hobbies: form.hobbies, certification: form.certification, experience: form.experience,
    ...sentOnly({ availability: form.availability, languages: form.languages }),
    ...(cv && { cv }),
  };
}

export async function saveVolunteerProfile(email: string, form: VolunteerProfile, cv: CheckedFile | null): Promise<SessionUser> {
  const current = await registeredPerson('volunteer', email);
  checkChanges(form, current);
  if (!cv) return sessionUser('volunteer', await saveVolunteer(current, volunteerFields(form, null)));

  const stored = await storeCv(email, cv);
  let before: VolunteerDoc;
  let after: VolunteerDoc;
  try {
    before = await cvTurn(current, stored.path);
    try {
      after = await saveVolunteer(before, volunteerFields(form, stored));
    } catch (error) {
      await releaseCvReplacement(email, before.cv?.path ?? null);
      throw error;
    }
  } catch (error) {
    await deleteFile(stored.path).catch(() => undefined);
    throw error;
  }
  // This upload replaced exactly this CV, and no other upload will: its file goes.
  const old = before.cv;
  if (old && old.path.startsWith(CV_PREFIX)) await deleteFile(old.path);
  return sessionUser('volunteer', after);
}

export async function saveSeniorProfile(email: string, form: SeniorProfile): Promise<SessionUser> {
  const current = await registeredPerson('senior', email);
  checkChanges(form, current);
  const fields: Partial<SeniorDoc> = {
    ...personFields(form), interests: form.interests, specialneeds: form.specialneeds,
    ...sentOnly({ services: form.services, phone: form.phone, dob: form.dob }),
  };
  const after = await save('senior', current, fields);
  return sessionUser('senior', after);
}
