/**
 * Firestore document shapes (design.md, Data). Functions write them, the web app reads them
 * through live listeners, the demo seed creates them. Times are epoch milliseconds, so both
 * SDKs read them the same way.
 */
import type { ApplicationStatus, LinkStatus } from './constants.ts';
import type { EMERGENCY_CONTACT_FIELDS } from './schemas.ts';

export type EmergencyContact = Record<(typeof EMERGENCY_CONTACT_FIELDS)[number], string>;

export interface StoredFile {
  path: string;
  filename: string;
  contentType: string;
  size: number;
}

export interface ApplicationDoc {
  email: string;
  fullName: string;
  contact: string;
  motivation: string;
  companionshipMeaning: string;
  excitement: string;
  handlingLoneliness: string;
  experience: string;
  availability: string;
  languages: string[];
  resume: StoredFile | null;
  status: ApplicationStatus;
  submittedAt: number;
  decidedAt?: number;
  decidedBy?: string;
}

/** The link between one volunteer and one senior, as each side stores it. */
export interface Link {
  email: string;
  name: string;
  status: LinkStatus;
  reqTime: number;
  task?: string;
  date?: string;
  startTime?: string;
  endTime?: string;
  city?: string;
  assTime?: number;
}

interface PersonDoc {
  name: string;
  email: string;
  phone: string;
  dob: string;
  address: string;
  city: string;
  /** City trimmed and case-folded: what matching queries on. */
  cityKey: string;
  state: string;
  zipcode: string;
  emergencycontact: EmergencyContact;
  createdAt: number;
}

export interface VolunteerDoc extends PersonDoc {
  skills: string[];
  availability: string[];
  experience: string;
  hobbies: string;
  certification: string;
  languages: string[];
  cv: StoredFile | null;
  senior: Link | null;
}

export interface SeniorDoc extends PersonDoc {
  specialneeds: string;
  interests: string[];
  services: string[];
  trialEndsAt: number;
  volunteer: Link | null;
}

export interface MatchItem {
  name: string;
  email: string;
  city: string;
  shared: string[];
}

export interface MatchesDoc {
  items: MatchItem[];
  updatedAt: number;
}

/** Case-folded, trimmed city: the key matching compares. */
export function cityKey(city: string): string {
  return city.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** `messages/{id}`: one message from the contact form. */
export interface MessageDoc {
  name: string;
  email: string;
  message: string;
  /** In Storage at contact/{id}/{filename}. */
  attachment: StoredFile | null;
  receivedAt: number;
}
