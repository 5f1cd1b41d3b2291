/**
 * A field's message from the shared schemas (common/src/schemas.ts, English: the server words
 * them the same) in the page's language: found by its shape in the fields area,
 * where the page loads that area; a message of another shape, or on a page without the area,
 * stays as the schema wrote it.
 */
import { CONSENT_MISSING, CONSENT_OUTDATED } from '@gh/common/consent';
import { FIRST_BIRTH_YEAR } from '@gh/common/schemas';
import type { Translate } from '@gh/common/translate';
import type { MessageKey } from '../i18n/areas';
import { useHasMessage, useT } from '../i18n/I18n';

/** The schemas' field labels, as the fields.field select names them. */
const FIELDS: Readonly<Record<string, string>> = {
  Name: 'name',
  'First name': 'firstName',
  'Last name': 'lastName',
  Address: 'address',
  City: 'city',
  State: 'state',
  'PIN code': 'pinCode',
  'Emergency contact name': 'emergencyName',
  'Emergency contact phone': 'emergencyPhone',
  'Emergency contact relationship': 'emergencyRelation',
  Phone: 'phone',
  'Date of birth': 'dob',
  Hobbies: 'hobbies',
  Certification: 'certification',
  Experience: 'experience',
  'Special needs': 'specialNeeds',
  Email: 'email',
  Introduction: 'intro',
};
/** The application's own field labels, as the apply area's select names them (on /apply, which loads it). */
const APPLICATION_FIELDS: Readonly<Record<string, string>> = {
  'Full name': 'fullName',
  Contact: 'contact',
  Motivation: 'motivation',
  'What companionship means to you': 'companionshipMeaning',
  'What excites you': 'excitement',
  'Handling loneliness': 'handlingLoneliness',
  Availability: 'availability',
};

/** The admin's visit inputs' labels, as the adminVisits area's select names them (on /admin, which loads it). */
const VISIT_FIELDS: Readonly<Record<string, string>> = {
  Task: 'task',
  Date: 'date',
  'Start time': 'startTime',
  'End time': 'endTime',
  'Repeat weeks': 'repeatWeeks',
  Reason: 'reason',
};

/** A field's name in the page's language, from whichever select names it; null if none does here. */
function fieldName(t: Translate<MessageKey>, has: (key: string) => boolean, label: string): string | null {
  const field = FIELDS[label];
  if (field) return t('fields.field', { field });
  const applied = APPLICATION_FIELDS[label];
  if (applied) return has('apply.field') ? t('apply.field', { field: applied }) : null;
  const visit = VISIT_FIELDS[label];
  return visit && has('adminVisits.field') ? t('adminVisits.field', { field: visit }) : null;
}

/** Each shape: a field's label first where the message has one. */
const SHAPES: readonly [RegExp, MessageKey][] = [
  [/^(.+) is required$/, 'fields.required'],
  [/^(.+) is too long$/, 'fields.tooLong'],
  [/^(.+) must be one line, without line breaks or control characters$/, 'fields.oneLine'],
  [/^(.+) may not contain control characters$/, 'fields.controlChars'],
  [/^(.+) may have at most 2 lines$/, 'fields.twoLines'],
  [
    /^(.+) must be a person's name, without a web address, an e-mail address or markup; after a full stop, leave a space \(Dr\. Sharma\)$/,
    'fields.notAName',
  ],
  [/^(.+) must be an Indian number: 10 digits, after \+91 or 0 if you like$/, 'fields.phone'],
  [/^PIN code must be 6 digits, e\.g\. 411001$/, 'fields.pinCode'],
  [/^State: please choose your state or union territory from the list$/, 'fields.state'],
  [/^Date of birth needs a day, a month and a four-digit year$/, 'fields.dobParts'],
  [/^That date does not exist: please check the day and the month$/, 'fields.dobNoSuchDay'],
  [/^Date of birth cannot be in the future$/, 'fields.dobFuture'],
  [new RegExp(`^Please check the year of birth \\(${FIRST_BIRTH_YEAR} or later\\)$`), 'fields.dobYear'],
  [/^Please enter a valid email address$/, 'fields.email'],
  [/^Languages: please choose at least one language you speak$/, 'fields.languages'],
  // Neither has a regular expression's special characters.
  [new RegExp(`^${CONSENT_MISSING}$`), 'fields.consentMissing'],
  [new RegExp(`^${CONSENT_OUTDATED}$`), 'fields.consentOutdated'],
];

/** `message` in the words of `t`, if `has` its shape's key. */
export function fieldErrorText(t: Translate<MessageKey>, has: (key: string) => boolean, message: string): string {
  for (const [shape, key] of SHAPES) {
    const match = shape.exec(message);
    if (!match || !has(key)) continue;
    const label = match[1];
    if (label === undefined) return t(key, { year: FIRST_BIRTH_YEAR });
    const field = fieldName(t, has, label);
    return field ? t(key, { field }) : message;
  }
  return message;
}

export function useFieldErrorText(): (message: string) => string {
  const t = useT();
  const has = useHasMessage();
  return (message) => fieldErrorText(t, has, message);
}
