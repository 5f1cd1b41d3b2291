/**
 * The documents every rules test starts from: one or more in each collection the rules name,
 * with the fields the app's queries filter and order on, so each allowed query finds something.
 */
import { searchMap } from '@gh/common/admin-fields';
import { NOTICE_VERSION, consentRecord, firstConsents } from '@gh/common/consent';
import type { Lang } from '@gh/common/i18n';
import { ADMIN_STATS_ID, APPLICATION_STATUS, LINK_STATUS } from '@gh/common/constants';
import { VISIT_STATUS } from '@gh/common/visits';
import { cityStatsId } from '@gh/common/places';
import { GRIEVANCE_OFFICER_ID } from '@gh/common/grievances';
import { DEEPA, GITA, KIRAN, MUMBAI, OMAR, PUNE, SITA, STAFF_DOCS, SUNIL, USHA, USHA_PHONE_ACCOUNT, VERA } from './identities.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Where the dashboard splits a person's visits into near and earlier (useVisits.ts). */
export const SINCE = Date.now();

export const VISIT_AHEAD = 'visit-ahead';
export const VISIT_PAST = 'visit-past';
/** A visit of Omar and Sita's: none of Vera's or Sunil's business. */
export const OTHERS_VISIT = 'visit-of-others';
/** A visit of Omar's with Usha, whose e-mail is unproven. */
export const USHAS_VISIT = 'visit-of-usha';
export const PAIR = `${VERA}>${SUNIL}`;
export const PUNES_CONCERN = `missed:${VISIT_PAST}`;
export const MUMBAIS_CONCERN = 'missed:visit-of-sita-past';
export const USHAS_PAST_VISIT = 'visit-of-usha-past';
export const PROBE = 'probe-1';
/** Deepa in Sunil's circle; Omar, a volunteer, in his mother Sita's. */
export const DEEPAS_CIRCLE = `${SUNIL}|${DEEPA}`;
export const OMARS_CIRCLE = `${SITA}|${OMAR}`;
/** Deepa was removed from Sita's circle: neither document is left. */
export const DEEPA_REMOVED = `${SITA}|${DEEPA}`;

/** Sunil's open grievance, and one of Usha's (her e-mail unproven). */
export const SUNILS_GRIEVANCE = 'grievance-sunil';
export const USHAS_GRIEVANCE = 'grievance-usha';
const grievance = (email: string) => ({
  email,
  role: 'senior',
  category: 'myData',
  text: 'Who saw my address?',
  status: 'open',
  filedAt: 1,
  dueBy: 2,
});

/** Where a person lives, as their PIN code gives it: only its district matters to the rules. */
const place = (districtKey: string) => ({ place: { districtKey } });
const person = (name: string, email: string, districtKey?: string) => ({
  name,
  email,
  search: searchMap({ name, email }),
  ...(districtKey && place(districtKey)),
});
const application = (fullName: string, email: string, status: string, districtKey?: string) => ({
  fullName,
  email,
  status,
  submittedAt: 1,
  decidedAt: 2,
  search: searchMap({ name: fullName, email }),
  ...(districtKey && place(districtKey)),
});
/** An applicant of Mumbai, and one whose PIN code gave no place. */
export const MEERA = 'meera@example.com';
export const NINA = 'nina@example.com';
const membership = (senior: string, member: string) => ({
  senior,
  member,
  parts: ['visits', 'help'],
  status: 'joined',
  inviteId: 'f'.repeat(32),
  invitedAt: 1,
  joinedAt: 2,
});
const familyView = (senior: string, member: string, seniorName: string) => ({ senior, member, seniorName, parts: ['visits'], joinedAt: 2 });

/** A visit, with its senior's district (null: her PIN code gave none). */
const visit = (volunteer: string, senior: string, status: string, endAt: number, districtKey: string | null) => ({
  volunteer,
  senior,
  status,
  startAt: endAt - 3_600_000,
  endAt,
  districtKey,
});
/** An open concern of the district, as the coordinators' panel lists them. */
const concern = (volunteer: string, senior: string, districtKey: string) => ({
  at: 2,
  kind: 'missed',
  volunteer,
  senior,
  status: 'open',
  mailedAt: 2,
  districtKey,
});

