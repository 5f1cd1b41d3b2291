/**
 * A member leaving a senior's family circle over HTTP against the local stack (POST
 * /family/leave): by their own session only, the membership and their view go in one commit,
 * her nominee with it, and their family sign-in with their last circle; anyone else, and odd
 * or huge bodies, change nothing; of 20 sent together one leaves.
 */
import { describe, expect, it } from 'vitest';
import { circleDocId, type CircleMemberDoc, type FamilyViewDoc } from '@gh/common/circle';
import { COLLECTIONS } from '@gh/common/constants';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { familyToken, invitedBy, joinedBy } from '@gh/testkit/circle';
import { bearer, db, newEmail } from '@gh/testkit/identity';
import { addMember, newCity } from '@gh/testkit/members';
import { race, RACE, statuses } from '@gh/testkit/race';
import { api } from '@gh/testkit/stack';

const leave = (body: unknown, token?: string) => api('POST', '/family/leave', body, token ? bearer(token) : {});
const membership = async (senior: string, member: string) =>
  (await db().collection(COLLECTIONS.circles).doc(circleDocId(senior, member)).get()).data() as CircleMemberDoc | undefined;
const view = async (senior: string, member: string) =>
  (await db().collection(COLLECTIONS.familyViews).doc(circleDocId(senior, member)).get()).data() as FamilyViewDoc | undefined;
const senior = () => addMember('senior', { city: newCity(), name: 'Kamala Joshi' });

describe('a member leaves her circle', () => {
  it('takes their membership, view and nominee at once, and their sign-in with their last circle', async () => {
    const mother = await senior();
    const aunt = await senior();
    const daughter = await joinedBy(mother.token, ['visits', 'help']);
    expect((await api('PUT', '/circle/nominee', { member: daughter }, bearer(mother.token))).status).toBe(200);
    await joinedBy(aunt.token, ['visits'], 'en', daughter);
    const token = await familyToken(daughter);

    expect(await leave({ senior: mother.email }, token)).toMatchObject({ status: 200, json: { message: SERVER_MESSAGES.familyLeft } });
    expect(await membership(mother.email, daughter)).toBeUndefined();
    expect(await view(mother.email, daughter)).toBeUndefined();
    const hers = await api('GET', '/circle', undefined, bearer(mother.token));
    expect((hers.json as { members: { member: string }[] }).members.map(({ member }) => member)).not.toContain(daughter);
    expect((await api('PUT', '/circle/nominee', { member: daughter }, bearer(mother.token))).json).toMatchObject({
      code: 'nomineeNotJoined',
    });
    // Still in her aunt's circle: signed in, and that circle untouched.
    expect(await membership(aunt.email, daughter)).toMatchObject({ status: 'joined' });
    expect(await leave({ senior: mother.email }, token)).toMatchObject({ status: 403, json: { code: 'familyNotMember' } });

    expect((await leave({ senior: aunt.email }, token)).status).toBe(200);
    // In no circle and with no role of their own: the family sign-in's account went with it.
    expect(await leave({ senior: aunt.email }, token)).toMatchObject({ status: 401, json: { code: 'unauthenticated' } });
  });

  it('lets one invited turn the invitation down the same way', async () => {
    const mother = await senior();
    const invitee = (await invitedBy(mother.token, newEmail('invitee'), ['visits'])).email;
    expect((await leave({ senior: mother.email }, await familyToken(invitee))).status).toBe(200);
    expect(await membership(mother.email, invitee)).toBeUndefined();
  });

  it('answers no token with 401 and anyone but the member with 403, taking nothing', async () => {
    const mother = await senior();
    const daughter = await joinedBy(mother.token, ['visits']);
    const volunteer = await addMember('volunteer', { city: newCity() });
    expect(await leave({ senior: mother.email })).toMatchObject({ status: 401, json: { code: 'unauthenticated' } });
    expect((await leave({ senior: mother.email }, 'not-a-token')).status).toBe(401);
    // Her own session, a volunteer's, a member of another circle, a stranger: none of them is the daughter.
    const ofOther = await joinedBy((await senior()).token, ['visits']);
    for (const token of [mother.token, volunteer.token, await familyToken(ofOther), await familyToken(newEmail('stranger'))]) {
      expect(await leave({ senior: mother.email }, token)).toMatchObject({ status: 403, json: { code: 'familyNotMember' } });
    }
    expect(await membership(mother.email, daughter)).toMatchObject({ status: 'joined' });
    expect(await view(mother.email, daughter)).toBeDefined();
  });

  it.each([
    ['no senior', () => ({})],
    ['a senior that is no e-mail', () => ({ senior: 'mother' })],
    ['a member besides', (senior: string) => ({ senior, member: 'someone@example.com' })],
  ])('refuses %s with a 400, taking nothing', async (_case, body) => {
    const mother = await senior();
    const daughter = await joinedBy(mother.token, ['visits']);
    expect((await leave(body(mother.email), await familyToken(daughter))).status).toBe(400);
    expect(await membership(mother.email, daughter)).toMatchObject({ status: 'joined' });
  });

  it('refuses malformed, non-object and huge bodies', async () => {
    const mother = await senior();
    const daughter = await joinedBy(mother.token, ['visits']);
    const token = await familyToken(daughter);
    expect((await leave('{"senior":', token)).status).toBe(400);
    expect(await leave('[]', token)).toMatchObject({ status: 400, json: { message: SERVER_MESSAGES.badJson } });
    const huge = await leave(JSON.stringify({ senior: mother.email, padding: 'x'.repeat(2_000_000) }), token);
    expect([400, 413]).toContain(huge.status);
    expect(await membership(mother.email, daughter)).toMatchObject({ status: 'joined' });
  });

  it('leaves once of 20 sent together', RACE, async () => {
    const mother = await senior();
    const daughter = await joinedBy(mother.token, ['visits']);
    await joinedBy((await senior()).token, ['visits'], 'en', daughter);
    const token = await familyToken(daughter);
    const answers = statuses(await race(() => leave({ senior: mother.email }, token)));
    expect(answers.filter((status) => status === 200)).toHaveLength(1);
    expect(answers.filter((status) => status === 403)).toHaveLength(19);
    expect(await membership(mother.email, daughter)).toBeUndefined();
  });
});
