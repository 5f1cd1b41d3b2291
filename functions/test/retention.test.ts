/**
 * The retention job on the local stack: of each rule it runs, things seeded just past their time
 * and just inside it. A dry run lists the first and erases nothing; a real run, two at once,
 * erases exactly what was due, with its files in Storage, counts each once and keeps the
 * Rejected figure true; the recent ones and everything near them stay. The job runs over every
 * document, so this file is in SHARED_STATE, and the test stack runs no retention timer beside it.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { deleteApp, getApps } from 'firebase-admin/app';
import { APPLICATION_STATUS, COLLECTIONS, DAY_MS } from '@gh/common/constants';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { dueBefore, runRetention, type RetentionReport } from '@gh/functions/testing';
import { recountFigures, startFromRecount, storedFigures } from '@gh/testkit/admin-record';
import { adminCall, bucket } from '@gh/testkit/applicant';
import { addApplication, adminAuth, db, newEmail } from '@gh/testkit/identity';
import { e164, newMobile, phoneIdToken } from '@gh/testkit/phone';
import { uniqueId } from '@gh/testkit/stack';

afterAll(() => Promise.all(getApps().map((app) => deleteApp(app))));

const MINUTE = 60_000;

/** Just past a rule's time (`old`) and just inside it (`recent`), as of now. */
const times = (rule: string) => {
  const cutoff = dueBefore(rule, Date.now());
  return { old: cutoff - 10 * MINUTE, recent: cutoff + 10 * MINUTE };
};

const fileExists = async (path: string) => (await bucket().file(path).exists())[0];

async function putFile(path: string): Promise<string> {
  await bucket()
    .file(path)
    .save(Buffer.from(`kept at ${path}`), { contentType: 'text/plain', resumable: false });
  return path;
}

/** An application sent again and kept aside, with its resume, expiring at `expiresAt`. */
async function addReplacement(expiresAt: number) {
  const id = uniqueId('replacement');
  const email = newEmail('applicant');
  const path = await putFile(`resumes/${email}/replacements/${id}/cv.pdf`);
  const resume = { path, filename: 'cv.pdf', contentType: 'application/pdf', size: 10 };
  const application = { email, fullName: 'Meera Iyer', status: APPLICATION_STATUS.submitted, submittedAt: expiresAt - DAY_MS, resume };
  await db()
    .collection(COLLECTIONS.applicationReplacements)
    .doc(id)
    .set({ email, application, createdAt: expiresAt - DAY_MS, expiresAt, deleteAt: new Date(expiresAt + DAY_MS) });
  return { id, files: [path] };
}

/** An application in `status`, decided at `decidedAt`, with its resume in Storage. */
async function addDecided(status: 'Accepted' | 'Rejected', decidedAt: number) {
  const email = newEmail('applicant');
  const { resume } = await addApplication(email, status);
  await db()
    .collection(COLLECTIONS.applications)
    .doc(email)
    .update({ submittedAt: decidedAt - DAY_MS, decidedAt, decidedBy: 'key', finalAt: decidedAt, pending: false });
  return { id: email, files: [await putFile(resume!.path)] };
}

async function addAuditEntry(at: number) {
  const ref = await db()
    .collection(COLLECTIONS.audit)
    .add({ at, action: 'reject', email: newEmail('applicant'), type: 'volunteer', session: 'key', details: {} });
  return { id: ref.id, files: [] };
}

async function addMessage(receivedAt: number) {
  const ref = db().collection(COLLECTIONS.messages).doc();
  const path = await putFile(`contact/${ref.id}/note.txt`);
  const attachment = { path, filename: 'note.txt', contentType: 'text/plain', size: 10 };
  await ref.set({ name: 'Asha', email: newEmail('contact'), message: 'Please call me.', attachment, receivedAt });
  return { id: ref.id, files: [path] };
}

/** A grievance answered at `answeredAt`, or an open one (null) filed as long ago. */
async function addGrievance(answeredAt: number | null, filedAt = answeredAt ?? 0) {
  const ref = db().collection(COLLECTIONS.grievances).doc();
  const answered = answeredAt !== null;
  await ref.set({
    id: ref.id,
    email: newEmail('senior'),
    role: 'senior',
    category: 'myData',
    text: 'Who saw my address?',
    lang: 'en',
    status: answered ? 'answered' : 'open',
    filedAt,
    dueBy: filedAt + 90 * DAY_MS,
    answer: answered ? 'Only your coordinator.' : null,
    answeredAt,
    answeredBy: answered ? 'key' : null,
    mailedAt: answeredAt,
    mailingUntil: null,
  });
  return { id: ref.id, files: [] };
}

