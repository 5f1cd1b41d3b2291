/**
 * An unlinked pair stays apart: after the admin's unlink neither is matched with the other again
 * (POST /volunteer/matches, POST /senior/matches and the stored `matches/{email}` lists), Connect
 * between them is 409 `pairKeptApart` however often and however at once it is sent, and the two
 * stay free to match and connect with anyone else. Both unlink mails say what happens next.
 * Only the admin can link them again, on purpose (POST /{key}/link).
 */
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@gh/common/constants';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { SUPPORT } from '@gh/common/support';
import { pairKey, type PairDoc } from '@gh/common/visits';
import { api, mailbox, newClientAddress } from '@gh/testkit/stack';
import { adminCall } from '@gh/testkit/applicant';
import { bearer, db } from '@gh/testkit/identity';
import { addMember, askMatches, matchEmails, readMember, requestedPair } from '@gh/testkit/members';

const connect = (volunteerEmail: string, seniorEmail: string, token?: string) =>
  api('POST', '/volunteer/volunteer/connect', { volunteerEmail, seniorEmail }, token ? bearer(token) : {});
const unlink = (vemail: string, semail: string) =>
  adminCall('POST', '/unlink', { vemail, semail, reason: 'The senior asked for someone else.' });
const link = (body: unknown, key?: string) => adminCall('POST', '/link', body, key);
const emailsOf = (answer: { json: Record<string, unknown> | null }) => (answer.json?.matches as { email: string }[]).map((m) => m.email);

