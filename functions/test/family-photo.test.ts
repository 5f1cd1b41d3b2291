/**
 * Her volunteer's photo for a senior's family (POST /files/photo-link), over HTTP against the
 * local stack: a joined member of her circle whom she lets see her volunteer's card gets the
 * ten-minute link to the photo of the volunteer assigned to her, asking by her e-mail (their view
 * never holds his) or by his; anyone else is refused as before, and nothing is stored.
 */
import { describe, expect, it } from 'vitest';
import { circleDocId, type CirclePart, type FamilyViewDoc } from '@gh/common/circle';
import { COLLECTIONS } from '@gh/common/constants';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { adminCall } from '@gh/testkit/applicant';
import { familyToken, invitedBy, joinedBy } from '@gh/testkit/circle';
import { fixture } from '@gh/testkit/fixtures';
import { bearer, db, newEmail } from '@gh/testkit/identity';
import { addMember, newCity, postForm, readMember, requestedPair } from '@gh/testkit/members';
import { RACE, race, statuses } from '@gh/testkit/race';
import { api, webUrl } from '@gh/testkit/stack';
import { assignStartingIn } from '@gh/testkit/visits';

const linkFor = (body: unknown, token?: string) => api('POST', '/files/photo-link', body, token ? bearer(token) : {});
const upload = (email: string, token: string) =>
  postForm(`/volunteer/${encodeURIComponent(email)}/photo`, {}, token, { filename: 'me.jpg', bytes: fixture('camera-photo.jpg') });
const view = async (senior: string, member: string) =>
  (await db().collection(COLLECTIONS.familyViews).doc(circleDocId(senior, member)).get()).data() as FamilyViewDoc | undefined;
const forbidden = { status: 403, json: { code: 'forbidden', message: SERVER_MESSAGES.forbidden } };

