/**
 * POST /volunteer/volunteer/application over HTTP on the local stack: the application is kept
 * in Firestore as Submitted, its resume in Storage, and the applicant gets a confirmation.
 * One application per e-mail; every refusal leaves no document, no file and no mail behind.
 * Then the identity routes: an approved applicant registers, an unapproved one is told why.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { deleteApp, getApps } from 'firebase-admin/app';
import { searchMap } from '@gh/common/admin-fields';
import { APPLICATION_STATUS, MAX_UPLOAD_BYTES, type ApplicationStatus } from '@gh/common/constants';
import { NOTICE_PURPOSES, NOTICE_VERSION } from '@gh/common/consent';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { applicationSchema } from '@gh/common/schemas';
import { api, mailbox, newClientAddress } from '@gh/testkit/stack';
import { applicationDoc, applicationFields, apply, bucket, decideFinally, footprint, storedApplication } from '@gh/testkit/applicant';
import { fixture } from '@gh/testkit/fixtures';
import { addPerson, codeFromMail, newEmail, volunteerForm } from '@gh/testkit/identity';

afterAll(() => Promise.all(getApps().map((app) => deleteApp(app))));

const pdf = () => ({ filename: 'Meera resume.pdf', bytes: fixture('letter.pdf'), type: 'application/pdf' });

/** Sends, expects `status` and `message`, and checks that nothing was stored or sent. */
async function expectRefused(
  fields: Record<string, string | string[]>,
  files: Parameters<typeof apply>[1][],
  status: number,
  message: string,
) {
  const email = String(fields.email ?? newEmail('nobody'));
  const before = await footprint(email);
  expect(await apply(fields, ...files)).toEqual({ status, json: { message, code: expect.any(String) } });
  expect(await footprint(email)).toEqual(before);
}