/** An agreement to the privacy notice, as registration records it on the person's document. */
const consents = (lang: Lang) => firstConsents(consentRecord(NOTICE_VERSION, lang, 1, 'registration'));

export const DOCUMENTS: Readonly<Record<string, object>> = {
  // Vera, Omar and Sunil live in Pune, Sita in Mumbai; Usha's PIN code gave no place.
  [`volunteers/${VERA}`]: { ...person('Vera Nair', VERA, PUNE), linkStatus: LINK_STATUS.requested, linkAt: 1, consents: consents('hi') },
  [`volunteers/${OMAR}`]: { ...person('Omar Khan', OMAR, PUNE), linkStatus: LINK_STATUS.assigned, linkAt: 2 },
  // Arjun and Farah live in Mumbai, a Requested pair and an Assigned one: the pairs panels of Mumbai list them.
  ['volunteers/arjun@example.com']: { ...person('Arjun Mehta', 'arjun@example.com', MUMBAI), linkStatus: LINK_STATUS.requested, linkAt: 3 },
  ['volunteers/farah@example.com']: { ...person('Farah Shaikh', 'farah@example.com', MUMBAI), linkStatus: LINK_STATUS.assigned, linkAt: 4 },
  // Sunil's link carries Vera's card: her two lines, her photo's upload id and that she was checked.
  // What stays his own: his special needs (his volunteer's link gets them only once a visit is
  // assigned, by the api), whom he said No to, his calls for help and what became of them.
  [`seniors/${SUNIL}`]: {
    ...person('Sunil Verma', SUNIL, PUNE),
    volunteer: { email: VERA, name: 'Vera Nair', intro: 'I sing.', photoId: 'upload-1', checked: true },
    specialneeds: 'Walks slowly',
    declined: [{ email: OMAR, name: 'Omar Khan', at: 1 }],
    helpRequests: [{ id: 'help:1', at: 1, text: 'Please call', handledAt: 2, note: 'Called him' }],
    welcomeCallBy: 3,
    consents: consents('mr'),
  },
  [`seniors/${SITA}`]: person('Sita Devi', SITA, MUMBAI),
  [`seniors/${USHA}`]: { ...person('Usha Rao', USHA), emailProven: false, phoneAccount: USHA_PHONE_ACCOUNT },
  [`matches/${USHA}`]: { volunteers: [OMAR] },
  [`matches/${VERA}`]: { seniors: [SUNIL] },
  [`matches/${SUNIL}`]: { volunteers: [VERA] },
  // Each panel has an application of Pune; Meera's is Mumbai's, Nina's of no place.
  [`applications/${VERA}`]: application('Vera Nair', VERA, APPLICATION_STATUS.submitted, PUNE),
  [`applications/${OMAR}`]: application('Omar Khan', OMAR, APPLICATION_STATUS.accepted, PUNE),
  ['applications/rita@example.com']: application('Rita Sen', 'rita@example.com', APPLICATION_STATUS.rejected, PUNE),
  [`applications/${MEERA}`]: application('Meera Iyer', MEERA, APPLICATION_STATUS.submitted, MUMBAI),
  [`applications/${NINA}`]: application('Nina Das', NINA, APPLICATION_STATUS.submitted),
  [`stats/${ADMIN_STATS_ID}`]: { volunteers: 2 },
  [`cityStats/${cityStatsId(PUNE)}`]: { districtKey: PUNE, volunteers: 2 },
  [`cityStats/${cityStatsId(MUMBAI)}`]: { districtKey: MUMBAI, seniors: 1 },
  ['audit/entry-1']: { at: 1, action: 'accept' },
  [`identityChecks/${VERA}`]: { email: VERA, document: 'aadhaar', seen: 'inPerson', date: '2026-11-20', note: '', by: 'key', at: 1 },
  [`visits/${VISIT_AHEAD}`]: visit(VERA, SUNIL, VISIT_STATUS.scheduled, SINCE + DAY_MS, PUNE),
  [`visits/${VISIT_PAST}`]: visit(VERA, SUNIL, VISIT_STATUS.done, SINCE - DAY_MS, PUNE),
  [`visits/${OTHERS_VISIT}`]: visit(OMAR, SITA, VISIT_STATUS.scheduled, SINCE + DAY_MS, MUMBAI),
  [`visits/${USHAS_VISIT}`]: visit(OMAR, USHA, VISIT_STATUS.scheduled, SINCE + DAY_MS, null),
  [`visits/${USHAS_PAST_VISIT}`]: visit(OMAR, USHA, VISIT_STATUS.done, SINCE - DAY_MS, null),
  // A concern stored before districts (in no coordinator's city), one of Pune, one of Mumbai.
  ['concerns/concern-1']: { at: 1, kind: 'missed', status: 'open', mailedAt: null },
  [`concerns/${PUNES_CONCERN}`]: concern(VERA, SUNIL, PUNE),
  [`concerns/${MUMBAIS_CONCERN}`]: concern(OMAR, SITA, MUMBAI),
  ['concerns/help:1']: {
    at: 1,
    kind: 'help',
    senior: SUNIL,
    volunteer: VERA,
    text: 'Please call',
    status: 'handled',
    seniorNote: 'Called him',
  },
  // The senior's word on a visit: Sunil's, the admin's and Pune's coordinator's, never Vera's (it
  // is about her); Sita's of Mumbai; Usha's stored before districts.
  [`visitFeedback/${VISIT_PAST}`]: {
    visitId: VISIT_PAST,
    volunteer: VERA,
    senior: SUNIL,
    mood: 'bad',
    text: 'She shouted at me',
    at: 1,
    districtKey: PUNE,
  },
  [`visitFeedback/${OTHERS_VISIT}`]: {
    visitId: OTHERS_VISIT,
    volunteer: OMAR,
    senior: SITA,
    mood: 'good',
    text: '',
    at: 1,
    districtKey: MUMBAI,
  },
  [`visitFeedback/${USHAS_PAST_VISIT}`]: { visitId: USHAS_PAST_VISIT, volunteer: OMAR, senior: USHA, mood: 'okay', text: '', at: 1 },
  [`pairs/${PAIR}`]: { volunteer: VERA, senior: SUNIL },
  [`circles/${DEEPAS_CIRCLE}`]: membership(SUNIL, DEEPA),
  [`circles/${OMARS_CIRCLE}`]: membership(SITA, OMAR),
  [`familyViews/${DEEPAS_CIRCLE}`]: familyView(SUNIL, DEEPA, 'Sunil Verma'),
  [`familyViews/${OMARS_CIRCLE}`]: familyView(SITA, OMAR, 'Sita Devi'),
  [`grievances/${SUNILS_GRIEVANCE}`]: { ...grievance(SUNIL), id: SUNILS_GRIEVANCE },
  [`grievances/${USHAS_GRIEVANCE}`]: { ...grievance(USHA), id: USHAS_GRIEVANCE },
  [`probes/${PROBE}`]: { value: 'ok' },
  ...Object.fromEntries(STAFF_DOCS.map((doc) => [`staff/${doc.email}`, doc])),
  // Named by no match block: the catch-all refuses them.
  [`otps/${VERA}`]: { hash: 'x' },
  ['messages/message-1']: { from: VERA },
  [`applicationReplacements/token-1`]: { email: VERA },
  [`staffInvites/${KIRAN}`]: { email: KIRAN, role: 'owner', cities: [], tokenHash: 'x' },
  [`settings/${GRIEVANCE_OFFICER_ID}`]: { staff: GITA, name: 'Gita Shah', email: 'grievances@example.org', phone: '9820012345' },
};
