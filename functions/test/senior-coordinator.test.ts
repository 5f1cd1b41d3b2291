/**
 * A senior's named coordinator: an owner names a coordinator of her city (PUT
 * /{key}/senior/coordinator) with the name and phone her dashboard shows; her concerns are mailed
 * to them first, and to the admin inbox with the owners copied when nobody marks them handled
 * within the hour; a change of access that leaves them no longer coordinating her city, or their
 * removal, leaves her with none. Anyone but an owner, and any odd body, is refused with nothing
 * stored.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_SESSION_KEY, COLLECTIONS } from '@gh/common/constants';
import { SERVER_MESSAGES } from '@gh/common/messages';
import type { Place } from '@gh/common/places';
import type { ConcernDoc } from '@gh/common/visits';
import { SUPPORT_INBOX } from '@gh/devstack/config';
import { auditAbout } from '@gh/testkit/admin-record';
import { adminCall } from '@gh/testkit/applicant';
import { bearer, db, newEmail, personDoc } from '@gh/testkit/identity';
import { addMember, newCity, readMember } from '@gh/testkit/members';
import { RACE, mailsWhere, race, statuses } from '@gh/testkit/race';
import { COORDINATOR_OF_PUNE, MUMBAI, NOT_STAFF, OUT_OF_SCOPE, PUNE, staffMember } from '@gh/testkit/staff';
import { api } from '@gh/testkit/stack';

const CONTACT = { name: 'Meera Joshi', phone: '98200 12345' };
const PATH = `/${ADMIN_SESSION_KEY}/senior/coordinator`;

const name = (semail: string, staff: string, key?: string) => adminCall('PUT', '/senior/coordinator', { semail, staff, ...CONTACT }, key);
const nameAs = (idToken: string | null, body: unknown) => api('PUT', PATH, body, idToken ? bearer(idToken) : {});
const clear = (semail: string) => adminCall('DELETE', '/senior/coordinator', { semail });
const coordinatorOf = async (senior: string) => (await readMember('senior', senior)).coordinator ?? null;
const setAccess = (email: string, role: string, cities: string[]) => adminCall('PUT', '/staff', { email, role, cities });

async function seniorIn(place: Place) {
  const senior = await addMember('senior', { city: newCity() });
  await personDoc('senior', senior.email).update({ place });
  return senior;
}

const help = (token: string, message: string) => api('POST', '/senior/help', { message }, bearer(token));
async function helpConcern(senior: string) {
  const found = await db().collection(COLLECTIONS.concerns).where('senior', '==', senior).where('kind', '==', 'help').limit(5).get();
  return found.docs.map((doc) => ({ id: doc.id, ...(doc.data() as ConcernDoc) }));
}
const concernDoc = async (id: string) => (await db().collection(COLLECTIONS.concerns).doc(id).get()).data() as ConcernDoc;
const mailsAbout = (to: string, id: string, count: number) => mailsWhere(to, (mail) => Boolean(mail.text?.includes(id)), count);
const sweep = () => adminCall('POST', '/finalize-decisions');
const roleOf = async (email: string) => (await db().collection(COLLECTIONS.staff).doc(email).get()).data()?.role;

let coordinator: Awaited<ReturnType<typeof staffMember>>;
beforeAll(async () => {
  coordinator = await staffMember(COORDINATOR_OF_PUNE);
}, 60_000);

describe('naming a senior’s coordinator', { timeout: 90_000 }, () => {
  it('puts the name and phone on her document, in the owner’s name, and takes them off again', async () => {
    const senior = await seniorIn(PUNE);
    const named = await name(senior.email, coordinator.email);
    expect(named).toMatchObject({ status: 200, json: { message: SERVER_MESSAGES.coordinatorNamed } });
    expect(await coordinatorOf(senior.email)).toEqual({ staff: coordinator.email, ...CONTACT, namedAt: expect.any(Number) });

    expect(await clear(senior.email)).toMatchObject({ status: 200, json: { message: SERVER_MESSAGES.coordinatorCleared } });
    expect(await coordinatorOf(senior.email)).toBeNull();
    const entries = (await auditAbout(senior.email)).filter((entry) => entry.action === 'nameCoordinator');
    expect(entries.map(({ session, details }) => [session, details.staff])).toEqual([
      ['key', coordinator.email],
      ['key', ''],
    ]);
  });

  it('refuses a coordinator of another city, a viewer, someone not staff and a senior nobody registered', async () => {
    const [senior, ofMumbai, viewer] = await Promise.all([
      seniorIn(PUNE),
      staffMember({ role: 'coordinator', cities: [MUMBAI.districtKey] }),
      staffMember({ role: 'viewer', cities: [PUNE.districtKey] }),
    ]);
    const notOfCity = { status: 409, json: { code: 'coordinatorNotOfCity', message: SERVER_MESSAGES.coordinatorNotOfCity } };
    expect(await name(senior.email, ofMumbai.email)).toMatchObject(notOfCity);
    expect(await name(senior.email, viewer.email)).toMatchObject(notOfCity);
    expect(await name(senior.email, newEmail('nobody'))).toMatchObject({ status: 404, json: { code: 'staffNotFound' } });
    expect(await name(newEmail('senior'), coordinator.email)).toMatchObject({ status: 404, json: { code: 'seniorNotFound' } });
    expect(await clear(newEmail('senior'))).toMatchObject({ status: 404, json: { code: 'seniorNotFound' } });
    expect(await coordinatorOf(senior.email)).toBeNull();
  });

  it('is an owner’s: a coordinator, her own token and no token are refused, and odd bodies store nothing', async () => {
    const senior = await seniorIn(PUNE);
    const body = { semail: senior.email, staff: coordinator.email, ...CONTACT };
    expect(await nameAs(coordinator.idToken, body)).toMatchObject(OUT_OF_SCOPE);
    expect(await nameAs(senior.token, body)).toMatchObject(NOT_STAFF);
    expect(await nameAs(null, body)).toMatchObject(NOT_STAFF);
    for (const odd of [
      { ...body, name: 'x'.repeat(5000) },
      { ...body, phone: '12' },
      { ...body, staff: 'not an e-mail' },
      { ...body, extra: true },
      { semail: senior.email },
      'x'.repeat(200_000),
    ]) {
      const answer = await adminCall('PUT', '/senior/coordinator', odd);
      expect([400, 413], answer.text).toContain(answer.status);
    }
    expect(await coordinatorOf(senior.email)).toBeNull();
  });

  it('never leaves her a removed member: twenty namings at once beside the removal', RACE, async () => {
    const [senior, leaving] = await Promise.all([seniorIn(PUNE), staffMember(COORDINATOR_OF_PUNE)]);
    const [answers, removed] = await Promise.all([
      race(() => name(senior.email, leaving.email)),
      adminCall('DELETE', '/staff', { email: leaving.email }),
    ]);
    expect(removed.status, removed.text).toBe(200);
    // Each naming came before the removal (and was released by it) or after it (and found nobody).
    expect(answers.filter(({ status }) => status !== 200 && status !== 404)).toEqual([]);
    expect(await coordinatorOf(senior.email)).toBeNull();
  });
});

describe('her concerns', { timeout: 120_000 }, () => {
  it('reach her coordinator first, and the owners only if nobody handles them within the hour', RACE, async () => {
    const [senior] = await Promise.all([seniorIn(PUNE), staffMember({ role: 'owner', cities: [] })]);
    expect((await name(senior.email, coordinator.email)).status).toBe(200);
    expect((await help(senior.token, 'Please call me about Sunday.')).status).toBe(200);
    const [concern] = await helpConcern(senior.email);
    const [mail] = await mailsAbout(coordinator.email, concern!.id, 1);
    expect(mail?.text).toContain('Please call me about Sunday.');
    expect(mail?.text).toContain('within the hour');
    const stored = await concernDoc(concern!.id);
    expect(stored).toMatchObject({ coordinator: coordinator.email, escalateAt: stored.mailedAt! + 60 * 60_000 });
    // Within the hour, the sweep leaves it to her coordinator.
    expect((await sweep()).status).toBe(200);
    expect(await mailsAbout(SUPPORT_INBOX, concern!.id, 0)).toEqual([]);

    // The hour has passed (moved back, as the clock cannot be): twenty sweeps tell the owners once.
    await db()
      .collection(COLLECTIONS.concerns)
      .doc(concern!.id)
      .update({ escalateAt: Date.now() - 1000 });
    expect(statuses(await race(sweep))).toEqual(Array(20).fill(200));
    await expect.poll(async () => (await concernDoc(concern!.id)).escalatedAt, { timeout: 10_000 }).toEqual(expect.any(Number));
    const told = await mailsAbout(SUPPORT_INBOX, concern!.id, 1);
    expect(told).toHaveLength(1);
    expect(told[0]!.subject).toMatch(/^Not handled within the hour/);
    expect(told[0]!.text).toContain(coordinator.email);
    // Copied to the owners (the first of them, as many as a mail names), and to nobody else.
    const copied = (told[0]!.cc ?? []).map(({ address }) => address);
    expect(copied.length).toBeGreaterThan(0);
    for (const address of copied) expect(await roleOf(address)).toBe('owner');
    expect(await concernDoc(concern!.id)).toMatchObject({ escalateAt: null });
  });

  it('handled within the hour reach nobody else', async () => {
    const senior = await seniorIn(PUNE);
    expect((await name(senior.email, coordinator.email)).status).toBe(200);
    expect((await help(senior.token, 'My neighbour can come instead.')).status).toBe(200);
    const [concern] = await helpConcern(senior.email);
    await mailsAbout(coordinator.email, concern!.id, 1);
    const handled = await api(
      'POST',
      `/${ADMIN_SESSION_KEY}/concerns/${concern!.id}/handled`,
      { note: 'Called her.' },
      bearer(coordinator.idToken),
    );
    expect(handled.status, handled.text).toBe(200);
    expect(await concernDoc(concern!.id)).toMatchObject({ status: 'handled', escalateAt: null });
    expect((await sweep()).status).toBe(200);
    expect(await mailsAbout(SUPPORT_INBOX, concern!.id, 0)).toEqual([]);
  });

  it('reach the team once her coordinator no longer coordinates her city, and she has none', async () => {
    const [senior, moving] = await Promise.all([seniorIn(PUNE), staffMember(COORDINATOR_OF_PUNE)]);
    expect((await name(senior.email, moving.email)).status).toBe(200);
    expect((await setAccess(moving.email, 'coordinator', [MUMBAI.districtKey])).status).toBe(200);
    expect(await coordinatorOf(senior.email)).toBeNull();

    expect((await help(senior.token, 'Who do I call now?')).status).toBe(200);
    const [concern] = await helpConcern(senior.email);
    expect(await mailsAbout(SUPPORT_INBOX, concern!.id, 1)).toHaveLength(1);
    expect(await mailsAbout(moving.email, concern!.id, 0)).toEqual([]);
    expect(await concernDoc(concern!.id)).not.toHaveProperty('coordinator');
  });
});
