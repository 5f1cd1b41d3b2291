/**
 * The phone keys of people registered before sign-in by SMS (POST /{key}/jobs/phone-keys): a
 * document without `phoneKey` gets the one its phone makes, after which the number signs its
 * person in; a key already there is left alone; only the admin may run it, and twenty runs at
 * once write each key the same. It reads every person, so it runs alone (SHARED_STATE).
 */
import { describe, expect, it } from 'vitest';
import { FieldValue } from 'firebase-admin/firestore';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { api, newClientAddress } from '@gh/testkit/stack';
import { adminCall } from '@gh/testkit/applicant';
import { personDoc } from '@gh/testkit/identity';
import { addMember, newCity, readMember } from '@gh/testkit/members';
import { e164, newMobile, phoneIdToken } from '@gh/testkit/phone';

const runJob = (key?: string) => adminCall('POST', '/jobs/phone-keys', undefined, key);

/** A senior as stored before phone keys were written. */
async function olderSenior(phone: string) {
  const senior = await addMember('senior', { city: newCity(), phone });
  await personDoc('senior', senior.email).update({ phoneKey: FieldValue.delete() });
  return senior;
}

describe('the phone key job', () => {
  it('gives older documents their key, after which the number signs the person in', async () => {
    const mobile = newMobile();
    const senior = await olderSenior(`0${mobile}`);
    const proof = await phoneIdToken(mobile);
    expect(await api('POST', '/login/phone/verify', { idToken: proof }, newClientAddress())).toMatchObject({ status: 404 });

    const ran = await runJob();
    expect(ran.status, ran.text).toBe(200);
    expect(ran.json).toMatchObject({ message: SERVER_MESSAGES.phoneKeysRan, more: false });
    expect(ran.json?.phoneKeys).toBeGreaterThanOrEqual(1);
    expect((await readMember('senior', senior.email)).phoneKey).toBe(e164(mobile));
    expect((await api('POST', '/login/phone/verify', { idToken: proof }, newClientAddress())).json).toMatchObject({
      user: { email: senior.email },
    });
  });

  it('leaves a key already written, and a phone that is no Indian number gets none', async () => {
    const current = await addMember('senior', { city: newCity(), phone: newMobile() });
    const landlineAbroad = await olderSenior(newMobile());
    await personDoc('senior', landlineAbroad.email).update({ phone: '+44 20 7946 0958' });
    expect((await runJob()).status).toBe(200);
    expect((await readMember('senior', current.email)).phoneKey).toBe(current.doc.phoneKey);
    expect((await readMember('senior', landlineAbroad.email)).phoneKey).toBeNull();
  });

  it('only for the admin: no key or a wrong key is a 401 and writes nothing', async () => {
    const senior = await olderSenior(newMobile());
    expect(await runJob('not-the-key')).toMatchObject({ status: 401 });
    expect(await api('POST', '//jobs/phone-keys', undefined, newClientAddress())).toMatchObject({ status: 401 });
    expect((await readMember('senior', senior.email)).phoneKey).toBeUndefined();
  });

  it('twenty runs sent together write each key once, the same', async () => {
    const mobile = newMobile();
    const senior = await olderSenior(mobile);
    const runs = await Promise.all(Array.from({ length: 20 }, () => runJob()));
    expect(runs.map((run) => run.status)).toEqual(Array(20).fill(200));
    expect((await readMember('senior', senior.email)).phoneKey).toBe(e164(mobile));
  });
});
