/** POST /register/{type} and POST /otp-verify/{type} over HTTP on the local stack. */
import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUS, DAY_MS, type UserType } from '@gh/common/constants';
import type { SeniorDoc, VolunteerDoc } from '@gh/common/documents';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { memberUid } from '../src/services/identity/member-identity.ts';
import { api, mailbox, newClientAddress } from '@gh/testkit/stack';
import {
  addApplication,
  adminAuth,
  codeFromMail,
  newEmail,
  otpDoc,
  personDoc,
  register,
  seniorForm,
  storedFields,
  volunteerForm,
} from '@gh/testkit/identity';

describe('senior registration', () => {
  it('e-mails a code, creates the senior with a 30-day trial and signs them in', async () => {
    const form = seniorForm();
    const before = Date.now();
    const { session } = await register('senior', form);

    expect(session.message).toBe(SERVER_MESSAGES.registered);
    expect(session.user).toEqual({ role: 'senior', name: 'Kamala Rao', email: form.email, city: 'Pune', interests: ['Reading', 'Music'] });
    const doc = (await personDoc('senior', form.email).get()).data() as SeniorDoc;
    expect(doc).toMatchObject({
      ...storedFields(form),
      place: { pin: form.zipcode, districtKey: 'maharashtra/pune' },
      languages: ['English'],
      volunteer: null,
    });
    expect(doc.createdAt).toBeGreaterThanOrEqual(before);
    expect(doc.trialEndsAt - doc.createdAt).toBe(30 * DAY_MS);

    const account = await adminAuth().getUser(memberUid(form.email));
    expect(account.email).toBeUndefined();
    expect(account.customClaims).toEqual({ role: 'senior', member: form.email });
    // The pending form left with the code.
    expect((await otpDoc('senior', form.email).get()).exists).toBe(false);
  });

  it('says what the e-mail is for and never puts the code in an answer', async () => {
    const form = seniorForm();
    const asked = await api('POST', '/register/senior', form, newClientAddress());
    expect(asked).toMatchObject({ status: 200, json: { message: SERVER_MESSAGES.codeSent } });
    const code = await codeFromMail(form.email);
    expect(asked.text).not.toContain(code);
    const [mail] = await mailbox.to(form.email);
    expect(mail?.subject).toBe('Your Golden Hearts registration code');
    expect(mail?.text).toContain('valid for 10 minutes');
  });

  it('keeps the e-mail in lower case, however it was typed', async () => {
    const email = newEmail('senior');
    const headers = newClientAddress();
    expect((await api('POST', '/register/senior', { ...seniorForm(), email: `  ${email.toUpperCase()} ` }, headers)).status).toBe(200);
    const otp = await codeFromMail(email);
    const verified = await api('POST', '/otp-verify/senior', { email: email.toUpperCase(), otp }, headers);
    expect(verified.json?.user).toMatchObject({ email });
    expect((await personDoc('senior', email).get()).data()).toMatchObject({ email });
  });
});