describe('POST /volunteer/volunteer/application', () => {
  it('keeps the application as Submitted with its resume, and confirms by e-mail', async () => {
    const fields = applicationFields();
    const started = Date.now();
    const answer = await apply({ ...fields, languages: ['English', 'Tamil'] }, pdf());
    expect(answer).toEqual({ status: 200, json: { message: SERVER_MESSAGES.applicationSubmitted } });

    const stored = await storedApplication(fields.email!);
    const path = `resumes/${fields.email}/Meera resume.pdf`;
    const { consentVersion: _agreed, ...answers } = fields;
    expect(stored).toEqual({
      ...answers,
      languages: ['English', 'Tamil'],
      // No page language sent: the applicant's e-mails are in English.
      lang: 'en',
      // The agreement to the privacy notice, recorded with the application, at its time.
      consent: { version: NOTICE_VERSION, lang: 'en', at: stored!.submittedAt, agreed: [...NOTICE_PURPOSES], via: 'application' },
      resume: { path, filename: 'Meera resume.pdf', contentType: 'application/pdf', size: fixture('letter.pdf').length },
      status: APPLICATION_STATUS.submitted,
      submittedAt: expect.any(Number),
      zipcode: '',
      place: null,
      search: searchMap({ name: fields.fullName!, email: fields.email!, phones: [fields.contact] }),
    });
    expect(stored!.submittedAt).toBeGreaterThanOrEqual(started);
    const [saved] = await bucket().file(path).download();
    expect(saved.equals(fixture('letter.pdf'))).toBe(true);

    const mail = await mailbox.waitFor(fields.email!, /received your Golden Hearts application/);
    // The address is not proven yet: the confirmation is a fixed text, without the name.
    expect(mail.text).toContain('Thank you for applying');
    expect(mail.text).not.toContain('Meera');
  });

  it.each([
    ['repeated fields', ['Hindi', 'Marathi']],
    ['one JSON array', '["Hindi","Marathi"]'],
    ['one comma list', 'Hindi, Marathi'],
  ])('takes the languages as %s', async (_case, languages) => {
    const fields = applicationFields();
    expect((await apply({ ...fields, languages })).status).toBe(200);
    expect((await storedApplication(fields.email!))?.languages).toEqual(['Hindi', 'Marathi']);
  });

  it('takes an application without a resume, languages or experience', async () => {
    const { experience: _omitted, ...fields } = applicationFields();
    expect((await apply(fields)).status).toBe(200);
    expect(await storedApplication(fields.email!)).toMatchObject({ resume: null, languages: [], experience: '' });
  });

  it.each([
    ['a DOC', 'letter.doc', 'cv.doc', 'application/msword'],
    ['a DOCX', 'letter.docx', 'cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ])('takes %s resume, typed by its bytes', async (_case, fixtureName, filename, contentType) => {
    const fields = applicationFields();
    expect((await apply(fields, { filename, bytes: fixture(fixtureName) })).status).toBe(200);
    expect((await storedApplication(fields.email!))?.resume).toMatchObject({ filename, contentType });
  });

  it('takes a resume of exactly 5 MB', async () => {
    const fields = applicationFields();
    const bytes = Buffer.concat([fixture('letter.pdf'), Buffer.alloc(MAX_UPLOAD_BYTES - fixture('letter.pdf').length, 0x20)]);
    expect((await apply(fields, { filename: 'big.pdf', bytes })).status).toBe(200);
    expect((await storedApplication(fields.email!))?.resume?.size).toBe(MAX_UPLOAD_BYTES);
  });

  // The schema's messages are checked one by one in common/src/schemas.test.ts; here, that the
  // route answers with them and stores nothing.
  const required = Object.keys(applicationFields()).filter((field) => field !== 'experience');
  it.each(required)('refuses an application without %s (400), storing and sending nothing', async (missing) => {
    const fields = applicationFields();
    delete fields[missing];
    const parsed = applicationSchema.safeParse(fields);
    expect(parsed.success).toBe(false);
    await expectRefused(fields, [pdf()], 400, parsed.error!.issues[0]!.message);
  });

  it('refuses a language not on the list and a malformed e-mail address (400)', async () => {
    const fields = applicationFields();
    const answer = await apply({ ...fields, languages: ['English', 'Klingon'] });
    expect(answer.status).toBe(400);
    expect(await footprint(fields.email!)).toEqual({ application: false, files: 0, mails: 0 });
    await expectRefused({ ...applicationFields(), email: 'meera@example' }, [], 400, 'Please enter a valid email address');
  });

  it('refuses a resume over 5 MB (413)', async () => {
    const bytes = Buffer.concat([fixture('letter.pdf'), Buffer.alloc(MAX_UPLOAD_BYTES, 0x20)]);
    await expectRefused(applicationFields(), [{ filename: 'huge.pdf', bytes, type: 'application/pdf' }], 413, SERVER_MESSAGES.fileTooLarge);
  });

  it.each([
    ['a renamed Windows program', 'program.exe', 'resume.pdf', 'application/pdf'],
    ['a renamed Linux program', 'program.elf', 'resume.docx', 'application/msword'],
    ['a ZIP archive', 'program.zip', 'resume.zip', 'application/zip'],
    ['an installer', 'installer.msi', 'resume.doc', 'application/msword'],
    ['a Word file with macros', 'macros.docx', 'resume.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['an image', 'photo.png', 'resume.png', 'image/png'],
    ['plain text', 'note.txt', 'resume.txt', 'text/plain'],
    ['an OpenDocument text', 'letter.odt', 'resume.odt', 'application/vnd.oasis.opendocument.text'],
  ])('refuses %s as a resume (415)', async (_case, fixtureName, filename, type) => {
    await expectRefused(applicationFields(), [{ filename, bytes: fixture(fixtureName), type }], 415, SERVER_MESSAGES.resumeType);
  });

  it('refuses an empty resume and two files (400)', async () => {
    await expectRefused(applicationFields(), [{ filename: 'empty.pdf', bytes: Buffer.alloc(0) }], 400, SERVER_MESSAGES.fileEmpty);
    await expectRefused(applicationFields(), [pdf(), pdf()], 400, SERVER_MESSAGES.oneFileOnly);
  });

  it('refuses a body that is not multipart (400)', async () => {
    const response = await api('POST', '/volunteer/volunteer/application', applicationFields());
    expect(response).toMatchObject({ status: 400, json: { message: SERVER_MESSAGES.badForm } });
  });
});

const LATEST_MAIL: Record<ApplicationStatus, RegExp> = {
  [APPLICATION_STATUS.submitted]: /received/,
  [APPLICATION_STATUS.accepted]: /accepted/,
  [APPLICATION_STATUS.rejected]: /About your/,
};

// Its tests wait out their own decisions' Undo time (or their own mails), so they wait together.
describe.concurrent('one application per e-mail', () => {
  it.each([
    [APPLICATION_STATUS.submitted, 'applicationAlreadySubmitted'],
    [APPLICATION_STATUS.rejected, 'applicationAlreadySubmitted'],
    [APPLICATION_STATUS.accepted, 'applicationAlreadyAccepted'],
  ] as [ApplicationStatus, 'applicationAlreadySubmitted' | 'applicationAlreadyAccepted'][])(
    'refuses a second application while the first is %s (409), changing nothing on file',
    async (status, code) => {
      const fields = applicationFields();
      expect((await apply(fields, pdf())).status).toBe(200);
      if (status !== APPLICATION_STATUS.submitted) {
        expect((await decideFinally(status === APPLICATION_STATUS.accepted ? 'approve' : 'reject', fields.email!)).status).toBe(200);
      }
      // The last mail before the second try: the receipt, or the decision, which a sweep run for another test may send.
      await mailbox.waitFor(fields.email!, LATEST_MAIL[status]);
      const first = await storedApplication(fields.email!);
      const mails = (await mailbox.to(fields.email!)).length;

      const again = await apply({ ...fields, fullName: 'Someone Else' }, { filename: 'other.docx', bytes: fixture('letter.docx') });
      // Unless accepted, the answer carries a reference to the one kept aside (application-replacement.test.ts).
      const replacement = status === APPLICATION_STATUS.accepted ? {} : { replacement: expect.stringMatching(/^[\w-]{43}$/) };
      expect(again).toEqual({ status: 409, json: { message: SERVER_MESSAGES[code], code, ...replacement } });
      expect(await storedApplication(fields.email!)).toEqual(first);
      const [files] = await bucket().getFiles({ prefix: `resumes/${fields.email}/` });
      expect(files.map((file) => file.name).filter((name) => !name.includes('/replacements/'))).toEqual([
        `resumes/${fields.email}/Meera resume.pdf`,
      ]);
      const offered = status === APPLICATION_STATUS.accepted ? 0 : 1;
      if (offered) await mailbox.waitFor(fields.email!, /sent again/);
      expect((await mailbox.to(fields.email!)).length).toBe(mails + offered);
    },
  );

  it('keeps one of two submissions sent at once, with its own resume', async () => {
    const fields = applicationFields();
    const answers = await Promise.all([
      apply({ ...fields, fullName: 'First Sender' }, { filename: 'cv.pdf', bytes: fixture('letter.pdf') }),
      apply({ ...fields, fullName: 'Second Sender' }, { filename: 'cv.pdf', bytes: fixture('letter.docx') }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const stored = await storedApplication(fields.email!);
    const firstWon = answers[0]!.status === 200;
    expect(stored!.fullName).toBe(firstWon ? 'First Sender' : 'Second Sender');
    // The name ends in what the bytes are: cv.pdf for the PDF, cv.pdf.docx for the Word file.
    expect(stored!.resume!.path).toBe(`resumes/${fields.email}/${firstWon ? 'cv.pdf' : 'cv.pdf.docx'}`);
    const [saved] = await bucket().file(stored!.resume!.path).download();
    expect(saved.equals(fixture(firstWon ? 'letter.pdf' : 'letter.docx'))).toBe(true);
    const [files] = await bucket().getFiles({ prefix: `resumes/${fields.email}/` });
    expect(files.filter((file) => !file.name.includes('/replacements/')).map((file) => file.name)).toEqual([stored!.resume!.path]);
  });

  it('of ten submissions sent together with resumes of different names, one is kept with its resume; the others are kept aside, with one mail', async () => {
    const fields = applicationFields();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        apply({ ...fields, fullName: `Sender ${i}` }, { filename: `cv-${i}.pdf`, bytes: fixture('letter.pdf') }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    const winner = answers.findIndex((a) => a.status === 200);
    const [files] = await bucket().getFiles({ prefix: `resumes/${fields.email}/` });
    const onFile = files.map((file) => file.name).filter((name) => !name.includes('/replacements/'));
    expect(onFile).toEqual([`resumes/${fields.email}/cv-${winner}.pdf`]);
    expect(files).toHaveLength(10);
    expect((await storedApplication(fields.email!))?.resume?.path).toBe(onFile[0]);
    await mailbox.waitFor(fields.email!, /sent again/);
    expect((await mailbox.to(fields.email!)).filter((mail) => /sent again/.test(mail.subject))).toHaveLength(1);
  }, 120_000);

  it.each(['senior', 'volunteer'] as const)('refuses an e-mail registered as a %s (409), storing nothing', async (type) => {
    const email = await addPerson(type);
    // A registered volunteer has an accepted application already: start from a clean slate.
    await applicationDoc(email).delete();
    await expectRefused(applicationFields(email), [pdf()], 409, SERVER_MESSAGES.applicationEmailRegistered);
  });
});

// Its tests wait out their own decisions' Undo time (or their own mails), so they wait together.
describe.concurrent('after the decision, registering as a volunteer', () => {
  it('works for an approved applicant, with the code from the mailbox', async () => {
    const fields = applicationFields();
    expect((await apply(fields, pdf())).status).toBe(200);
    expect((await decideFinally('approve', fields.email!)).status).toBe(200);
    const approval = await mailbox.waitFor(fields.email!, /accepted/);
    expect(approval.text).toContain('/volunteer-registration');

    const headers = newClientAddress();
    const form = volunteerForm(fields.email);
    expect(await api('POST', '/register/volunteer', form, headers)).toMatchObject({
      status: 200,
      json: { message: SERVER_MESSAGES.codeSent },
    });
    // Mail 1 confirmed the application, mail 2 the approval: the code is mail 3.
    const otp = await codeFromMail(fields.email!, 3);
    const verified = await api('POST', '/otp-verify/volunteer', { email: fields.email, otp }, headers);
    expect(verified).toMatchObject({
      status: 200,
      json: { message: SERVER_MESSAGES.registered, user: { role: 'volunteer', email: fields.email } },
    });
  });

  it.each([
    ['still under review', null, SERVER_MESSAGES.applicationPending],
    ['rejected', 'reject', SERVER_MESSAGES.applicationRejected],
  ])('tells an applicant whose application is %s why they cannot register', async (_case, decision, message) => {
    const fields = applicationFields();
    expect((await apply(fields)).status).toBe(200);
    if (decision) expect((await decideFinally(decision as 'reject', fields.email!)).status).toBe(200);
    const answer = await api('POST', '/register/volunteer', volunteerForm(fields.email), newClientAddress());
    expect(answer).toMatchObject({ status: 403, json: { message } });
  });
});
