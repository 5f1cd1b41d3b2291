/**
 * GET /{key}/volunteers and /{key}/applications over HTTP on the local stack: a page at a time,
 * newest first, each page after the `next` of the one before, ties by e-mail; odd paging input
 * is a 400 that reads nothing.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { deleteApp, getApps } from 'firebase-admin/app';
import { COLLECTIONS } from '@gh/common/constants';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { ADMIN_LIST_PAGE, listCursor } from '@gh/common/schemas';
import { adminCall } from '@gh/testkit/applicant';
import { addPerson, db, newEmail, personDoc } from '@gh/testkit/identity';

afterAll(() => Promise.all(getApps().map((app) => deleteApp(app))));

const LISTS = [
  { path: '/volunteers', key: 'volunteers', at: 'createdAt' },
  { path: '/applications', key: 'applications', at: 'submittedAt' },
] as const;

type Entry = { email: string } & Record<string, unknown>;
interface Page {
  entries: Entry[];
  next: string | null;
}

async function page(list: (typeof LISTS)[number], query = ''): Promise<Page> {
  const answer = await adminCall('GET', `${list.path}${query}`);
  expect(answer.status, answer.text).toBe(200);
  return { entries: answer.json?.[list.key] as Entry[], next: answer.json?.next as string | null };
}

/**
 * Three volunteers (each with an application) registered and applied at the same moment, in
 * 1975 (ms of now / 10): before anyone real, after those of any earlier run. Answers the moment
 * and their e-mails in list order (latest e-mail first).
 */
async function tied(): Promise<{ at: number; emails: string[] }> {
  const at = Math.floor(Date.now() / 10);
  const emails = await Promise.all([0, 1, 2].map(() => addPerson('volunteer', newEmail('tied'))));
  await Promise.all(
    emails.flatMap((email) => [
      personDoc('volunteer', email).update({ createdAt: at }),
      db().collection(COLLECTIONS.applications).doc(email).update({ submittedAt: at }),
    ]),
  );
  return { at, emails: emails.sort().reverse() };
}

describe.each(LISTS)('GET /{key}$path', (list) => {
  it('pages newest first through the whole list, each entry once, to a last page whose next is null', async () => {
    const fresh = await addPerson('volunteer');
    const seen: Entry[] = [];
    let next: string | null = null;
    for (let pages = 0; pages < 200; pages++) {
      const got: Page = await page(list, `?limit=${ADMIN_LIST_PAGE.max}${next ? `&after=${encodeURIComponent(next)}` : ''}`);
      expect(got.entries.length).toBeLessThanOrEqual(ADMIN_LIST_PAGE.max);
      seen.push(...got.entries);
      next = got.next;
      if (!next) break;
      expect(got.entries).toHaveLength(ADMIN_LIST_PAGE.max);
    }
    expect(next).toBeNull();
    const emails = seen.map((entry) => entry.email);
    expect(new Set(emails).size).toBe(emails.length);
    expect(emails).toContain(fresh);
    const times = seen.map((entry) => entry[list.at] as number);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it(`answers ${ADMIN_LIST_PAGE.default} at most without a limit, the newest first`, async () => {
    const fresh = await addPerson('volunteer');
    const { entries, next } = await page(list);
    expect(entries.length).toBeLessThanOrEqual(ADMIN_LIST_PAGE.default);
    if (entries.length === ADMIN_LIST_PAGE.default) expect(next).toEqual(expect.any(String));
    // Others may have come since, but none of the page is older than the one just added.
    expect(entries.map((entry) => entry.email)).toContain(fresh);
  });

  it('splits entries of the same moment across pages by e-mail, none twice or lost', async () => {
    const { at, emails } = await tied();
    // After a moment just later than theirs: the page starts with them.
    const start = `&after=${encodeURIComponent(listCursor({ at: at + 1, email: 'a@example.com' }))}`;
    const first = await page(list, `?limit=2${start}`);
    expect(first.entries.map((entry) => entry.email)).toEqual(emails.slice(0, 2));
    expect(first.next).toBe(listCursor({ at, email: emails[1]! }));
    const second = await page(list, `?limit=1&after=${encodeURIComponent(first.next!)}`);
    expect(second.entries.map((entry) => entry.email)).toEqual(emails.slice(2));
  });

  it('refuses odd paging with a 400 that says so, and lists nothing', async () => {
    const odd = [
      'limit=0',
      'limit=-1',
      `limit=${ADMIN_LIST_PAGE.max + 1}`,
      'limit=1.5',
      'limit=ten',
      'limit=1&limit=2',
      'after=',
      'after=abc',
      'after=12',
      'after=~a@example.com',
      'after=12~not-an-email',
      'after=1e3~a@example.com',
      `after=1~${'a'.repeat(5000)}@example.com`,
      'after=1~a@example.com&after=2~b@example.com',
    ];
    for (const query of odd) {
      const answer = await adminCall('GET', `${list.path}?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.json, query).not.toHaveProperty(list.key);
      expect(answer.json?.message, query).toEqual(expect.any(String));
      expect(answer.json?.message, query).not.toBe(SERVER_MESSAGES.invalidAdminKey);
    }
  });

  it('answers 401 and nothing for a wrong key, paging or not', async () => {
    const answer = await adminCall('GET', `${list.path}?limit=1`, undefined, 'wrong-key');
    expect(answer).toMatchObject({ status: 401, json: { message: SERVER_MESSAGES.invalidAdminKey } });
    expect(answer.json).not.toHaveProperty(list.key);
  });
});
