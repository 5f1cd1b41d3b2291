/**
 * The city lists (POST /{key}/city-list): a viewer of Pune reads the volunteers, seniors and
 * applications of Pune, newest first, a page at a time, as names, districts, statuses and dates
 * alone: no e-mail (not even in the page's cursor), phone, address or note, and nobody of
 * Mumbai; an owner reads every city. A forged cursor, an odd body, a person's token, no token
 * and a removed viewer are refused.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_SESSION_KEY, COLLECTIONS } from '@gh/common/constants';
import { CITY_LIST_PAGE, type CityList, type CityListRow } from '@gh/common/staff';
import { adminCall } from '@gh/testkit/applicant';
import { addPerson, bearer, db, personDoc } from '@gh/testkit/identity';
import { RACE, race } from '@gh/testkit/race';
import { MUMBAI, NOT_STAFF, PUNE, pairIn, staffMember } from '@gh/testkit/staff';
import { api, uniqueId } from '@gh/testkit/stack';

type Answer = Awaited<ReturnType<typeof api>>;
const ROW_KEYS = ['districtKey', 'name', 'since', 'status'];
/** The pages a test reads at most, looking for its people among those other files made. */
const PAGES_READ = 10;

const listAs = (idToken: string | null, list: CityList, after?: string) =>
  api('POST', `/${ADMIN_SESSION_KEY}/city-list`, { list, ...(after && { after }) }, idToken ? bearer(idToken) : {});
const listByKey = (list: CityList, after?: string) => adminCall('POST', '/city-list', { list, ...(after && { after }) });

/** The rows of `list` page by page, until `wanted` is among them (or PAGES_READ pages), each answer checked to hold no e-mail. */
async function rowsUntil(read: (after?: string) => Promise<Answer>, wanted: string): Promise<CityListRow[]> {
  const rows: CityListRow[] = [];
  let after: string | undefined;
  for (let page = 0; page < PAGES_READ; page++) {
    const answer = await read(after);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.text).not.toContain('@');
    const body = answer.json as { rows: CityListRow[]; next: string | null };
    expect(body.rows.length).toBeLessThanOrEqual(CITY_LIST_PAGE);
    rows.push(...body.rows);
    if (!body.next || body.rows.some((row) => row.name === wanted)) break;
    after = body.next;
  }
  return rows;
}

let viewer: Awaited<ReturnType<typeof staffMember>>;
let pune: Awaited<ReturnType<typeof pairIn>>;
let mumbai: Awaited<ReturnType<typeof pairIn>>;
const puneName = `Pune Lister ${uniqueId('v').slice(-6)}`;
const mumbaiName = `Mumbai Lister ${uniqueId('v').slice(-6)}`;
const puneSenior = `Pune Senior ${uniqueId('s').slice(-6)}`;

beforeAll(async () => {
  [viewer, pune, mumbai] = await Promise.all([
    staffMember({ role: 'viewer', cities: [PUNE.districtKey] }),
    pairIn(PUNE, PUNE, puneName),
    pairIn(MUMBAI, MUMBAI, mumbaiName),
  ]);
  // Names of their own, where the fixtures give everyone the same.
  await Promise.all([
    db().collection(COLLECTIONS.applications).doc(pune.volunteer.email).update({ fullName: puneName }),
    personDoc('senior', pune.senior.email).update({ name: puneSenior }),
  ]);
}, 90_000);

describe('a viewer of Pune', { timeout: 90_000 }, () => {
  it('reads the volunteers, seniors and applications of Pune, with names and no contact detail', async () => {
    for (const [list, name, status] of [
      ['volunteers', puneName, 'Requested'],
      ['seniors', puneSenior, 'Requested'],
      ['applications', puneName, 'Accepted'],
    ] as const) {
      const rows = await rowsUntil((after) => listAs(viewer.idToken, list, after), name);
      expect(
        rows.find((row) => row.name === name && row.since > 0),
        list,
      ).toMatchObject({ districtKey: PUNE.districtKey, status });
      for (const row of rows) {
        expect(Object.keys(row).sort()).toEqual(ROW_KEYS);
        expect(row.districtKey).toBe(PUNE.districtKey);
      }
      expect(rows.map((row) => row.since)).toEqual(rows.map((row) => row.since).sort((a, b) => b - a));
    }
  });

  it('answers twenty reads at once with Pune alone', RACE, async () => {
    const answers = await race(() => listAs(viewer.idToken, 'volunteers'));
    for (const answer of answers) {
      expect(answer.status, answer.text).toBe(200);
      expect((answer.json as { rows: CityListRow[] }).rows.every((row) => row.districtKey === PUNE.districtKey)).toBe(true);
    }
  });
});

describe('the city lists', { timeout: 90_000 }, () => {
  it('give an owner every city', async () => {
    const rows = await rowsUntil((after) => listByKey('volunteers', after), mumbaiName);
    expect(rows.find((row) => row.name === mumbaiName)).toMatchObject({ districtKey: MUMBAI.districtKey });
  });

  it('go on page after page with the sealed cursor, and refuse a forged one', async () => {
    await Promise.all(Array.from({ length: CITY_LIST_PAGE + 1 }, () => addPerson('senior')));
    const first = await listByKey('seniors');
    const { rows, next } = first.json as { rows: CityListRow[]; next: string | null };
    expect(rows).toHaveLength(CITY_LIST_PAGE);
    expect(next).toEqual(expect.any(String));
    const second = await listByKey('seniors', next!);
    expect(second.status, second.text).toBe(200);
    const after = (second.json as { rows: CityListRow[] }).rows;
    expect(after.length).toBeGreaterThan(0);
    expect(after[0]!.since).toBeLessThanOrEqual(rows.at(-1)!.since);
    for (const forged of [`${next!.slice(0, -2)}xx`, 'not-a-cursor', '1~someone@example.com']) {
      expect(await listByKey('seniors', forged)).toMatchObject({ status: 400, json: { message: 'Not a page of this list' } });
    }
  });

  it('refuse odd bodies, a person’s token, no token and a removed viewer', async () => {
    for (const body of [{ list: 'staff' }, {}, { list: 'seniors', after: 'x'.repeat(5000) }, { list: 'seniors', extra: 1 }]) {
      expect((await api('POST', `/${ADMIN_SESSION_KEY}/city-list`, body, bearer(viewer.idToken))).status).toBe(400);
    }
    expect(await listAs(mumbai.senior.token, 'seniors')).toMatchObject(NOT_STAFF);
    expect(await listAs(null, 'seniors')).toMatchObject(NOT_STAFF);
    const leaving = await staffMember({ role: 'viewer', cities: [PUNE.districtKey] });
    expect((await adminCall('DELETE', '/staff', { email: leaving.email })).status).toBe(200);
    expect(await listAs(leaving.idToken, 'seniors')).toMatchObject(NOT_STAFF);
  });
});
