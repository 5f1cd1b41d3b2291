/**
 * POST /{key}/identity-check: the admin records what was seen of a volunteer's identity (the
 * paper, in person or on video, the day) with the admin session and an audit entry, never a
 * number; the volunteer's senior sees only that he was checked.
 */
import { describe, expect, it } from 'vitest';
import { ADMIN_SESSION_KEY, COLLECTIONS, VISIT_TIME_ZONE } from '@gh/common/constants';
import type { AdminPersonView } from '@gh/common/documents';
import type { IdentityCheckDoc } from '@gh/common/identity-check';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { dateInZone } from '@gh/common/time';
import { api, newClientAddress } from '@gh/testkit/stack';
import { adminCall, adminSessionToken } from '@gh/testkit/applicant';
import { auditAbout } from '@gh/testkit/admin-record';
import { bearer, db } from '@gh/testkit/identity';
import { addMember, newCity, readMember, requestedPair } from '@gh/testkit/members';

const today = () => dateInZone(Date.now(), VISIT_TIME_ZONE.offsetMinutes);
const checkOf = (email: string) => ({ email, document: 'aadhaar', seen: 'inPerson', date: today(), note: 'Met at the Kothrud centre' });
const record = (body: unknown, key?: string) => adminCall('POST', '/identity-check', body, key);
const storedCheck = async (email: string) =>
  (await db().collection(COLLECTIONS.identityChecks).doc(email).get()).data() as IdentityCheckDoc | undefined;
const refusedKey = { status: 401, json: { code: 'invalidAdminKey' } };

describe('recording an identity check', () => {
  it('stores what was seen, by whom, marks the volunteer checked and tells his senior only that', async () => {
    const { volunteer, senior } = await requestedPair();
    const check = checkOf(volunteer.email);
    expect(await record(check)).toMatchObject({ status: 200, json: { message: SERVER_MESSAGES.identityChecked } });

    expect(await storedCheck(volunteer.email)).toEqual({ ...check, by: 'key', at: expect.any(Number) });
    expect((await readMember('volunteer', volunteer.email)).idChecked).toBe(true);
    const link = (await readMember('senior', senior.email)).volunteer!;
    expect(link.checked).toBe(true);
    expect(JSON.stringify(link)).not.toMatch(/aadhaar|inPerson|Kothrud/);
    expect(await auditAbout(volunteer.email)).toMatchObject([
      {
        action: 'identityCheck',
        type: 'volunteer',
        session: 'key',
        details: { document: 'aadhaar', seen: 'inPerson', date: check.date },
      },
    ]);

    const view = (await adminCall('POST', '/person', { email: volunteer.email })).json as unknown as AdminPersonView;
    expect(view.volunteer?.identityCheck).toEqual({ ...check, by: 'key', at: expect.any(Number) });
  });

  it('names the admin session that recorded it, and a changed check replaces the one before', async () => {
    const volunteer = await addMember('volunteer', { city: newCity() });
    expect((await record(checkOf(volunteer.email))).status).toBe(200);
    const session = bearer(await adminSessionToken());
    const video = { ...checkOf(volunteer.email), document: 'voterId', seen: 'video', note: '' };
    const answer = await api('POST', `/${ADMIN_SESSION_KEY}/identity-check`, video, { ...newClientAddress(), ...session });
    expect(answer.status, answer.text).toBe(200);
    const stored = await storedCheck(volunteer.email);
    expect(stored).toMatchObject({ document: 'voterId', seen: 'video', note: '' });
    expect(stored?.by).toMatch(/^golden-hearts-admin\/.+/);
    expect((await auditAbout(volunteer.email)).map((entry) => entry.session).sort()).toEqual(['key', stored!.by].sort());
  });

  it('refuses no key, a wrong key and a member in place of the admin', async () => {
    const volunteer = await addMember('volunteer', { city: newCity() });
    const check = checkOf(volunteer.email);
    expect(await api('POST', '/identity-check', check, newClientAddress())).toMatchObject(refusedKey);
    expect(await record(check, 'wrong-key')).toMatchObject(refusedKey);
    const own = bearer(volunteer.token);
    expect(await api('POST', `/${ADMIN_SESSION_KEY}/identity-check`, check, { ...newClientAddress(), ...own })).toMatchObject(refusedKey);
    expect(await storedCheck(volunteer.email)).toBeUndefined();
    expect((await readMember('volunteer', volunteer.email)).idChecked).toBeUndefined();
  });

  it.each([
    ['an Aadhaar number', '1234 5678 9012'],
    ['a number with dashes', 'no. 1234-5678'],
    ['a PAN', 'PAN ABCDE1234F'],
    ['a passport number', 'passport K1234567'],
    ['a licence number', 'MH1420110012345'],
    // Every script's digits are digits, and any run of separators joins groups into one number.
    ['Devanagari digits', 'Aadhaar २३४५ ६७८९ ०१२३'],
    ['full-width digits', 'Aadhaar ２３４５ ６７８９ ０１２３'],
    ['Bengali digits', 'নং ২৩৪৫ ৬৭৮৯'],
    ['slashes between groups', '23/45/67/89/01/23'],
    ['runs of separators', 'no. 23 / 45 -- 67 . 89'],
    ['a PAN in full-width letters', 'ＡＢＣＤＥ１２３４Ｆ'],
  ])('refuses a note with %s and stores nothing', async (_name, note) => {
    const volunteer = await addMember('volunteer', { city: newCity() });
    expect(await record({ ...checkOf(volunteer.email), note })).toMatchObject({
      status: 400,
      json: { code: 'invalidInput', message: 'Please write no ID number: the check records only what was seen' },
    });
    expect(await storedCheck(volunteer.email)).toBeUndefined();
    expect(await auditAbout(volunteer.email)).toEqual([]);
  });

  it('refuses odd input, a huge body and an e-mail that is no volunteer', async () => {
    const volunteer = await addMember('volunteer', { city: newCity() });
    const senior = await addMember('senior', { city: volunteer.doc.city });
    const check = checkOf(volunteer.email);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    for (const body of [
      { ...check, document: 'ration card' },
      { ...check, seen: 'by post' },
      { ...check, date: tomorrow },
      { ...check, date: '2026-02-30' },
      { ...check, date: 'yesterday' },
      { ...check, email: 'not-an-email' },
      { ...check, note: 'a\nb' },
      { ...check, note: 'x'.repeat(201) },
      { ...check, document: undefined },
      [check],
      'not json',
    ]) {
      expect((await record(body)).status, JSON.stringify(body)).toBe(400);
    }
    // A huge field: refused by its schema (the body's own size limit is the platform's).
    expect((await record({ ...check, note: 'x'.repeat(1_000_000) })).status).toBe(400);
    expect(await record(checkOf(senior.email))).toMatchObject({ status: 404, json: { code: 'volunteerNotFound' } });
    expect(await storedCheck(volunteer.email)).toBeUndefined();
    expect(await storedCheck(senior.email)).toBeUndefined();
  }, 120_000);

  it('of 20 identical calls sent together, one records: one check, one audit entry', async () => {
    const volunteer = await addMember('volunteer', { city: newCity() });
    const check = checkOf(volunteer.email);
    const answers = await Promise.all(Array.from({ length: 20 }, () => record(check)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(await auditAbout(volunteer.email)).toHaveLength(1);
    expect(await storedCheck(volunteer.email)).toMatchObject(check);
  }, 150_000);
});
