/**
 * A member of a senior's family circle raises a concern for her (POST /family/help) over HTTP
 * against the local stack: by the session of their proven e-mail, only while in her circle with
 * her calls for help among what they see; it is her call for help like her own (a concern mailed
 * to the admin inbox, listed on her document and in her family's views), marked as theirs, and
 * counted like hers.
 */
import { describe, expect, it } from 'vitest';
import { CIRCLE_NOTICE_VERSION, circleDocId, type CirclePart, type FamilyViewDoc } from '@gh/common/circle';
import { COLLECTIONS, HELP_RATE_LIMITS } from '@gh/common/constants';
import type { SeniorDoc } from '@gh/common/documents';
import { SERVER_MESSAGES } from '@gh/common/messages';
import type { ConcernDoc } from '@gh/common/visits';
import { SUPPORT_INBOX } from '@gh/devstack/config';
import { familyTokenFor } from '@gh/functions/testing';
import { adminAuth, bearer, codeFromMail, db, linkFromMail, newEmail } from '@gh/testkit/identity';
import { addMember, newCity, tokenFor } from '@gh/testkit/members';
import { RACE, mailsWhere, race, statuses } from '@gh/testkit/race';
import { api, idTokenFor, mailbox } from '@gh/testkit/stack';

const raise = (body: unknown, token?: string) => api('POST', '/family/help', body, token ? bearer(token) : {});
const senior = () => addMember('senior', { city: newCity(), name: 'Kamala Joshi' });

const concernsOf = async (senior: string) =>
  (await db().collection(COLLECTIONS.concerns).where('senior', '==', senior).where('kind', '==', 'help').limit(30).get()).docs.map(
    (doc) => ({ id: doc.id, ...(doc.data() as ConcernDoc) }),
  );
const seniorDoc = async (email: string) => (await db().collection(COLLECTIONS.seniors).doc(email).get()).data() as SeniorDoc;
const view = async (senior: string, member: string) =>
  (await db().collection(COLLECTIONS.familyViews).doc(circleDocId(senior, member)).get()).data() as FamilyViewDoc | undefined;
const adminMailsAbout = (senior: string, count: number) => mailsWhere(SUPPORT_INBOX, (mail) => Boolean(mail.text?.includes(senior)), count);

/** `mother`'s session invites a new address to see `parts`, which joins with the mailed code: answers its member session. */
async function joined(motherToken: string, parts: CirclePart[] = ['visits', 'help'], email = newEmail('daughter')) {
  const count = (await mailbox.to(email)).length + 1;
  expect((await api('POST', '/circle/invite', { email, parts }, bearer(motherToken))).status).toBe(200);
  const invite = new URLSearchParams(new URL(await linkFromMail(email, count)).hash.slice(1)).get('invite');
  expect(
    (await api('POST', '/circle/accept', { invite, email, code: await codeFromMail(email, count), consentVersion: CIRCLE_NOTICE_VERSION }))
      .status,
  ).toBe(200);
  return { email, token: await idTokenFor(await familyTokenFor(email, adminAuth())) };
}