describe('an unlinked pair', () => {
  it('is never matched again, Connect between them is refused, and each matches others', { timeout: 180_000 }, async () => {
    const pair = await requestedPair();
    const [otherVolunteer, otherSenior] = await Promise.all([
      addMember('volunteer', { city: pair.city }),
      addMember('senior', { city: pair.city }),
    ]);
    const unlinked = await unlink(pair.volunteer.email, pair.senior.email);
    expect(unlinked.status, unlinked.text).toBe(200);

    // The pair's document keeps it, and each person's list of those kept apart.
    const stored = (await db().collection(COLLECTIONS.pairs).doc(pairKey(pair.volunteer.email, pair.senior.email)).get()).data() as PairDoc;
    expect(stored).toMatchObject({ active: false, apart: true, endedReason: 'The senior asked for someone else.' });
    const [volunteer, senior] = await Promise.all([readMember('volunteer', pair.volunteer.email), readMember('senior', pair.senior.email)]);
    expect(volunteer.apartFrom).toEqual([pair.senior.email]);
    expect(senior.apartFrom).toEqual([pair.volunteer.email]);
    expect(senior.endedPair).toEqual({ name: pair.volunteer.doc.name.split(' ')[0], at: expect.any(Number) });

    // Matches, asked and stored, leave the other out; everyone else is in.
    expect(emailsOf(await askMatches('volunteer', pair.volunteer.email, pair.volunteer.token))).toEqual([otherSenior.email]);
    expect(emailsOf(await askMatches('senior', pair.senior.email, pair.senior.token))).toEqual([otherVolunteer.email]);
    expect(await matchEmails(pair.volunteer.email)).toEqual([otherSenior.email]);
    expect(await matchEmails(pair.senior.email)).toEqual([otherVolunteer.email]);
    expect((await matchEmails(otherVolunteer.email))?.sort()).toEqual([otherSenior.email, pair.senior.email].sort());

    // Twenty identical Connects at once: every one refused, nothing stored.
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => connect(pair.volunteer.email, pair.senior.email, pair.volunteer.token)),
    );
    for (const answer of answers) {
      expect(answer, answer.text).toMatchObject({ status: 409, json: { code: 'pairKeptApart', message: SERVER_MESSAGES.pairKeptApart } });
    }
    // Odd spellings of the same e-mail are the same pair.
    expect(await connect(pair.volunteer.email, pair.senior.email.toUpperCase(), pair.volunteer.token)).toMatchObject({
      status: 409,
      json: { code: 'pairKeptApart' },
    });
    // Nobody else may try for them: another person's token, no token.
    expect((await connect(pair.volunteer.email, pair.senior.email, otherVolunteer.token)).status).toBe(403);
    expect((await connect(pair.volunteer.email, pair.senior.email)).status).toBe(401);
    expect((await readMember('volunteer', pair.volunteer.email)).senior).toBeNull();
    expect((await readMember('senior', pair.senior.email)).volunteer).toBeNull();

    // Each may connect with someone else; the senior's note about the unlink goes with it.
    const withOther = await connect(otherVolunteer.email, pair.senior.email, otherVolunteer.token);
    expect(withOther.status, withOther.text).toBe(200);
    expect((await readMember('senior', pair.senior.email)).endedPair).toBeNull();
    const volunteerOn = await connect(pair.volunteer.email, otherSenior.email, pair.volunteer.token);
    expect(volunteerOn.status, volunteerOn.text).toBe(200);
  });

  it('tells both by mail, kindly, that the admin will look for someone new', async () => {
    const pair = await requestedPair();
    expect((await unlink(pair.volunteer.email, pair.senior.email)).status).toBe(200);
    const toSenior = await mailbox.waitFor(pair.senior.email, /About your Golden Hearts visits/);
    expect(toSenior.text).toContain('our admin will look for a new volunteer for you');
    expect(toSenior.text).toContain(SUPPORT.phone);
    expect(toSenior.text).not.toContain('someone else.');
    const toVolunteer = await mailbox.waitFor(pair.volunteer.email, /About your Golden Hearts visits/);
    expect(toVolunteer.text).toContain('our admin will look for a new senior for you to visit');
    expect(toVolunteer.text).toContain(SUPPORT.phone);
  });

  it('is linked again only by the admin, on purpose: once, in one commit, and matched again', { timeout: 180_000 }, async () => {
    const pair = await requestedPair();
    expect((await unlink(pair.volunteer.email, pair.senior.email)).status).toBe(200);
    const body = { vemail: pair.volunteer.email, semail: pair.senior.email };

    // Not without the key, nor with a member's token; odd bodies refused, nothing stored.
    expect(await link(body, 'wrong-key')).toMatchObject({ status: 401 });
    expect(await api('POST', '//link', body, newClientAddress())).toMatchObject({ status: 401 });
    expect((await api('POST', `/${'x'.repeat(8)}/link`, body, { ...bearer(pair.volunteer.token), ...newClientAddress() })).status).toBe(
      401,
    );
    for (const bad of [
      {},
      { vemail: body.vemail },
      { ...body, semail: 'not-an-email' },
      { ...body, vemail: `${body.vemail}\r\nBcc: x@example.com` },
      { ...body, semail: 'x'.repeat(100_000) },
    ]) {
      expect(await link(bad)).toMatchObject({ status: 400 });
    }
    expect(await link({ ...body, semail: 'nobody-registered@example.com' })).toMatchObject({ status: 404 });
    expect((await readMember('volunteer', pair.volunteer.email)).apartFrom).toEqual([pair.senior.email]);

    // Twenty identical calls at once: one links them, the others find the volunteer linked.
    const answers = await Promise.all(Array.from({ length: 20 }, () => link(body)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    expect(answers.find((a) => a.status === 200)!.json).toEqual({ message: SERVER_MESSAGES.pairLinked });
    expect(answers.filter((a) => a.status === 409).every((a) => a.json?.code === 'volunteerAlreadyLinked')).toBe(true);

    const [volunteer, senior] = await Promise.all([readMember('volunteer', pair.volunteer.email), readMember('senior', pair.senior.email)]);
    expect(volunteer.senior).toMatchObject({ email: pair.senior.email, status: 'Requested' });
    expect(senior.volunteer).toMatchObject({ email: pair.volunteer.email, status: 'Requested' });
    expect(volunteer.apartFrom).toEqual([]);
    expect(senior.apartFrom).toEqual([]);
    expect(senior.endedPair).toBeNull();
    const stored = (await db().collection(COLLECTIONS.pairs).doc(pairKey(pair.volunteer.email, pair.senior.email)).get()).data() as PairDoc;
    expect(stored.apart).toBe(false);
    const audit = await db().collection(COLLECTIONS.audit).where('action', '==', 'link').where('email', '==', pair.volunteer.email).get();
    expect(audit.docs.map((doc) => doc.get('details'))).toEqual([{ senior: pair.senior.email }]);

    // The senior answers as after Connect, and the admin can assign their visits.
    const yes = await api('POST', '/senior/answer', { volunteerEmail: pair.volunteer.email, answer: 'yes' }, bearer(pair.senior.token));
    expect(yes.status, yes.text).toBe(200);
    expect((await readMember('senior', pair.senior.email)).volunteer).toMatchObject({ answer: 'yes' });
  });
});
