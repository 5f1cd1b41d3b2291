/**
 * What the admin's profile page and the CSV export call each stored field: one wording for a
 * field wherever the admin reads it (/admin/profile, the CSV export).
 */
import type { ApplicationDoc, EmergencyContact, Link, SeniorDoc, VolunteerDoc } from './documents.ts';

type Labels<T> = Partial<Record<keyof T, string>>;

export const APPLICATION_LABELS = {
  fullName: 'Full name',
  email: 'Email',
  contact: 'Contact',
  status: 'Status',
  submittedAt: 'Submitted',
  decidedAt: 'Decided',
  languages: 'Languages',
  availability: 'Availability',
  motivation: 'Why they would like to volunteer',
  companionshipMeaning: 'What companionship means to them',
  excitement: 'What excites them about this work',
  handlingLoneliness: 'How they would help a lonely senior',
  experience: 'Previous experience',
  resume: 'Resume',
} as const satisfies Labels<ApplicationDoc>;

export const PERSON_LABELS = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  dob: 'Date of birth',
  address: 'Address',
  city: 'City',
  state: 'State',
  zipcode: 'PIN code',
  skills: 'Skills',
  availability: 'Availability',
  languages: 'Languages',
  experience: 'Experience',
  hobbies: 'Hobbies',
  certification: 'Certification',
  cv: 'CV',
  interests: 'Interests',
  services: 'Services',
  specialneeds: 'Special needs',
  trialEndsAt: 'Trial ends',
  createdAt: 'Registered',
} as const satisfies Labels<VolunteerDoc & SeniorDoc>;

export const EMERGENCY_LABELS = {
  emergencyContactName: 'Emergency contact',
  emergencyContactPhone: 'Emergency contact phone',
  emergencyContactRelation: 'Emergency contact relation',
  emergencyContactEmail: 'Emergency contact e-mail',
} as const satisfies Labels<EmergencyContact>;

export const LINK_LABELS = {
  status: 'Link status',
  name: 'Linked with',
  email: 'Linked email',
  reqTime: 'Requested',
  answer: "Senior's answer",
  task: 'Task',
  date: 'Visit date',
  startTime: 'Start time',
  endTime: 'End time',
  city: 'Visit city',
  assTime: 'Assigned',
} as const satisfies Labels<Link>;

/** How lists are written in one cell or line. */
export const listText = (items: readonly string[] | undefined) => (items ?? []).join(', ');
