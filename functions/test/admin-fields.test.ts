/**
 * The fields the admin area queries on (common/src/admin-fields.ts), as the services keep
 * them through the api: search keys on applications and people, the volunteer's link status
 * and time beside `senior`, and the registered volunteer's skills on the application.
 */
import { describe, expect, it } from 'vitest';
import { personSearchable, searchKeysFor, searchMap } from '@gh/common/admin-fields';
import { DAY_MS, VISIT_TIME_ZONE } from '@gh/common/constants';
import { dateInZone } from '@gh/common/time';
import { api } from '@gh/testkit/stack';
import { adminCall, apply, applicationFields, storedApplication } from '@gh/testkit/applicant';
import { addApplication, bearer, newEmail, register, volunteerForm } from '@gh/testkit/identity';
import { addMember, newCity, postForm, readMember } from '@gh/testkit/members';

describe('the admin query fields the services keep', () => {
  it('an application carries the search keys of its name, e-mail and contact number', async () => {
    const email = newEmail('meera.applicant');
    const fields = applicationFields(email);
    expect((await apply(fields)).status).toBe(200);
    const stored = (await storedApplication(email))!;
    expect(stored.search).toEqual(searchMap({ name: 'Meera Iyer', email, phones: [fields.contact] }));
    for (const typed of ['mee', 'IYER', email.slice(0, 8).toUpperCase(), 'मीरा', '98220 44']) {
      expect(searchKeysFor(typed).some((key) => stored.search[key])).toBe(true);
    }
  });

  it("registering keeps the volunteer's keys and unlinked status, and their skills on the application", async () => {
    const email = newEmail('applicant');
    await addApplication(email);
    const form = { ...volunteerForm(email), skills: ['Cooking', 'Games'] };
    await register('volunteer', form);
    const volunteer = await readMember('volunteer', email);
    expect(volunteer).toMatchObject({ linkStatus: null, linkAt: null, search: searchMap(personSearchable(form)) });
    expect((await storedApplication(email))!.volunteerSkills).toEqual(['Cooking', 'Games']);
  });

  it('a saved profile renews the search keys and the skills on the application', async () => {
    const volunteer = await addMember('volunteer', { city: newCity() });
    const saved = await postForm(
      `/volunteer/${encodeURIComponent(volunteer.email)}`,
      {
        name: 'Zoya Qureshi',
        address: '3 New Road',
        city: volunteer.doc.city,
        state: 'Maharashtra',
        zipcode: '411002',
        ename: 'Ravi',
        ephone: '+91 90000 00000',
        erelation: 'Brother',
        email: volunteer.email,
        skills: 'Exercise',
      },
      volunteer.token,
    );
    expect(saved.status, saved.json.message).toBe(200);
    const doc = await readMember('volunteer', volunteer.email);
    // The map is written whole: the old name's keys are gone, not merged.
    expect(doc.search.qureshi).toBe(true);
    expect(doc.search).not.toHaveProperty([searchKeysFor(volunteer.doc.name)[0]!]);
    expect(doc.search['#9000000000']).toBe(true);
    expect((await storedApplication(volunteer.email))!.volunteerSkills).toEqual(['Exercise']);
  });

  it('the link status and time follow connect, assign, and a No', async () => {
    const city = newCity();
    const pair = async () => {
      const [volunteer, senior] = await Promise.all([addMember('volunteer', { city }), addMember('senior', { city })]);
      const connected = await api(
        'POST',
        '/volunteer/volunteer/connect',
        { volunteerEmail: volunteer.email, seniorEmail: senior.email },
        bearer(volunteer.token),
      );
      expect(connected.status, connected.text).toBe(200);
      return { volunteer, senior };
    };
    const first = await pair();
    const requested = await readMember('volunteer', first.volunteer.email);
    expect(requested).toMatchObject({ linkStatus: 'Requested', linkAt: requested.senior!.reqTime });

    const assigned = await adminCall('POST', '/volunteer/assignTask', {
      vemail: first.volunteer.email,
      semail: first.senior.email,
      city,
      task: 'Tea',
      date: dateInZone(Date.now() + DAY_MS, VISIT_TIME_ZONE.offsetMinutes),
      startTime: '10:00',
      endTime: '11:00',
    });
    expect(assigned.status, assigned.text).toBe(200);
    const visit = await readMember('volunteer', first.volunteer.email);
    expect(visit).toMatchObject({ linkStatus: 'Assigned', linkAt: visit.senior!.assTime });

    const second = await pair();
    const no = await api('POST', '/senior/answer', { volunteerEmail: second.volunteer.email, answer: 'no' }, bearer(second.senior.token));
    expect(no.status, no.text).toBe(200);
    expect(await readMember('volunteer', second.volunteer.email)).toMatchObject({ senior: null, linkStatus: null, linkAt: null });
  });
});
