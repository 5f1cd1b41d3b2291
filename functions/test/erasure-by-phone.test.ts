/**
 * Erasing an account whose e-mail nobody has proven (registered by SMS): the code request mails
 * nothing to that address (409 `eraseByPhone`), and POST /people/{email}/erase/confirm takes
 * `{phoneProof}`, a fresh Firebase phone sign-in of the account's own number, in place of the
 * mailed code. Only her own token; a proof of another number, a stale, malformed or odd one, or
 * both or neither of code and proof erase nothing; 20 confirmations at once erase once and
 * leave nothing of her contact data, nor the phone's user in Firebase Auth.
 */
import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@gh/common/constants';
import type { VerifiedSession } from '@gh/common/documents';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { recountFigures, startFromRecount, storedFigures } from '@gh/testkit/admin-record';
import { expectNothingLeftOf } from '@gh/testkit/erasure';
import { adminAuth, bearer, codeFromMail, db, newEmail, personDoc, seniorForm } from '@gh/testkit/identity';
import { addMember, newCity } from '@gh/testkit/members';
import { e164, newMobile, phoneIdToken, staleCopy } from '@gh/testkit/phone';
import { RACE, race, statuses } from '@gh/testkit/race';
import { api, idTokenFor, mailbox, newClientAddress, uniqueId } from '@gh/testkit/stack';

const path = (email: string) => `/people/${encodeURIComponent(email)}/erase`;
const askCode = (email: string, token: string) => api('POST', path(email), { lang: 'mr' }, bearer(token));
const confirm = (email: string, body: unknown, token?: string) => api('POST', `${path(email)}/confirm`, body, token ? bearer(token) : {});

/** Letters only, as a name must be, that no other test uses. */
const uniqueName = () => `Erasa ${Array.from({ length: 10 }, () => String.fromCharCode(97 + randomInt(26))).join('')}`;

/** A senior registered by SMS (her e-mail unproven), with a name, number and address no other test uses. */
async function registeredBySms() {
  const phone = newMobile();
  const form = {
    ...seniorForm(newEmail('senior')),
    name: uniqueName(),
    address: `House ${uniqueId('a')}, Lane 4`,
    phone,
    city: newCity(),
    lang: 'mr',
  };
  const answer = await api('POST', '/register/phone/verify/senior', { idToken: await phoneIdToken(phone), form }, newClientAddress());
  expect(answer.status, answer.text).toBe(200);
  const token = await idTokenFor((answer.json as unknown as VerifiedSession).token);
  const doc = (await personDoc('senior', form.email).get()).data()!;
  expect(doc).toMatchObject({ emailProven: false, phoneKey: e164(phone) });
  return { ...form, token, doc };
}

const marker = async (email: string) => (await db().collection(COLLECTIONS.erasures).where('email', '==', email).get()).size;

/** Her document as it was, and no erasure begun. */
async function expectUntouched(senior: Awaited<ReturnType<typeof registeredBySms>>) {
  expect((await personDoc('senior', senior.email).get()).data()).toEqual(senior.doc);
  expect(await marker(senior.email)).toBe(0);
}

