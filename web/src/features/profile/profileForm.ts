/**
 * The profile forms' fields, checks and multipart bodies (spec section 2, /profile; the saves
 * of POST /volunteer/{email} and POST /senior/senior/{email}). Fields are named as the routes
 * read them and checked with the routes' own shared schemas, so the form says what the server
 * would.
 */
import type { EmergencyContact, SeniorDoc, VolunteerDoc } from '@gh/common/documents';
import { changedFieldIssues, seniorProfileSchema, volunteerProfileSchema } from '@gh/common/schemas';
import { issuesByField, type FormParse, type Schema } from '../../components/useFormFields';
import { draftKey } from '../../lib/drafts';
import type { Role } from '../../lib/session';

/** A person's profile form's draft: theirs alone, so one per role and e-mail. */
export const profileDraft = (role: Role, email: string) => draftKey(`profile-${role}`, email);

/** The emergency contact as the routes name its three fields. */
export const EMERGENCY_NAMES = { name: 'ename', phone: 'ephone', relation: 'erelation' } as const;
/** A senior's, with her contact's optional e-mail. */
export const SENIOR_EMERGENCY_NAMES = { ...EMERGENCY_NAMES, email: 'eemail' } as const;

function personValues(doc: VolunteerDoc | SeniorDoc) {
  const emergency: Partial<EmergencyContact> = doc.emergencycontact ?? {};
  return {
    name: doc.name ?? '',
    email: doc.email ?? '',
    address: doc.address ?? '',
    city: doc.city ?? '',
    state: doc.state ?? '',
    zipcode: doc.zipcode ?? '',
    ename: emergency.emergencyContactName ?? '',
    ephone: emergency.emergencyContactPhone ?? '',
    erelation: emergency.emergencyContactRelation ?? '',
  };
}

const list = (value: unknown) => (Array.isArray(value) ? value.filter((item) => typeof item === 'string') : []);

export function volunteerValues(doc: VolunteerDoc) {
  return {
    ...personValues(doc),
    skills: list(doc.skills),
    hobbies: doc.hobbies ?? '',
    certification: doc.certification ?? '',
    experience: doc.experience ?? '',
    availability: list(doc.availability),
    languages: list(doc.languages),
    intro: doc.intro ?? '',
  };
}
export type VolunteerValues = ReturnType<typeof volunteerValues>;

export function seniorValues(doc: SeniorDoc) {
  return {
    ...personValues(doc),
    interests: list(doc.interests),
    services: list(doc.services),
    specialneeds: doc.specialneeds ?? '',
    phone: doc.phone ?? '',
    dob: doc.dob ?? '',
    eemail: doc.emergencycontact?.emergencyContactEmail ?? '',
  };
}
export type SeniorValues = ReturnType<typeof seniorValues>;

/** The route's schema, and registration's checks of the phone, birth date, State and PIN code the person changed. */
function parseForm<T>(schema: Schema<T>, values: Record<string, unknown>, doc: VolunteerDoc | SeniorDoc): FormParse<T> {
  const result = schema.safeParse(values);
  const errors = result.success ? {} : issuesByField(result.error);
  for (const { field, message } of changedFieldIssues(values, doc)) errors[field] ??= message;
  return result.success && !Object.keys(errors).length ? { payload: result.data, errors: null } : { payload: null, errors };
}

export const parseVolunteerProfile = (doc: VolunteerDoc) => (values: VolunteerValues) => parseForm(volunteerProfileSchema, values, doc);
export const parseSeniorProfile = (doc: SeniorDoc) => (values: SeniorValues) => parseForm(seniorProfileSchema, values, doc);

/** The multipart body of a save: every field by its name, lists as repeated fields, the CV as `file`. */
export function profileFormData(payload: Record<string, string | string[] | undefined>, file: File | null = null): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(payload)) {
    if (value === undefined) continue;
    // An emptied list is still sent (one blank entry, which the server drops), so it is cleared.
    const items = Array.isArray(value) ? value : [value];
    for (const item of items.length ? items : ['']) data.append(name, item);
  }
  if (file) data.append('file', file, file.name);
  return data;
}
