/**
 * A member of family circles agreeing again to the circle's notice (POST /family/consent), over
 * HTTP against the local stack: by their own family session, once per version, for every circle
 * they are in, kept on each membership and said on each view; refused, with nothing stored, to
 * anyone in no circle, to a removed member, and for another version or an odd body.
 */
import { describe, expect, it } from 'vitest';
import { CIRCLE_NOTICE_PURPOSES, CIRCLE_NOTICE_VERSION, circleDocId, type CircleMemberDoc, type FamilyViewDoc } from '@gh/common/circle';
import { consentKey } from '@gh/common/consent';
import { COLLECTIONS } from '@gh/common/constants';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { familyToken, joinedBy } from '@gh/testkit/circle';
import { bearer, db, newEmail } from '@gh/testkit/identity';
import { addMember, newCity } from '@gh/testkit/members';
import { RACE, race, statuses } from '@gh/testkit/race';
import { api } from '@gh/testkit/stack';

const agree = (body: unknown, token?: string) => api('POST', '/family/consent', body, token ? bearer(token) : {});
const current = { consentVersion: CIRCLE_NOTICE_VERSION, lang: 'hi' };
const senior = () => addMember('senior', { city: newCity(), name: 'Kamala Joshi' });
const membershipRef = (senior: string, member: string) => db().collection(COLLECTIONS.circles).doc(circleDocId(senior, member));
const viewRef = (senior: string, member: string) => db().collection(COLLECTIONS.familyViews).doc(circleDocId(senior, member));
const membership = async (senior: string, member: string) =>
  (await membershipRef(senior, member).get()).data() as CircleMemberDoc | undefined;
const view = async (senior: string, member: string) => (await viewRef(senior, member).get()).data() as FamilyViewDoc | undefined;

/**
 * A daughter in the circles of both her parents who has agreed to no current notice (she joined
 * before it was kept: neither membership holds an agreement, each view says version 0).
 */
async function daughterNotAgreed() {
  const [mother, father] = await Promise.all([senior(), senior()]);
  const email = newEmail('daughter');
  for (const parent of [mother, father]) {
    await joinedBy(parent.token, ['visits'], 'en', email);
    await membershipRef(parent.email, email).update({ consents: {} });
    await viewRef(parent.email, email).update({ noticeVersion: 0 });
  }
  return { mother, father, email, token: await familyToken(email) };
}

describe('the circle’s notice agreed again', () => {
  it('records the agreement on every circle she is in, once per version, and each view says so', async () => {
    const { mother, father, email, token } = await daughterNotAgreed();
    expect(await agree(current, token)).toMatchObject({ status: 200, json: { message: SERVER_MESSAGES.consentRecorded } });
    const record = {
      version: CIRCLE_NOTICE_VERSION,
      lang: 'hi',
      at: expect.any(Number),
      agreed: [...CIRCLE_NOTICE_PURPOSES],
      via: 'again',
    };
    for (const parent of [mother, father]) {
      expect((await membership(parent.email, email))?.consents).toEqual({ [consentKey(CIRCLE_NOTICE_VERSION)]: record });
      expect(await view(parent.email, email)).toMatchObject({ noticeVersion: CIRCLE_NOTICE_VERSION });
    }
    // Agreeing again changes nothing: the first agreement stands, its language and time too.
    const first = (await membership(mother.email, email))?.consents;
    expect((await agree({ ...current, lang: 'mr' }, token)).status).toBe(200);
    expect((await membership(mother.email, email))?.consents).toEqual(first);
  });

  it('keeps one agreement of 20 sent at once', RACE, async () => {
    const { mother, email, token } = await daughterNotAgreed();
    const answers = await race(() => agree(current, token));
    expect(new Set(statuses(answers))).toEqual(new Set([200]));
    const { consents } = (await membership(mother.email, email)) ?? {};
    expect(Object.keys(consents ?? {})).toEqual([consentKey(CIRCLE_NOTICE_VERSION)]);
  });

  it('is refused without a session, to someone in no circle, to a removed member, and for another version or an odd body', async () => {
    const { mother, father, email, token } = await daughterNotAgreed();
    const stranger = await senior();
    expect(await agree(current)).toMatchObject({ status: 401 });
    // Her mother's own session is in no circle as a member: nothing of hers or her daughter's changes.
    expect(await agree(current, mother.token)).toMatchObject({ status: 403, json: { code: 'familyNotMember' } });
    expect(await agree(current, await familyToken(newEmail('nobody')))).toMatchObject({ status: 403, json: { code: 'familyNotMember' } });
    expect(await agree(current, stranger.token)).toMatchObject({ status: 403 });
    for (const body of [
      {},
      { lang: 'hi' },
      { ...current, consentVersion: 0 },
      { ...current, consentVersion: CIRCLE_NOTICE_VERSION + 1 },
      { ...current, consentVersion: 'yes' },
      { ...current, member: email },
      [],
      'agree',
      { ...current, extra: 'x'.repeat(200_000) },
    ]) {
      expect((await agree(body, token)).status, JSON.stringify(body).slice(0, 40)).toBeGreaterThanOrEqual(400);
    }
    expect((await membership(mother.email, email))?.consents).toEqual({});
    expect(await view(mother.email, email)).toMatchObject({ noticeVersion: 0 });

    // Removed from both circles, she has nothing left to agree to: her family account went with the last.
    for (const parent of [mother, father]) {
      expect((await api('DELETE', `/circle/members/${encodeURIComponent(email)}`, undefined, bearer(parent.token))).status).toBe(200);
    }
    expect(await agree(current, token)).toMatchObject({ status: 401 });
    expect(await membership(mother.email, email)).toBeUndefined();
  });
});