/** A user of the phone provider, as an SMS code leaves one, last used at `at`. */
async function addPhoneProof(at: number) {
  const uid = uniqueId('phone-proof');
  const phoneNumber = e164(newMobile());
  const time = new Date(at).toUTCString();
  const result = await adminAuth().importUsers([
    { uid, phoneNumber, metadata: { creationTime: time, lastSignInTime: time }, providerData: [{ uid: phoneNumber, providerId: 'phone' }] },
  ]);
  expect(result.errors).toEqual([]);
  return { id: uid, files: [] };
}

type Item = { id: string; files: string[] };
type Seeded = Record<string, { old: Item[]; recent: Item[] }>;

/** Of each rule, things just past its time and just inside it; and beside them, what no rule erases. */
async function seed() {
  const t = (rule: string) => times(rule);
  const now = Date.now();
  const seeded: Seeded = {
    replacements: { old: [await addReplacement(now - MINUTE)], recent: [await addReplacement(now + DAY_MS)] },
    'rejected-applications': {
      old: [
        await addDecided('Rejected', t('rejected-applications').old),
        await addDecided('Rejected', t('rejected-applications').old - DAY_MS),
      ],
      recent: [await addDecided('Rejected', t('rejected-applications').recent)],
    },
    'phone-proofs': { old: [await addPhoneProof(t('phone-proofs').old)], recent: [await addPhoneProof(t('phone-proofs').recent)] },
    'audit-log': { old: [await addAuditEntry(t('audit-log').old)], recent: [await addAuditEntry(t('audit-log').recent)] },
    'contact-messages': { old: [await addMessage(t('contact-messages').old)], recent: [await addMessage(t('contact-messages').recent)] },
    'answered-grievances': {
      old: [await addGrievance(t('answered-grievances').old)],
      recent: [await addGrievance(t('answered-grievances').recent)],
    },
  };
  // Never due, however old: an accepted application, a grievance still waiting for its answer,
  // an account of ours (claims, no provider), and the phone proof an SMS sign-in just left, as
  // Firebase makes it.
  const longAgo = new Date(now - 400 * DAY_MS).toUTCString();
  const member = uniqueId('member');
  const imported = await adminAuth().importUsers([
    { uid: member, customClaims: { member: true }, metadata: { creationTime: longAgo, lastSignInTime: longAgo } },
  ]);
  expect(imported.errors).toEqual([]);
  const kept = {
    accepted: await addDecided('Accepted', now - 400 * DAY_MS),
    waiting: await addGrievance(null, now - 400 * DAY_MS),
    member,
    freshProof: (await adminAuth().verifyIdToken(await phoneIdToken(newMobile()))).uid,
  };
  return { seeded, kept };
}

const COLLECTION_OF: Record<string, string> = {
  replacements: COLLECTIONS.applicationReplacements,
  'rejected-applications': COLLECTIONS.applications,
  'audit-log': COLLECTIONS.audit,
  'contact-messages': COLLECTIONS.messages,
  'answered-grievances': COLLECTIONS.grievances,
};

/** Whether the item of `rule` is still there, and which of its files. */
async function present(rule: string, { id, files }: Item) {
  const stored =
    rule === 'phone-proofs'
      ? await adminAuth()
          .getUser(id)
          .then(
            () => true,
            () => false,
          )
      : (await db().collection(COLLECTION_OF[rule]!).doc(id).get()).exists;
  const exist = await Promise.all(files.map(fileExists));
  return { stored, files: !files.length ? 'none' : exist.every(Boolean) ? 'all' : exist.some(Boolean) ? 'some' : 'gone' };
}

/** What an item of `rule` looks like, there or erased. */
const there = (item: Item) => ({ stored: true, files: item.files.length ? 'all' : 'none' });
const erased = (item: Item) => ({ stored: false, files: item.files.length ? 'gone' : 'none' });

const reportOf = (report: RetentionReport, rule: string) => report.rules.find((each) => each.rule === rule)!;

