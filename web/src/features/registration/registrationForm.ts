/**
 * The registration forms' fields and their payloads (spec section 3): name is first and last
 * name joined by a space; the emergency contact travels as one object. Checks come from the
 * shared schemas, so the form says exactly what the server would.
 */
import {
  personNameSchema,
  seniorRegistrationSchema,
  volunteerRegistrationSchema,
  type SeniorRegistration,
  type VolunteerRegistration,
} from '@gh/common/schemas';
import type { UserType } from '@gh/common/constants';
import type { Lang } from '@gh/common/i18n';
import { SPOKEN_ON_PAGE } from '@gh/common/options';
import type { VolunteerInvite } from '@gh/common/documents';
import { draftKey } from '../../lib/drafts';
import { agreedVersion } from '../../components/agreement';
import { issuesByField, type FormParse, type Schema } from '../../components/useFormFields';

const PERSON_INITIAL = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  dob: '',
  address: '',
  city: '',
  state: '',
  zipcode: '',
  emergencyContactName: '',
  emergencyContactPhone: '',
  emergencyContactRelation: '',
};
export type PersonValues = typeof PERSON_INITIAL;

/** Each registration form's draft: nobody is signed in yet, so one per form for the tab. */
export const registrationDraft = (userType: UserType) => draftKey(`registration-${userType}`);

export const SENIOR_INITIAL = {
  ...PERSON_INITIAL,
  emergencyContactEmail: '',
  interests: [] as string[],
  services: [] as string[],
  specialneeds: '',
  /** The languages she speaks: the page starts with its own ticked (seniorInitial). */
  languages: [] as string[],
  consentVersion: [] as string[],
};
export type SeniorValues = typeof SENIOR_INITIAL;

/** A senior's form as it starts on a page in `lang`: the page's language ticked, as she is reading it. */
export const seniorInitial = (lang: Lang): SeniorValues => ({ ...SENIOR_INITIAL, languages: [SPOKEN_ON_PAGE[lang]] });

export const VOLUNTEER_INITIAL = {
  ...PERSON_INITIAL,
  skills: [] as string[],
  availability: [] as string[],
  experience: '',
  consentVersion: [] as string[],
};
export type VolunteerValues = typeof VOLUNTEER_INITIAL;

function personPayload(values: PersonValues) {
  return {
    name: [values.firstName.trim(), values.lastName.trim()].filter(Boolean).join(' '),
    email: values.email,
    phone: values.phone,
    dob: values.dob,
    address: values.address,
    city: values.city,
    state: values.state,
    zipcode: values.zipcode,
    emergencycontact: {
      emergencyContactName: values.emergencyContactName,
      emergencyContactPhone: values.emergencyContactPhone,
      emergencyContactRelation: values.emergencyContactRelation,
    },
  };
}

function parseWith<T>(schema: Schema<T>, values: PersonValues & { consentVersion: string[] }, extra: object): FormParse<T> {
  const names = personNameSchema.safeParse(values);
  const payload = schema.safeParse({ ...personPayload(values), ...extra, consentVersion: agreedVersion(values) });
  if (names.success && payload.success) return { payload: payload.data, errors: null };
  return {
    payload: null,
    // `name` is made of the two name fields, which report for themselves.
    errors: {
      ...(names.success ? {} : issuesByField(names.error)),
      ...(payload.success ? {} : issuesByField(payload.error, ['name'])),
    },
  };
}

export function parseSenior(values: SeniorValues): FormParse<SeniorRegistration> {
  const { specialneeds, interests, services, languages, emergencyContactEmail } = values;
  const emergencycontact = { ...personPayload(values).emergencycontact, emergencyContactEmail };
  return parseWith(seniorRegistrationSchema, values, {
    specialneeds,
    interests,
    services,
    languages,
    emergencycontact,
  });
}

export function parseVolunteer(values: VolunteerValues): FormParse<VolunteerRegistration> {
  const { skills, availability, experience } = values;
  return parseWith(volunteerRegistrationSchema, values, { skills, availability, experience });
}

/**
 * The accepted application's details as the volunteer form's fields: the
 * application has one full name, the form first and last, so the last word is the last name
 * (the payload joins them again into the same name); one word is a first name alone. The PIN code
 * where the application said the applicant lives comes too.
 */
export function inviteValues({
  name,
  phone,
  email,
  zipcode,
}: VolunteerInvite): Pick<VolunteerValues, 'firstName' | 'lastName' | 'phone' | 'email' | 'zipcode'> {
  const words = name.trim().split(/\s+/);
  const lastName = words.length > 1 ? words.pop()! : '';
  return { firstName: words.join(' '), lastName, phone, email, zipcode: zipcode ?? '' };
}
