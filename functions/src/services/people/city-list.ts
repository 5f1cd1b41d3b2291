/**
 * The city lists (POST /{key}/city-list): a page of the volunteers, seniors or applications of a
 * member of staff's cities, newest first, as a viewer may see them: names, districts, statuses
 * and dates, never an e-mail, phone, address or note. The page's end is sealed (AES-GCM under a
 * key of the link secret's) so the cursor, which holds a person's e-mail, tells the viewer nothing.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { ApplicationDoc, SeniorDoc, VolunteerDoc } from '@gh/common/documents';
import { CITY_LIST_PAGE, type CityList, type CityListRow } from '@gh/common/staff';
import { districtOf } from '@gh/common/visits';
import { linkSecret } from '../../config.ts';
import { listApplications } from '../../store/applications.ts';
import type { PageStart } from '../../store/pages.ts';
import { listSeniors, listVolunteers } from '../../store/people.ts';
import { readStaff } from '../../store/staff.ts';
import { ServiceError } from '../errors.ts';

type Listed = { page: CityListRow[]; next: PageStart | null };

const LISTS: Record<CityList, (after: PageStart | undefined, cities: readonly string[] | undefined) => Promise<Listed>> = {
  volunteers: async (after, cities) => {
    const { page, next } = await listVolunteers(CITY_LIST_PAGE, after, cities);
    return { page: page.map((v: VolunteerDoc) => row(v.name, v.place, v.linkStatus, v.createdAt)), next };
  },
  seniors: async (after, cities) => {
    const { page, next } = await listSeniors(CITY_LIST_PAGE, after, cities);
    return { page: page.map((s: SeniorDoc) => row(s.name, s.place, s.volunteer?.status, s.createdAt)), next };
  },
  applications: async (after, cities) => {
    const { page, next } = await listApplications(CITY_LIST_PAGE, after, cities);
    return { page: page.map((a: ApplicationDoc) => row(a.fullName, a.place, a.status, a.submittedAt)), next };
  },
};

const row = (
  name: string,
  place: { districtKey: string } | null | undefined,
  status: string | null | undefined,
  since: number,
): CityListRow => ({
  name,
  districtKey: districtOf(place),
  status: status ?? null,
  since,
});

const cursorKey = () => createHash('sha256').update(linkSecret()).update('city-list cursor').digest();

function sealCursor(start: PageStart): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', cursorKey(), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(start), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The page start `cursor` seals; a cursor we did not seal is a 400. */
function openCursor(cursor: string): PageStart {
  try {
    const bytes = Buffer.from(cursor, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', cursorKey(), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    const start = JSON.parse(Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8')) as PageStart;
    if (typeof start.at !== 'number' || typeof start.email !== 'string') throw new Error('not a page start');
    return start;
  } catch {
    throw new ServiceError('invalidInput', { message: 'Not a page of this list' });
  }
}

/**
 * The cities whose people `actor` (adminActorIn) may list: undefined for the key and owners
 * (every city); a coordinator's or viewer's own; none for a member gone since the call began.
 */
async function citiesOf(actor: string): Promise<readonly string[] | undefined> {
  if (!actor.includes('@')) return undefined;
  const staff = await readStaff(actor);
  if (!staff) return [];
  return staff.role === 'owner' ? undefined : staff.cities;
}

export async function cityList(actor: string, list: CityList, after?: string): Promise<{ rows: CityListRow[]; next: string | null }> {
  const start = after === undefined ? undefined : openCursor(after);
  const cities = await citiesOf(actor);
  if (cities?.length === 0) return { rows: [], next: null };
  const { page, next } = await LISTS[list](start, cities);
  return { rows: page, next: next && sealCursor(next) };
}
