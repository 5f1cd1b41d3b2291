/**
 * Odd e-mail addresses on every route that takes one: a list ("a,b@…"), a
 * path ("x/y@…"), quotes, angle brackets, a header break, an address past 254 characters. Each
 * is a 400 with the form's message; nothing is stored and nothing is mailed.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@gh/common/constants';
import { api, mailbox, newClientAddress, uniqueId } from '@gh/testkit/stack';
import { adminCall, apply, applicationFields } from '@gh/testkit/applicant';
import { bearer, db, seniorForm, volunteerForm } from '@gh/testkit/identity';
import { addMember, newCity, postForm } from '@gh/testkit/members';

const id = uniqueId('odd');
const INVALID = 'Please enter a valid email address';
const ODD: [string, string][] = [
  [`${id}a,${id}b@example.org`, INVALID],
  [`${id}a;${id}b@example.org`, INVALID],
  [`${id}x/y@example.org`, INVALID],
  [`${id}x/y/z@example.org`, INVALID],
  [`"${id}"@example.org`, INVALID],
  [`"${id}a,b"@example.org`, INVALID],
  [`Asha <${id}@example.org>`, INVALID],
  [`${id}@example.org\r\nBcc: ${id}c@example.org`, INVALID],
  [`${id}\r@example.org`, INVALID],
  [`${'a'.repeat(250)}${id}@example.org`, 'Email is too long'],
  [`${'a'.repeat(65)}${id}@example.org`, INVALID],
];

/** Each route that names a person, called with `email` in that place. */
function routes(member: { email: string; token: string }) {
  const auth = bearer(member.token);
  const path = (email: string) => encodeURIComponent(email);
  const profile = { name: 'A', address: 'B', city: 'C', state: 'D', zipcode: '1', ename: 'E', ephone: '2', erelation: 'F' };
  return {
    'POST /register/volunteer': (email: string) => api('POST', '/register/volunteer', volunteerForm(email), newClientAddress()),
    'POST /register/senior': (email: string) => api('POST', '/register/senior', seniorForm(email), newClientAddress()),
    'POST /otp-verify/volunteer': (email: string) => api('POST', '/otp-verify/volunteer', { email, otp: '123456' }, newClientAddress()),
    'POST /otp-verify/senior': (email: string) => api('POST', '/otp-verify/senior', { email, otp: '123456' }, newClientAddress()),
    'POST /login/volunteer': (email: string) => api('POST', '/login/volunteer', { email }, newClientAddress()),
    'POST /login/senior': (email: string) => api('POST', '/login/senior', { email }, newClientAddress()),
    'POST /login/otp-verify/senior': (email: string) =>
      api('POST', '/login/otp-verify/senior', { email, loginotp: '123456' }, newClientAddress()),
    'POST /volunteer/volunteer/application': (email: string) => apply(applicationFields(email)),
    'POST /sendemail': (email: string) => postForm('/sendemail', { name: 'Asha', email, message: 'Hello' }),
    'GET /volunteer/{email}': (email: string) => api('GET', `/volunteer/${path(email)}`, undefined, auth),
    'GET /senior/{email}': (email: string) => api('GET', `/senior/${path(email)}`, undefined, auth),
    'POST /volunteer/{email}': (email: string) => postForm(`/volunteer/${path(email)}`, profile, member.token),
    'POST /senior/senior/{email}': (email: string) => postForm(`/senior/senior/${path(email)}`, profile, member.token),
    'POST /volunteer/matches': (email: string) => api('POST', '/volunteer/matches', { email }, auth),
    'POST /senior/matches': (email: string) => api('POST', '/senior/matches', { email }, auth),
    'POST connect (volunteerEmail)': (email: string) =>
      api('POST', '/volunteer/volunteer/connect', { volunteerEmail: email, seniorEmail: member.email }, auth),
    'POST connect (seniorEmail)': (email: string) =>
      api('POST', '/volunteer/volunteer/connect', { volunteerEmail: member.email, seniorEmail: email }, auth),
    'POST /{key}/application': (email: string) => adminCall('POST', '/application', { type: 'volunteer', email }),
    'PUT /{key}/approve-application': (email: string) => adminCall('PUT', '/approve-application', { type: 'volunteer', email }),
    'PUT /{key}/reject-application': (email: string) => adminCall('PUT', '/reject-application', { type: 'volunteer', email }),
    'PUT /{key}/undo-decision': (email: string) => adminCall('PUT', '/undo-decision', { type: 'volunteer', email }),
    'POST /{key}/volunteer/assignTask (vemail)': (email: string) =>
      adminCall('POST', '/volunteer/assignTask', {
        vemail: email,
        semail: member.email,
        city: 'Pune',
        task: 'Tea',
        date: '2099-01-01',
        startTime: '10:00',
        endTime: '11:00',
      }),
    'POST /{key}/volunteer/assignTask (semail)': (email: string) =>
      adminCall('POST', '/volunteer/assignTask', {
        vemail: member.email,
        semail: email,
        city: 'Pune',
        task: 'Tea',
        date: '2099-01-01',
        startTime: '10:00',
        endTime: '11:00',
      }),
  };
}

describe('odd e-mail addresses', () => {
  let member: { email: string; token: string };
  beforeAll(async () => {
    member = await addMember('volunteer', { city: newCity() });
  });

  it.each(Object.keys(routes({ email: '', token: '' })))(
    '%s: each is a 400 with the form message',
    async (route) => {
      const call = routes(member)[route as keyof ReturnType<typeof routes>];
      const wrong: string[] = [];
      for (const [email, message] of ODD) {
        const answer = await call(email);
        if (answer.status !== 400 || answer.json?.message !== message)
          wrong.push(`${JSON.stringify(email)}: ${answer.status} ${JSON.stringify(answer.json)}`);
      }
      expect(wrong).toEqual([]);
      // The first calls may start cold function workers on a loaded machine.
    },
    120_000,
  );

  it('left nothing stored and sent no mail', async () => {
    // Nothing anywhere names this run's addresses: no person, code, application, message or match.
    const collections = [COLLECTIONS.volunteers, COLLECTIONS.seniors, COLLECTIONS.otps, COLLECTIONS.applications, COLLECTIONS.matches];
    for (const name of collections) {
      const ids = (await db().collection(name).select().get()).docs.map((doc) => doc.id).filter((docId) => docId.includes(id));
      expect(ids, name).toEqual([]);
    }
    const messages = await db().collection(COLLECTIONS.messages).where('name', '==', 'Asha').get();
    expect(messages.docs.filter((doc) => String(doc.get('email')).includes(id))).toEqual([]);
    const mails = (await mailbox.all()).filter((mail) => JSON.stringify(mail).includes(id));
    expect(mails.map((mail) => mail.to)).toEqual([]);
  });
});
