/**
 * The admin's CSV export: one row per stored volunteer, senior or
 * application, read a page at a time, so the export of any number of people holds one page in
 * memory. Columns carry the same words as /admin/profile (field-labels.ts); times are India's.
 */
import { COLLECTIONS } from '@gh/common/constants';
import type { ApplicationDoc, Link, SeniorDoc, VolunteerDoc } from '@gh/common/documents';
import { APPLICATION_LABELS as A, EMERGENCY_LABELS as E, LINK_LABELS as L, PERSON_LABELS as P, listText } from '@gh/common/field-labels';
import type { ExportKind } from '@gh/common/api-routes';
import { indiaDateTime } from '@gh/common/time';
import { keepAuditEntry } from '../../store/admin-record.ts';
import { documentsInPages } from '../../store/pages.ts';

/** Records who downloaded which file (`session`, as the audit names who acted), before any row goes. */
export const recordExport = (kind: ExportKind, session: string): Promise<void> =>
  keepAuditEntry({
    at: Date.now(),
    action: 'export',
    email: '',
    type: kind === 'seniors' ? 'senior' : 'volunteer',
    session,
    details: { kind },
  });

/** Documents read per query: a few hundred kilobytes, and 40 queries for 10,000 people. */
export const EXPORT_PAGE_SIZE = 250;

type Cell = string | undefined;
type Column<T> = [header: string, value: (doc: T) => Cell];

const moment = (ms: number | undefined) => (ms ? indiaDateTime(ms) : '');

type Person = VolunteerDoc | SeniorDoc;
const PERSON_START: Column<Person>[] = [
  [P.email, (d) => d.email],
  [P.name, (d) => d.name],
  [P.phone, (d) => d.phone],
  [P.dob, (d) => d.dob],
  [P.address, (d) => d.address],
  [P.city, (d) => d.city],
  [P.state, (d) => d.state],
  [P.zipcode, (d) => d.zipcode],
  [E.emergencyContactName, (d) => d.emergencycontact?.emergencyContactName],
  [E.emergencyContactPhone, (d) => d.emergencycontact?.emergencyContactPhone],
  [E.emergencyContactRelation, (d) => d.emergencycontact?.emergencyContactRelation],
];

/** The link to the other side, as the person's own document holds it. */
function linkColumns<T>(link: (doc: T) => Link | null | undefined): Column<T>[] {
  return [
    [L.status, (d) => link(d)?.status],
    [L.name, (d) => link(d)?.name],
    [L.email, (d) => link(d)?.email],
    [L.reqTime, (d) => moment(link(d)?.reqTime)],
    [L.task, (d) => link(d)?.task],
    [L.date, (d) => link(d)?.date],
    [L.startTime, (d) => link(d)?.startTime],
    [L.endTime, (d) => link(d)?.endTime],
    [L.assTime, (d) => moment(link(d)?.assTime)],
  ];
}

const VOLUNTEER_COLUMNS: Column<VolunteerDoc>[] = [
  ...PERSON_START,
  [P.skills, (d) => listText(d.skills)],
  [P.availability, (d) => listText(d.availability)],
  [P.languages, (d) => listText(d.languages)],
  [P.experience, (d) => d.experience],
  [P.hobbies, (d) => d.hobbies],
  [P.certification, (d) => d.certification],
  [P.cv, (d) => d.cv?.filename],
  ...linkColumns<VolunteerDoc>((d) => d.senior),
  [P.createdAt, (d) => moment(d.createdAt)],
];

const SENIOR_COLUMNS: Column<SeniorDoc>[] = [
  ...PERSON_START,
  [E.emergencyContactEmail, (d) => d.emergencycontact?.emergencyContactEmail],
  [P.interests, (d) => listText(d.interests)],
  [P.services, (d) => listText(d.services)],
  [P.specialneeds, (d) => d.specialneeds],
  [P.trialEndsAt, (d) => moment(d.trialEndsAt)],
  ...linkColumns<SeniorDoc>((d) => d.volunteer),
  [P.createdAt, (d) => moment(d.createdAt)],
];

const APPLICATION_COLUMNS: Column<ApplicationDoc>[] = [
  [A.email, (d) => d.email],
  [A.fullName, (d) => d.fullName],
  [A.contact, (d) => d.contact],
  [A.status, (d) => d.status],
  [A.submittedAt, (d) => moment(d.submittedAt)],
  [A.decidedAt, (d) => moment(d.decidedAt)],
  [A.languages, (d) => listText(d.languages)],
  [A.availability, (d) => d.availability],
  [A.motivation, (d) => d.motivation],
  [A.companionshipMeaning, (d) => d.companionshipMeaning],
  [A.excitement, (d) => d.excitement],
  [A.handlingLoneliness, (d) => d.handlingLoneliness],
  [A.experience, (d) => d.experience],
  [A.resume, (d) => d.resume?.filename],
];

interface Export<T> {
  collection: string;
  columns: Column<T>[];
}

const EXPORTS: { [K in ExportKind]: Export<{ volunteers: VolunteerDoc; seniors: SeniorDoc; applications: ApplicationDoc }[K]> } = {
  volunteers: { collection: COLLECTIONS.volunteers, columns: VOLUNTEER_COLUMNS },
  seniors: { collection: COLLECTIONS.seniors, columns: SENIOR_COLUMNS },
  applications: { collection: COLLECTIONS.applications, columns: APPLICATION_COLUMNS },
};

async function* rowsOf<T extends { email: string }>({ collection, columns }: Export<T>): AsyncGenerator<string[]> {
  yield columns.map(([header]) => header);
  for await (const page of documentsInPages<T>(collection, EXPORT_PAGE_SIZE)) {
    for (const doc of page) yield columns.map(([, value]) => value(doc) ?? '');
  }
}

/** The header, then one row per document in e-mail order, as they are read. */
export function exportRows(kind: ExportKind): AsyncGenerator<string[]> {
  return rowsOf(EXPORTS[kind] as Export<{ email: string }>);
}
