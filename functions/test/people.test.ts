/** GET /volunteer/{email} and GET /senior/{email}: one's own record, and nobody else's. */
import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUS } from '@gh/common/constants';
import type { SeniorRecord, VolunteerRecord } from '@gh/common/documents';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { api } from '@gh/testkit/stack';
import {
  addPerson,
  bearer,
  newEmail,
  personDoc,
  register,
  seniorForm,
  signIn,
  storedFields,
  volunteerForm,
  addApplication,
} from '@gh/testkit/identity';

const path = (type: string, email: string) => `/${type}/${encodeURIComponent(email)}`;

describe('reading one’s own record', () => {
  it('gives a volunteer their record with the application, showing file names only', async () => {
    const form = volunteerForm();
    await addApplication(form.email, APPLICATION_STATUS.accepted);
    const { idToken } = await register('volunteer', form);
    await personDoc('volunteer', form.email).update({
      cv: { path: `cvs/${form.email}/cv.pdf`, filename: 'my-cv.pdf', contentType: 'application/pdf', size: 10 },
    });

    const answer = await api('GET', path('volunteer', form.email), undefined, bearer(idToken));
    expect(answer.status).toBe(200);
    const record = answer.json as unknown as VolunteerRecord;
    expect(record).toMatchObject({
      ...storedFields(form),
      hobbies: '',
      certification: '',
      senior: null,
      cv: { filename: 'my-cv.pdf' },
      application: { data: { fullName: 'Aditi Sharma', email: form.email, contact: '+91 98220 11111' }, resume: { filename: 'cv.pdf' } },
      applicationStatus: 'Accepted',
    });
    expect(answer.text).not.toMatch(/"path"/);
  });

  it('gives a senior their record', async () => {
    const form = seniorForm();
    const { idToken } = await register('senior', form);
    const answer = await api('GET', path('senior', form.email), undefined, bearer(idToken));
    expect(answer.status).toBe(200);
    const record = answer.json as unknown as SeniorRecord;
    expect(record).toMatchObject({ ...storedFields(form), volunteer: null });
    expect(record.trialEndsAt).toBeGreaterThan(Date.now());
  });

  it('matches the e-mail in the path whatever its case', async () => {
    const email = await addPerson('senior');
    const { idToken } = await signIn('senior', email);
    expect((await api('GET', path('senior', email.toUpperCase()), undefined, bearer(idToken))).status).toBe(200);
  });

  it('answers 404 with the spec message for a side the person is not on', async () => {
    const email = await addPerson('senior');
    const { idToken } = await signIn('senior', email);
    expect(await api('GET', path('volunteer', email), undefined, bearer(idToken))).toMatchObject({
      status: 404,
      json: { message: SERVER_MESSAGES.volunteerNotFound },
    });
  });
});

describe('nobody else’s record', () => {
  it.each(['senior', 'volunteer'] as const)('GET /%s/{email} without a token is a 401', async (type) => {
    const email = await addPerson(type);
    expect(await api('GET', path(type, email))).toMatchObject({ status: 401, json: { message: SERVER_MESSAGES.unauthenticated } });
  });

  it.each([
    ['a made-up token', 'Bearer not-a-token'],
    ['a token of another scheme', 'Basic a2FtYWxhOnNlY3JldA=='],
    ['an empty bearer', 'Bearer '],
  ])('%s is a 401', async (_case, authorization) => {
    const email = await addPerson('senior');
    expect(await api('GET', path('senior', email), undefined, { authorization })).toMatchObject({
      status: 401,
      json: { message: SERVER_MESSAGES.unauthenticated },
    });
  });

  it('a custom token is not an ID token: 401', async () => {
    const email = await addPerson('senior');
    const { session } = await signIn('senior', email);
    expect((await api('GET', path('senior', email), undefined, bearer(session.token))).status).toBe(401);
  });

  it.each(['senior', 'volunteer'] as const)('another person’s token for a %s is a 403', async (type) => {
    const owner = await addPerson(type);
    const other = await addPerson('senior');
    const { idToken } = await signIn('senior', other);
    expect(await api('GET', path(type, owner), undefined, bearer(idToken))).toMatchObject({
      status: 403,
      json: { message: SERVER_MESSAGES.forbidden },
    });
    // Even for someone who does not exist: the answer does not tell who is registered.
    expect((await api('GET', path(type, newEmail('ghost')), undefined, bearer(idToken))).status).toBe(403);
  });
});
