/**
 * The profile forms' fields, checks and multipart bodies (spec section 2, /profile; the saves
 * of POST /volunteer/{email} and POST /senior/senior/{email}). Fields are named as in the
 * registration forms and checked with the same shared schemas, so the form says what
 * registration said; the multipart body renames the emergency contact for the routes.
 */
import { MAX_UPLOAD_BYTES } from '@gh/common/constants';
import type { EmergencyContact, SeniorDoc, VolunteerDoc } from '@gh/common/documents';
import { RESUME_TYPES, hasExtensionOf } from '@gh/common/files';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { emergencyContactSchema, seniorRegistrationSchema, volunteerRegistrationSchema } from '@gh/common/schemas';
import { parseForm } from '../../components/schemaErrors';

const emergencyFields = emergencyContactSchema.shape;
/** The names the save routes read for the emergency contact (the form uses registration's). */
const EMERGENCY_PARTS = {
  emergencyContactName: 'ename',
  emergencyContactPhone: 'ephone',
  emergencyContactRelation: 'erelation',
} as const;
const placeFields = { name: true, address: true, city: true, state: true, zipcode: true } as const;
/** Optional free text, as long as registration's experience may be. */
const optionalText = volunteerRegistrationSchema.shape.experience;

const volunteerProfileSchema = volunteerRegistrationSchema
  .pick({ ...placeFields, skills: true, experience: true })
  .extend({ hobbies: optionalText, certification: optionalText, ...emergencyFields });

const seniorProfileSchema = seniorRegistrationSchema
  .pick({ ...placeFields, interests: true, specialneeds: true })
  .extend(emergencyFields);

function personValues(doc: VolunteerDoc | SeniorDoc) {
  const emergency: Partial<EmergencyContact> = doc.emergencycontact ?? {};
  return {
    name: doc.name ?? '',
    email: doc.email ?? '',
    address: doc.address ?? '',
    city: doc.city ?? '',
    state: doc.state ?? '',
    zipcode: doc.zipcode ?? '',
    emergencyContactName: emergency.emergencyContactName ?? '',
    emergencyContactPhone: emergency.emergencyContactPhone ?? '',
    emergencyContactRelation: emergency.emergencyContactRelation ?? '',
  };
}
export type PersonValues = ReturnType<typeof personValues>;

const list = (value: unknown) => (Array.isArray(value) ? value.filter((item) => typeof item === 'string') : []);

export function volunteerValues(doc: VolunteerDoc) {
  return {
    ...personValues(doc),
    skills: list(doc.skills),
    hobbies: doc.hobbies ?? '',
    certification: doc.certification ?? '',
    experience: doc.experience ?? '',
  };
}
export type VolunteerValues = ReturnType<typeof volunteerValues>;

export function seniorValues(doc: SeniorDoc) {
  return { ...personValues(doc), interests: list(doc.interests), specialneeds: doc.specialneeds ?? '' };
}
export type SeniorValues = ReturnType<typeof seniorValues>;

export const parseVolunteerProfile = (values: VolunteerValues) => parseForm(volunteerProfileSchema, values);
export const parseSeniorProfile = (values: SeniorValues) => parseForm(seniorProfileSchema, values);

/** What is wrong with a chosen CV, by its size and name; the server decides by its bytes. */
export function cvProblem(file: File): string | null {
  if (file.size === 0) return SERVER_MESSAGES.fileEmpty;
  if (file.size > MAX_UPLOAD_BYTES) return SERVER_MESSAGES.fileTooLarge;
  if (!hasExtensionOf(file.name, RESUME_TYPES)) return SERVER_MESSAGES.resumeType;
  return null;
}

/**
 * The multipart body of a save: every field by the name the route reads (ename, ephone,
 * erelation for the emergency contact), lists as repeated fields, the CV as `file`.
 */
export function profileFormData(email: string, payload: Record<string, string | string[]>, file: File | null = null): FormData {
  const data = new FormData();
  data.append('email', email);
  for (const [field, value] of Object.entries(payload)) {
    const name = Object.hasOwn(EMERGENCY_PARTS, field) ? EMERGENCY_PARTS[field as keyof typeof EMERGENCY_PARTS] : field;
    // An emptied list is still sent (one blank entry, which the server drops), so it is cleared.
    const items = Array.isArray(value) ? value : [value];
    for (const item of items.length ? items : ['']) data.append(name, item);
  }
  if (file) data.append('file', file, file.name);
  return data;
}