async function opened(link: string) {
  const response = await fetch(`${webUrl}${link}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  // A JPEG starts with its start-of-image marker.
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    jpeg: bytes.subarray(0, 2).equals(Buffer.from([0xff, 0xd8])),
  };
}

/** A senior and the volunteer assigned to her, who has a photo (or not). */
async function assignedPair(photo = true) {
  const pair = await requestedPair();
  await assignStartingIn(pair, 60 * 24);
  if (photo) expect((await upload(pair.volunteer.email, pair.volunteer.token)).status).toBe(200);
  return pair;
}

/** A new address joins the circle of the senior of `token` with `parts`: answers its family session. */
const member = async (token: string, parts: CirclePart[], email = newEmail('family')) => {
  await joinedBy(token, parts, undefined, email);
  return { email, token: await familyToken(email) };
};

describe("her volunteer's photo for her family", () => {
  it('a joined member allowed his card gets a link that serves the JPEG, asking by her e-mail or his', async () => {
    const { senior, volunteer } = await assignedPair();
    const daughter = await member(senior.token, ['volunteer']);

    for (const body of [{ senior: senior.email }, { email: volunteer.email }, { senior: senior.email.toUpperCase() }]) {
      const answer = await linkFor(body, daughter.token);
      expect(answer.status, answer.text).toBe(200);
      expect(answer.json).toEqual({ link: expect.stringMatching(/^\/api\/files\/photo\?email=[^&]+&expires=\d+&sig=/) });
      const link = (answer.json as { link: string }).link;
      expect(new URL(link, webUrl).searchParams.get('email')).toBe(volunteer.email);
      expect(await opened(link)).toEqual({ status: 200, type: 'image/jpeg', jpeg: true });
    }

    // Her own ask by her e-mail works as before; his senior is the senior linked with him.
    expect((await linkFor({ senior: senior.email }, senior.token)).status).toBe(200);
  });

  it('says there is no photo yet to a member who may see him; the photo he adds then reaches their view', async () => {
    const { senior, volunteer } = await assignedPair(false);
    const daughter = await member(senior.token, ['volunteer']);
    expect(await linkFor({ senior: senior.email }, daughter.token)).toMatchObject({ status: 404, json: { code: 'noPhoto' } });
    const stranger = await member((await addMember('senior', { city: newCity() })).token, ['volunteer']);
    expect(await linkFor({ senior: senior.email }, stranger.token)).toMatchObject(forbidden);
    expect(await linkFor({ email: volunteer.email }, stranger.token)).toMatchObject(forbidden);

    expect((await view(senior.email, daughter.email))?.volunteer).toMatchObject({ photoId: '' });
    expect((await upload(volunteer.email, volunteer.token)).status).toBe(200);
    const { photo } = await readMember('volunteer', volunteer.email);
    // In the commit that stored it, as her own card's.
    expect((await view(senior.email, daughter.email))?.volunteer).toMatchObject({ photoId: photo!.id });
    expect((await linkFor({ senior: senior.email }, daughter.token)).status).toBe(200);
    expect(await linkFor({ senior: senior.email }, stranger.token)).toMatchObject(forbidden);
  });

  it('refuses another circle, a member without his card, one only invited, one removed, other people and no token', async () => {
    const { city, senior, volunteer } = await assignedPair();
    const other = await assignedPair();
    const visitsOnly = await member(senior.token, ['visits', 'help']);
    const otherFamily = await member(other.senior.token, ['volunteer']);
    // In her circle and another's, so the account stays once she removes them.
    const removed = await member(senior.token, ['volunteer']);
    await joinedBy(other.senior.token, ['visits'], undefined, removed.email);
    const invited = newEmail('invited');
    await invitedBy(senior.token, invited, ['volunteer']);
    const [otherVolunteer, otherSenior] = await Promise.all([addMember('volunteer', { city }), addMember('senior', { city })]);

    expect((await linkFor({ senior: senior.email }, removed.token)).status).toBe(200);
    const gone = await api('DELETE', `/circle/members/${encodeURIComponent(removed.email)}`, undefined, bearer(senior.token));
    expect(gone.status, gone.text).toBe(200);

    const tokens = {
      visitsOnly: visitsOnly.token,
      otherFamily: otherFamily.token,
      removed: removed.token,
      invited: await familyToken(invited),
      otherVolunteer: otherVolunteer.token,
      otherSenior: otherSenior.token,
      otherPairsVolunteer: other.volunteer.token,
    };
    for (const [who, token] of Object.entries(tokens)) {
      for (const body of [{ senior: senior.email }, { email: volunteer.email }]) {
        expect(await linkFor(body, token), `${who} ${JSON.stringify(body)}`).toMatchObject(forbidden);
      }
    }
    // The other circle's member sees the other volunteer only.
    expect((await linkFor({ senior: other.senior.email }, otherFamily.token)).status).toBe(200);
    expect(await linkFor({ senior: senior.email })).toMatchObject({ status: 401, json: { code: 'unauthenticated' } });
    expect(await linkFor({ senior: senior.email }, 'not-a-token')).toMatchObject({ status: 401 });
    // A senior with no volunteer, and an address nobody has: the same refusal.
    expect(await linkFor({ senior: otherSenior.email }, otherFamily.token)).toMatchObject(forbidden);
    expect(await linkFor({ senior: 'nobody@example.com' }, otherFamily.token)).toMatchObject(forbidden);
  });

  it('refuses a member while he has only asked to visit her, and once he is unlinked from her', async () => {
    const pair = await requestedPair();
    expect((await upload(pair.volunteer.email, pair.volunteer.token)).status).toBe(200);
    const son = await member(pair.senior.token, ['volunteer']);
    // She sees who asked; her family sees the volunteer assigned to her, none yet.
    expect((await linkFor({ email: pair.volunteer.email }, pair.senior.token)).status).toBe(200);
    expect(await linkFor({ senior: pair.senior.email }, son.token)).toMatchObject(forbidden);
    await assignStartingIn(pair, 60 * 24);
    expect((await linkFor({ senior: pair.senior.email }, son.token)).status).toBe(200);
    const unlinked = await adminCall('POST', '/unlink', { vemail: pair.volunteer.email, semail: pair.senior.email, reason: 'Moved away' });
    expect(unlinked.status, unlinked.text).toBe(200);
    expect(await linkFor({ senior: pair.senior.email }, son.token)).toMatchObject(forbidden);
    expect(await linkFor({ email: pair.volunteer.email }, son.token)).toMatchObject(forbidden);
  });

  it('refuses odd, malformed and huge bodies', async () => {
    const { senior, volunteer } = await assignedPair(false);
    const daughter = await member(senior.token, ['volunteer']);
    for (const body of [
      {},
      { senior: senior.email, email: volunteer.email },
      { senior: 'not an address' },
      { senior: 42 },
      { senior: [senior.email] },
      { senior: senior.email, extra: true },
      { senior: `${'x'.repeat(200_000)}@example.com` },
      ['a'],
      'photo',
    ]) {
      expect((await linkFor(body, daughter.token)).status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect((await api('POST', '/files/photo-link', '{"senior":', bearer(daughter.token))).status).toBe(400);
  });

  it('answers 20 identical asks at once alike: each a link to his photo that serves it', RACE, async () => {
    const { senior, volunteer } = await assignedPair();
    const daughter = await member(senior.token, ['visits', 'volunteer']);
    const before = (await readMember('volunteer', volunteer.email)).photo;
    const answers = await race(() => linkFor({ senior: senior.email }, daughter.token));
    expect(statuses(answers)).toEqual(Array(20).fill(200));
    const links = answers.map((answer) => (answer.json as { link: string }).link);
    expect(links.every((link) => new URL(link, webUrl).searchParams.get('email') === volunteer.email)).toBe(true);
    for (const link of links) expect(await opened(link)).toEqual({ status: 200, type: 'image/jpeg', jpeg: true });
    // Asking changes nothing stored.
    expect((await readMember('volunteer', volunteer.email)).photo).toEqual(before);
  });
});