describe('the retention job', () => {
  it('in a dry run lists what is due, with its files, and erases nothing', async () => {
    const { seeded, kept } = await seed();
    const response = await adminCall('POST', '/jobs/retention', { dryRun: true });
    expect(response.status).toBe(200);
    const report = response.json as unknown as RetentionReport & { message: string };
    expect(report.message).toBe(SERVER_MESSAGES.retentionDryRun);
    expect(report.rules.map(({ rule }) => rule)).toEqual([
      'replacements',
      'rejected-applications',
      'phone-proofs',
      'audit-log',
      'contact-messages',
      'answered-grievances',
      'unfinished-erasures',
    ]);
    for (const [rule, { old, recent }] of Object.entries(seeded)) {
      const { due, erased } = reportOf(report, rule);
      expect(erased, rule).toBe(0);
      for (const item of old) expect(due, rule).toContainEqual(item);
      const ids = due!.map(({ id }) => id);
      for (const { id } of recent) expect(ids, rule).not.toContain(id);
      for (const item of [...old, ...recent]) expect(await present(rule, item), rule).toEqual(there(item));
    }
    expect(ids(reportOf(report, 'rejected-applications'))).not.toContain(kept.accepted.id);
    expect(ids(reportOf(report, 'answered-grievances'))).not.toContain(kept.waiting.id);
    expect(ids(reportOf(report, 'phone-proofs'))).not.toContain(kept.freshProof);
  });

  it('erases exactly what is due, with its files, once, though two runs go at once', async () => {
    const { seeded, kept } = await seed();
    // The seed wrote around the api: the figures start from a recount, and must end as one.
    await startFromRecount();
    const listed = await runRetention({ dryRun: true });
    const runs = await Promise.all([runRetention(), runRetention()]);
    for (const [rule, { old, recent }] of Object.entries(seeded)) {
      for (const item of old) expect(await present(rule, item), rule).toEqual(erased(item));
      for (const item of recent) expect(await present(rule, item), rule).toEqual(there(item));
      // Everything listed was erased, by one run or the other, and counted once.
      const { due, more } = reportOf(listed, rule);
      expect(more, rule).toBe(false);
      expect(
        runs.reduce((sum, run) => sum + reportOf(run, rule).erased, 0),
        rule,
      ).toBe(due!.length);
    }
    expect(await storedFigures()).toEqual(await recountFigures());
    expect(await present('rejected-applications', kept.accepted)).toEqual(there(kept.accepted));
    expect(await present('answered-grievances', kept.waiting)).toEqual(there(kept.waiting));
    expect(await present('phone-proofs', { id: kept.member, files: [] })).toEqual({ stored: true, files: 'none' });
    expect(await present('phone-proofs', { id: kept.freshProof, files: [] })).toEqual({ stored: true, files: 'none' });
    // A run after them finds nothing more of these.
    const again = await runRetention({ dryRun: true });
    for (const [rule, { old }] of Object.entries(seeded)) {
      for (const { id } of old) expect(ids(reportOf(again, rule)), rule).not.toContain(id);
    }
  });

  it('runs only the rules named, and refuses what is not a rule, a bad body and a wrong key', async () => {
    const { seeded } = await seed();
    const only = await adminCall('POST', '/jobs/retention', { rules: ['audit-log'] });
    expect(only.status).toBe(200);
    expect((only.json as unknown as RetentionReport).rules.map(({ rule }) => rule)).toEqual(['audit-log']);
    expect(await present('audit-log', seeded['audit-log']!.old[0]!)).toMatchObject({ stored: false });
    expect(await present('contact-messages', seeded['contact-messages']!.old[0]!)).toMatchObject({ stored: true });
    expect(await present('rejected-applications', seeded['rejected-applications']!.old[0]!)).toMatchObject({ stored: true });

    expect(await adminCall('POST', '/jobs/retention', { dryRun: true, rules: ['codes'] })).toMatchObject({
      status: 400,
      json: { code: 'invalidInput' },
    });
    expect((await adminCall('POST', '/jobs/retention', { dryRun: 'yes' })).status).toBe(400);
    expect((await adminCall('POST', '/jobs/retention', { rules: Array(21).fill('audit-log') })).status).toBe(400);
    expect((await adminCall('POST', '/jobs/retention', { dryRun: true }, 'not-the-admin-key-at-all-000')).status).toBe(401);
    // Nothing of the refused calls erased anything.
    expect(await present('contact-messages', seeded['contact-messages']!.old[0]!)).toMatchObject({ stored: true });
  });
});

function ids(report: { due?: Item[] }): string[] {
  return (report.due ?? []).map(({ id }) => id);
}