describe('volunteer registration', () => {
  it('needs an accepted application, then creates the volunteer and signs them in', async () => {
    const form = volunteerForm();
    const application = await addApplication(form.email, APPLICATION_STATUS.accepted);
    const { session } = await register('volunteer', form);

    expect(session.user).toEqual({
      role: 'volunteer',
      name: 'Aditi Sharma',
      email: form.email,
      city: 'Pune',
      skills: ['Reading', 'Music'],
    });
    const doc = (await personDoc('volunteer', form.email).get()).data() as VolunteerDoc;
    expect(doc).toMatchObject({
      ...storedFields(form),
      place: { pin: form.zipcode, districtKey: 'maharashtra/pune' },
      languages: ['English', 'Marathi'],
      hobbies: '',
      certification: '',
      senior: null,
      // The application's resume is the CV until the volunteer replaces it.
      cv: application.resume,
    });
    expect(doc.cv?.path).toMatch(/^resumes\//);
    expect((await adminAuth().getUser(memberUid(form.email))).customClaims).toEqual({ role: 'volunteer', member: form.email });
  });

  it.each([
    ['no application', null, 404, 'applicationMissing'],
    ['a submitted application', APPLICATION_STATUS.submitted, 403, 'applicationPending'],
    ['a rejected application', APPLICATION_STATUS.rejected, 403, 'applicationRejected'],
  ] as const)('refuses an e-mail with %s, sending no code', async (_case, status, httpStatus, code) => {
    const form = volunteerForm();
    if (status) await addApplication(form.email, status);
    expect(await api('POST', '/register/volunteer', form, newClientAddress())).toMatchObject({
      status: httpStatus,
      json: { message: SERVER_MESSAGES[code], code },
    });
    expect((await otpDoc('volunteer', form.email).get()).exists).toBe(false);
  });
});

describe('an e-mail registered already', () => {
  async function registeredSenior() {
    const form = seniorForm();
    await register('senior', form);
    return form.email;
  }

  it.each(['senior', 'volunteer'] as const)('as a senior is refused for %s registration', async (type) => {
    const email = await registeredSenior();
    await addApplication(email, APPLICATION_STATUS.accepted);
    const form = type === 'senior' ? seniorForm(email) : volunteerForm(email);
    expect(await api('POST', `/register/${type}`, form, newClientAddress())).toMatchObject({
      status: 409,
      json: { message: SERVER_MESSAGES.emailExists, code: 'emailExists' },
    });
  });

  it('as a volunteer is refused for senior registration', async () => {
    const form = volunteerForm();
    await addApplication(form.email);
    await register('volunteer', form);
    expect(await api('POST', '/register/senior', seniorForm(form.email), newClientAddress())).toMatchObject({
      status: 409,
      json: { message: SERVER_MESSAGES.emailExists, code: 'emailExists' },
    });
  });

  it.each(['senior', 'volunteer'] as const)('meanwhile makes the code answer that it exists (%s verifying)', async (type: UserType) => {
    const email = newEmail(type);
    await addApplication(email);
    const form = type === 'senior' ? seniorForm(email) : volunteerForm(email);
    expect((await api('POST', `/register/${type}`, form, newClientAddress())).status).toBe(200);
    const otp = await codeFromMail(email);
    // Registered on the other side while the code was on its way.
    const other = type === 'senior' ? 'volunteer' : 'senior';
    await personDoc(other, email).set({ email, name: 'Someone', city: 'Pune', skills: [], interests: [] });

    const verified = await api('POST', `/otp-verify/${type}`, { email, otp }, newClientAddress());
    expect(verified).toMatchObject({ status: 409, json: { message: SERVER_MESSAGES.emailExists, code: 'emailExists' } });
    expect((await personDoc(type, email).get()).exists).toBe(false);
  });
});

describe('one e-mail, two roles at once', () => {
  /** Codes for both sides of one e-mail, then both verified at the same moment. */
  async function raceBothSides() {
    const email = newEmail('both');
    await addApplication(email);
    const headers = newClientAddress();
    expect((await api('POST', '/register/senior', seniorForm(email), headers)).status).toBe(200);
    const seniorCode = await codeFromMail(email);
    expect((await api('POST', '/register/volunteer', volunteerForm(email), headers)).status).toBe(200);
    const volunteerCode = await codeFromMail(email, 2);
    const answers = await Promise.all([
      api('POST', '/otp-verify/senior', { email, otp: seniorCode }, headers),
      api('POST', '/otp-verify/volunteer', { email, otp: volunteerCode }, headers),
    ]);
    const stored = await Promise.all([personDoc('senior', email).get(), personDoc('volunteer', email).get()]);
    return { answers, stored: stored.filter((doc) => doc.exists).length };
  }

  it('lets exactly one role win', async () => {
    for (const { answers, stored } of await Promise.all(Array.from({ length: 6 }, raceBothSides))) {
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.status === 409)?.json?.message).toBe(SERVER_MESSAGES.emailExists);
      expect(stored).toBe(1);
    }
  });
});