describe('erasing an account whose e-mail is unproven', () => {
  it('mails nothing to the unproven address when the code is asked for', async () => {
    const senior = await registeredBySms();
    const asked = await askCode(senior.email, senior.token);
    expect(asked).toMatchObject({ status: 409, json: { code: 'eraseByPhone', message: SERVER_MESSAGES.eraseByPhone } });
    // A sign-in code is mailed to the address after that answer: once it is in, anything mailed before would be too.
    expect((await api('POST', '/login/senior', { email: senior.email, loginotp: '' }, newClientAddress())).status).toBe(200);
    await codeFromMail(senior.email, 1);
    const mails = await mailbox.to(senior.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).not.toMatch(/पुसून/);
    expect((await db().collection(COLLECTIONS.otps).doc(`senior:${senior.email}`).get()).get('purpose')).not.toBe('erase');
    await expectUntouched(senior);
  });

  it(
    'erases her account once of 20 confirmations at once with a proof of her phone, leaving none of her contact data',
    async () => {
      const senior = await registeredBySms();
      await startFromRecount();
      const phoneProof = await phoneIdToken(senior.phone);
      const answers = await race(() => confirm(senior.email, { phoneProof }, senior.token));
      expect(statuses(answers).filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
      // The others finished the same erasure (200), or found the account gone (404) or their session with it (401).
      for (const answer of answers) expect([200, 401, 404]).toContain(answer.status);
      expect(answers.find((answer) => answer.status === 200)?.json?.message).toBe(SERVER_MESSAGES.accountErased);

      expect(await storedFigures()).toEqual(await recountFigures());
      expect(await marker(senior.email)).toBe(0);
      await expectNothingLeftOf(senior, [senior.name, senior.phone, e164(senior.phone), senior.address]);
      // Neither her phone account nor the phone's own user in Firebase Auth is left.
      await expect(adminAuth().getUser(senior.doc.phoneAccount as string)).rejects.toMatchObject({ code: 'auth/user-not-found' });
      await expect(adminAuth().getUserByPhoneNumber(e164(senior.phone))).rejects.toMatchObject({ code: 'auth/user-not-found' });
    },
    RACE.timeout,
  );

  it('erases nothing without a token, with another person’s, or with a proof of another number', async () => {
    const senior = await registeredBySms();
    const phoneProof = await phoneIdToken(senior.phone);
    const other = await addMember('senior', { city: newCity() });
    expect(await confirm(senior.email, { phoneProof })).toMatchObject({ status: 401, json: { code: 'unauthenticated' } });
    expect(await confirm(senior.email, { phoneProof }, other.token)).toMatchObject({ status: 403, json: { code: 'forbidden' } });
    // Her proof on another person's account, with that person's token: it proves her number, not theirs.
    expect(await confirm(other.email, { phoneProof }, other.token)).toMatchObject({ status: 403, json: { code: 'phoneNotAccount' } });
    const elsewhere = await phoneIdToken(newMobile());
    expect(await confirm(senior.email, { phoneProof: elsewhere }, senior.token)).toMatchObject({
      status: 403,
      json: { code: 'phoneNotAccount', message: SERVER_MESSAGES.phoneNotAccount },
    });
    await expectUntouched(senior);
    expect((await personDoc('senior', other.email).get()).exists).toBe(true);
  });

  it('erases nothing with a stale, malformed or odd proof, or with both or neither of code and proof', async () => {
    const senior = await registeredBySms();
    const fresh = await phoneIdToken(senior.phone);
    const refused = [
      [{ phoneProof: staleCopy(fresh) }, 401, 'phoneProofInvalid'],
      [{ phoneProof: 'not-a-token' }, 401, 'phoneProofInvalid'],
      // A member session is no phone sign-in.
      [{ phoneProof: senior.token }, 401, 'phoneProofInvalid'],
      [{ phoneProof: 'x'.repeat(5_000) }, 400, 'invalidInput'],
      [{ phoneProof: '' }, 400, 'invalidInput'],
      [{ phoneProof: 42 }, 400, 'invalidInput'],
      [{ code: '123456', phoneProof: fresh }, 400, 'invalidInput'],
      [{}, 400, 'invalidInput'],
      [{ phoneProof: fresh, extra: 1 }, 400, 'invalidInput'],
      ['[]', 400, 'badJson'],
    ] as const;
    for (const [body, status, code] of refused) {
      expect(await confirm(senior.email, body, senior.token), JSON.stringify(body).slice(0, 80)).toMatchObject({ status, json: { code } });
    }
    // A mailed code cannot be had for this address: any code is refused.
    expect(await confirm(senior.email, { code: '123456' }, senior.token)).toMatchObject({ status: 400, json: { code: 'codeInvalid' } });
    await expectUntouched(senior);
    // The same proof while fresh erases: only what came with it was refused.
    expect((await confirm(senior.email, { phoneProof: fresh }, senior.token)).status).toBe(200);
    expect((await personDoc('senior', senior.email).get()).exists).toBe(false);
  });
});
