/**
 * The person's data as /profile/data reads it out: which of their own document's fields it
 * shows, in what order, and what kind of value each is, so the page can word it in their
 * language. The download keeps every field as stored; this page leaves out only what is empty.
 */
import type { UserType } from '@gh/common/constants';
import { isLang } from '@gh/common/i18n';
import { NOTICE_CHOICES, type NoticeChoice } from '@gh/common/notices';
import { SPOKEN_ON_PAGE } from '@gh/common/options';

export type Detail =
  | { kind: 'text'; text: string }
  /** Option values (interests, skills, languages, the State...), each shown with its label. */
  | { kind: 'choices'; values: string[] }
  /** An instant (ms): registered, trial's end. */
  | { kind: 'moment'; ms: number }
  /** A 'YYYY-MM-DD' day: the date of birth. */
  | { kind: 'day'; date: string }
  /** A stored file (a CV, a photo): kept, not opened here. */
  | { kind: 'file' }
  | { kind: 'mail'; choices: NoticeChoice[] };

/** A stored value read as the answer holds it: a string or '', a time (ms) or 0. */
export const text = (value: unknown): string => (typeof value === 'string' ? value : '');
export const when = (value: unknown): number => (typeof value === 'number' ? value : 0);

const PERSON_FIELDS = ['name', 'email', 'phone', 'dob', 'address', 'city', 'state', 'zipcode', 'languages'] as const;
const SIDE_FIELDS: Readonly<Record<UserType, readonly string[]>> = {
  senior: ['interests', 'services', 'specialneeds', 'trialEndsAt'],
  volunteer: ['skills', 'availability', 'experience', 'hobbies', 'certification', 'intro', 'cv', 'photo'],
};
const CHOICE_FIELDS = new Set(['languages', 'interests', 'services', 'skills', 'availability']);
const MOMENT_FIELDS = new Set(['createdAt', 'trialEndsAt']);
const EMERGENCY_FIELDS = ['emergencyContactName', 'emergencyContactPhone', 'emergencyContactRelation', 'emergencyContactEmail'] as const;

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((each): each is string => typeof each === 'string') : [];

function detailOf(field: string, value: unknown): Detail | null {
  if (CHOICE_FIELDS.has(field)) {
    const values = strings(value);
    return values.length > 0 ? { kind: 'choices', values } : null;
  }
  if (MOMENT_FIELDS.has(field)) return typeof value === 'number' ? { kind: 'moment', ms: value } : null;
  if (field === 'cv' || field === 'photo') return value && typeof value === 'object' ? { kind: 'file' } : null;
  // The language of their e-mails, by the name its option has.
  if (field === 'lang') return isLang(value) ? { kind: 'choices', values: [SPOKEN_ON_PAGE[value]] } : null;
  if (field === 'mailOff') {
    const choices = strings(value).filter((each): each is NoticeChoice => (NOTICE_CHOICES as readonly string[]).includes(each));
    return choices.length > 0 ? { kind: 'mail', choices } : null;
  }
  if (typeof value !== 'string' || !value.trim()) return null;
  if (field === 'state') return { kind: 'choices', values: [value] };
  return field === 'dob' ? { kind: 'day', date: value } : { kind: 'text', text: value };
}

/** Their details as the page lists them: their own fields, then the emergency contact's, then the account's; empty ones left out. */
export function detailsOf(profile: Record<string, unknown>, role: UserType): { field: string; detail: Detail }[] {
  const contact = (profile.emergencycontact ?? {}) as Record<string, unknown>;
  const fields: [string, unknown][] = [
    ...[...PERSON_FIELDS, ...SIDE_FIELDS[role]].map((field): [string, unknown] => [field, profile[field]]),
    ...EMERGENCY_FIELDS.map((field): [string, unknown] => [field, contact[field]]),
    ...['createdAt', 'lang', 'mailOff'].map((field): [string, unknown] => [field, profile[field]]),
  ];
  return fields.flatMap(([field, value]) => {
    const detail = detailOf(field, value);
    return detail ? [{ field, detail }] : [];
  });
}
