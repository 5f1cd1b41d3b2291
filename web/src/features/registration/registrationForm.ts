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
import type { VolunteerInvite } from '@gh/common/documents';
import { draftKey } from '../../lib/drafts';
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
  /** Her wish that the contact is e-mailed when her volunteer arrives: ['yes'] when ticked. */
  contactOnCheckIn: [] as string[],
};
export type SeniorValues = typeof SENIOR_INITIAL;

export const VOLUNTEER_INITIAL = { ...PERSON_INITIAL, skills: [] as string[], availability: [] as string[], experience: '' };
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

function parseWith<T>(schema: Schema<T>, values: PersonValues, extra: object): FormParse<T> {
  const names = personNameSchema.safeParse(values);
  const payload = schema.safeParse({ ...personPayload(values), ...extra });
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
  const { specialneeds, interests, services, emergencyContactEmail, contactOnCheckIn } = values;
  const emergencycontact = { ...personPayload(values).emergencycontact, emergencyContactEmail };
  return parseWith(seniorRegistrationSchema, values, {
    specialneeds,
    interests,
    services,
    emergencycontact,
    contactOnCheckIn: contactOnCheckIn.length > 0,
  });
}

export function parseVolunteer(values: VolunteerValues): FormParse<VolunteerRegistration> {
  const { skills, availability, experience } = values;
  return parseWith(volunteerRegistrationSchema, values, { skills, availability, experience });
}

/**
 * The accepted application's details as the volunteer form's fields: the
 * application has one full name, the form first and last, so the last word is the last name
 * (the payload joins them again into the same name); one word is a first name alone.
 */
export function inviteValues({ name, phone, email }: VolunteerInvite): Pick<VolunteerValues, 'firstName' | 'lastName' | 'phone' | 'email'> {
  const words = name.trim().split(/\s+/);
  const lastName = words.length > 1 ? words.pop()! : '';
  return { firstName: words.join(' '), lastName, phone, email };
}
