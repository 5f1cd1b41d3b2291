/**
 * What the volunteer sees of his senior, and when, over HTTP against the local stack: her
 * special needs and the languages she speaks reach his own document only once a visit is
 * assigned (never while he has only asked, by any route), follow her /profile saves in the same
 * commit, and go with an unlink.
 */
import { describe, expect, it } from 'vitest';
import { DAY_MS, VISIT_TIME_ZONE } from '@gh/common/constants';
import { dateInZone } from '@gh/common/time';
import { adminCall } from '@gh/testkit/applicant';
import { bearer, personDoc } from '@gh/testkit/identity';
import { postForm, readMember, requestedPair } from '@gh/testkit/members';
import { api } from '@gh/testkit/stack';

const NEEDS = 'Knee pain, walks slowly. Speaks only Marathi.';

const hisView = async (volunteer: { email: string; token: string }) => {
  const record = await api('GET', `/volunteer/${encodeURIComponent(volunteer.email)}`, undefined, bearer(volunteer.token));
  expect(record.status, record.text).toBe(200);
  return (record.json as { senior: Record<string, unknown> | null }).senior;
};

const place = (city: string) => ({
  name: 'Sushila Kulkarni',
  address: '12 Karve Road',
  city,
  state: 'Maharashtra',
  zipcode: '411004',
  ename: 'Meera Kulkarni',
  ephone: '+91 90000 00000',
  erelation: 'Daughter',
});

describe('her special needs and languages on his link', () => {
  it('reach him only once a visit is assigned, follow her profile, and go with an unlink', async () => {
    const pair = await requestedPair();
    const { volunteer, senior, city } = pair;
    await personDoc('senior', senior.email).update({ specialneeds: NEEDS, languages: ['Marathi'] });
    // While he has only asked: nothing of it, on his document or through the api.
    expect((await readMember('volunteer', volunteer.email)).senior).not.toHaveProperty('specialneeds');
    const asked = await hisView(volunteer);
    expect(JSON.stringify(asked)).not.toContain('Knee pain');
    expect(asked).not.toHaveProperty('languages');

    const assigned = await adminCall('POST', '/volunteer/assignTask', {
      vemail: volunteer.email,
      semail: senior.email,
      city,
      task: 'Tea and songs',
      date: dateInZone(Date.now() + DAY_MS, VISIT_TIME_ZONE.offsetMinutes),
      startTime: '10:00',
      endTime: '11:00',
    });
    expect(assigned.status, assigned.text).toBe(200);
    expect((await readMember('volunteer', volunteer.email)).senior).toMatchObject({
      status: 'Assigned',
      specialneeds: NEEDS,
      languages: ['Marathi'],
      phone: senior.doc.phone,
      address: senior.doc.address,
    });
    expect(await hisView(volunteer)).toMatchObject({ specialneeds: NEEDS, languages: ['Marathi'] });
    // Her card never carries what she sees of him the other way round.
    expect((await readMember('senior', senior.email)).volunteer).not.toHaveProperty('specialneeds');

    // She changes her needs and address on /profile: his link follows in the same save.
    const saved = await postForm(
      `/senior/senior/${encodeURIComponent(senior.email)}`,
      { ...place(city), interests: ['Reading', 'Music'], specialneeds: 'Walks with a stick.' },
      senior.token,
    );
    expect(saved.status, saved.json.message).toBe(200);
    expect((await readMember('volunteer', volunteer.email)).senior).toMatchObject({
      status: 'Assigned',
      specialneeds: 'Walks with a stick.',
      address: '12 Karve Road',
      languages: ['Marathi'],
    });

    expect((await adminCall('POST', '/unlink', { vemail: volunteer.email, semail: senior.email, reason: 'Moved away' })).status).toBe(200);
    expect((await readMember('volunteer', volunteer.email)).senior).toBeNull();
  });

  it('a save of hers while he has only asked leaves his link without them', async () => {
    const pair = await requestedPair();
    const saved = await postForm(
      `/senior/senior/${encodeURIComponent(pair.senior.email)}`,
      { ...place(pair.city), interests: ['Reading', 'Music'], specialneeds: NEEDS },
      pair.senior.token,
    );
    expect(saved.status, saved.json.message).toBe(200);
    const link = (await readMember('volunteer', pair.volunteer.email)).senior;
    expect(link).toMatchObject({ status: 'Requested', email: pair.senior.email });
    expect(link).not.toHaveProperty('specialneeds');
    expect(link).not.toHaveProperty('phone');
  });
});