describe('bad registration input', () => {
  const required: Record<UserType, [string, string][]> = {
    senior: [
      ['name', 'Name is required'],
      ['email', 'Email is required'],
      ['phone', 'Phone is required'],
      ['dob', 'Date of birth is required'],
      ['address', 'Address is required'],
      ['city', 'City is required'],
      ['state', 'State is required'],
      ['zipcode', 'PIN code is required'],
      ['emergencycontact', 'Emergency contact is required'],
    ],
    volunteer: [
      ['name', 'Name is required'],
      ['email', 'Email is required'],
      ['phone', 'Phone is required'],
      ['address', 'Address is required'],
      ['city', 'City is required'],
      ['state', 'State is required'],
      ['zipcode', 'PIN code is required'],
      ['emergencycontact', 'Emergency contact is required'],
    ],
  };
  const emergencyFields: [string, string][] = [
    ['emergencyContactName', 'Emergency contact name is required'],
    ['emergencyContactPhone', 'Emergency contact phone is required'],
    ['emergencyContactRelation', 'Emergency contact relationship is required'],
  ];
  const cases = (['senior', 'volunteer'] as const).flatMap((type) => [
    ...required[type].map(([field, message]) => [type, `without ${field}`, field, null, message] as const),
    ...required[type]
      .filter(([field]) => field !== 'emergencycontact')
      .map(([field, message]) => [type, `with a blank ${field}`, field, '   ', message] as const),
    ...emergencyFields.map(
      ([field, message]) => [type, `without emergencycontact.${field}`, `emergencycontact.${field}`, null, message] as const,
    ),
  ]);

  it.each(cases)('refuses %s registration %s, storing nothing', async (type, _case, field, value, message) => {
    const form: Record<string, unknown> = type === 'senior' ? seniorForm() : volunteerForm();
    const email = form.email as string;
    await addApplication(email);
    const [top, inner] = field.split('.') as [string, string | undefined];
    const target = inner ? ({ ...(form[top] as object) } as Record<string, unknown>) : form;
    if (inner) form[top] = target;
    if (value === null) delete target[inner ?? top];
    else target[inner ?? top] = value;

    expect(await api('POST', `/register/${type}`, form, newClientAddress())).toMatchObject({ status: 400, json: { message } });
    expect((await otpDoc(type, email).get()).exists).toBe(false);
  });

  it.each([
    ['an invalid e-mail', { email: 'kamala@example' }, 'Please enter a valid email address'],
    ['a skill not on the list', { skills: ['Juggling'] }, null],
    ['a number for a name', { name: 42 }, 'Name is required'],
    ['a list for the city', { city: ['Pune'] }, 'City is required'],
  ] as const)('refuses volunteer registration with %s', async (_case, change, message) => {
    const form = { ...volunteerForm(), ...change };
    const answer = await api('POST', '/register/volunteer', form, newClientAddress());
    expect(answer.status).toBe(400);
    if (message) expect(answer.json?.message).toBe(message);
    else expect(String(answer.json?.message)).toMatch(/\w{4}/);
  });

  // Malformed JSON never reaches the app: the Functions runtime's own body parser refuses it
  // with a 400 of its own (the in-process app answers it in JSON: src/http/app.test.ts).
  it.each(['/register/senior', '/register/volunteer', '/otp-verify/senior', '/otp-verify/volunteer'])(
    'answers malformed JSON and bodies that are not an object to %s with 400',
    async (path) => {
      for (const body of ['{"email": ', '{"email": "a@example.com",}', '"text"', '42', 'null']) {
        expect((await api('POST', path, body, newClientAddress())).status).toBe(400);
      }
      for (const body of ['[]', '[{"email": "a@example.com"}]']) {
        expect(await api('POST', path, body, newClientAddress())).toMatchObject({
          status: 400,
          json: { message: SERVER_MESSAGES.badJson },
        });
      }
      // An empty body reads as {}: the first missing field is named.
      const first = path.startsWith('/register') ? 'Name is required' : 'Email is required';
      expect(await api('POST', path, '', newClientAddress())).toMatchObject({ status: 400, json: { message: first } });
    },
  );

  it.each(['senior', 'volunteer'] as const)('refuses %s code verification without e-mail or code', async (type) => {
    const headers = newClientAddress();
    const email = newEmail(type);
    expect(await api('POST', `/otp-verify/${type}`, { otp: '123456' }, headers)).toMatchObject({
      status: 400,
      json: { message: 'Email is required' },
    });
    expect(await api('POST', `/otp-verify/${type}`, { email }, headers)).toMatchObject({
      status: 400,
      json: { message: 'Code is required' },
    });
    expect(await api('POST', `/otp-verify/${type}`, { email, otp: '1234567' }, headers)).toMatchObject({
      status: 400,
      json: { message: 'The code has at most 6 characters' },
    });
    expect(await api('POST', `/otp-verify/${type}`, { email, otp: '123456' }, headers)).toMatchObject({
      status: 400,
      json: { message: SERVER_MESSAGES.codeInvalid },
    });
  });
});