describe('a member of her family circle raises a concern for her', () => {
  it('is her call for help, mailed to the admin inbox with their address, listed for her and for her family', async () => {
    const mother = await senior();
    const daughter = await joined(mother.token, ['visits', 'help']);
    const son = await joined(mother.token, ['help']);
    const answer = await raise({ senior: mother.email, message: 'She sounded unwell on the phone.' }, daughter.token);
    expect(answer).toMatchObject({ status: 200, json: { message: SERVER_MESSAGES.familyHelpSent } });

    const [stored] = await concernsOf(mother.email);
    expect(stored).toMatchObject({ kind: 'help', status: 'open', raisedBy: daughter.email, text: 'She sounded unwell on the phone.' });
    const [mail] = await adminMailsAbout(stored!.id, 1);
    expect(mail!.subject).toContain('Kamala Joshi');
    expect(mail!.text).toContain(`Raised for her by a member of her family circle: ${daughter.email}`);
    expect(mail!.text).toContain('She sounded unwell on the phone.');

    const request = { id: stored!.id, at: expect.any(Number), text: 'She sounded unwell on the phone.', raisedBy: daughter.email };
    expect((await seniorDoc(mother.email)).helpRequests).toEqual([request]);
    expect((await view(mother.email, daughter.email))?.help).toEqual([request]);
    expect((await view(mother.email, son.email))?.help).toEqual([request]);

    // No words is fine, as for her own.
    expect((await raise({ senior: mother.email }, son.token)).status).toBe(200);
    expect(await concernsOf(mother.email)).toHaveLength(2);
  });

  it('refuses no token, another person, a member of another circle, one without her calls for help, and one removed', async () => {
    const mother = await senior();
    const other = await senior();
    const daughter = await joined(mother.token, ['visits', 'help']);
    const visitsOnly = await joined(mother.token, ['visits', 'volunteer']);
    const otherFamily = await joined(other.token, ['help']);
    const volunteer = await addMember('volunteer', { city: newCity() });
    const body = { senior: mother.email, message: 'Please call her.' };

    expect((await raise(body)).status).toBe(401);
    expect((await raise(body, 'not-a-token')).status).toBe(401);
    const notAllowed = { status: 403, json: { code: 'familyHelpNotAllowed', message: SERVER_MESSAGES.familyHelpNotAllowed } };
    for (const token of [
      volunteer.token,
      other.token,
      otherFamily.token,
      visitsOnly.token,
      // Her own session is no member of her circle: she has POST /senior/help.
      mother.token,
      await tokenFor(newEmail('stranger'), 'senior'),
    ]) {
      expect(await raise(body, token)).toMatchObject(notAllowed);
    }

    expect((await api('DELETE', `/circle/members/${encodeURIComponent(daughter.email)}`, undefined, bearer(mother.token))).status).toBe(
      200,
    );
    // Removed from her only circle, with no role, her account went too: her session is no one's.
    expect(await raise(body, daughter.token)).toMatchObject({ status: 401, json: { code: 'unauthenticated' } });

    expect(await concernsOf(mother.email)).toEqual([]);
    expect((await seniorDoc(mother.email)).helpRequests ?? []).toEqual([]);
    expect((await view(mother.email, visitsOnly.email))?.help).toBeUndefined();
  });

  it('refuses odd, malformed and huge bodies, storing nothing', async () => {
    const mother = await senior();
    const daughter = await joined(mother.token, ['help']);
    for (const body of [
      {},
      { senior: 'not an address' },
      { senior: mother.email, message: 42 },
      { senior: mother.email, message: ['a'] },
      { senior: mother.email, message: 'x'.repeat(1001) },
      { senior: mother.email, message: 'x\u0000' },
      { senior: mother.email, extra: true },
      { senior: [mother.email] },
      'help',
    ]) {
      expect((await raise(body, daughter.token)).status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect((await raise({ senior: mother.email, message: 'x'.repeat(200_000) }, daughter.token)).status).toBe(400);
    expect(await concernsOf(mother.email)).toEqual([]);
  });

  it('stores and mails at most her own limit of 20 calls at once, each answered call one concern', RACE, async () => {
    const mother = await senior();
    const daughter = await joined(mother.token, ['help']);
    const answers = await race(() => raise({ senior: mother.email, message: 'Same words' }, daughter.token));
    // The counter lets at most her limit through; calls that read it at once may see each other's hits.
    const sent = statuses(answers).filter((status) => status === 200).length;
    expect(sent).toBeGreaterThan(0);
    expect(sent).toBeLessThanOrEqual(HELP_RATE_LIMITS.perSenior);
    expect(statuses(answers).slice(sent)).toEqual(Array(20 - sent).fill(429));
    const stored = await concernsOf(mother.email);
    expect(stored).toHaveLength(sent);
    expect(stored.every((concern) => concern.raisedBy === daughter.email)).toBe(true);
    expect((await seniorDoc(mother.email)).helpRequests).toHaveLength(sent);
    expect((await view(mother.email, daughter.email))?.help).toHaveLength(sent);
    await adminMailsAbout(mother.email, sent);
    const mails = await adminMailsAbout(mother.email, 0);
    expect(new Set(mails.map((mail) => /Reference: (\S+)/.exec(mail.text ?? '')?.[1])).size).toBe(sent);
    expect(mails).toHaveLength(sent);
  });
});
