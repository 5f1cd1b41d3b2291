import { describe, expect, it } from 'vitest';
import { NOTICE_VERSION, consentKey } from '@gh/common/consent';
import { APPLICATION_STATUS, COLLECTIONS, LINK_STATUS } from '@gh/common/constants';
import type { ApplicationDoc, SeniorDoc, VolunteerDoc } from '@gh/common/documents';
import { seniorRegistrationSchema, visitIdSchema, volunteerRegistrationSchema } from '@gh/common/schemas';
import { pairKey, type PairDoc, type VisitDoc } from '@gh/common/visits';
import { generatePeople } from './generate-people.ts';

const people = generatePeople(2000, Date.UTC(2026, 10, 1));
const of = <T>(collection: string) => people.documents.filter((doc) => doc.collection === collection).map((doc) => doc.data as T);

describe('the seed population', () => {
  it('is the same for the same count, time and seed, and another for another seed', () => {
    expect(generatePeople(50, 1).documents).toEqual(generatePeople(50, 1).documents);
    expect(generatePeople(50, 1, 2).documents).not.toEqual(generatePeople(50, 1).documents);
  });

  it('registers people the registration forms would accept, each agreeing to the privacy notice', () => {
    // The form a person sent carried the version their agreement records.
    const form = (doc: VolunteerDoc | SeniorDoc) => ({ ...doc, consentVersion: doc.consents?.[consentKey(NOTICE_VERSION)]?.version });
    for (const doc of of<VolunteerDoc>(COLLECTIONS.volunteers))
      expect(volunteerRegistrationSchema.safeParse(form(doc)).error).toBeUndefined();
    for (const doc of of<SeniorDoc>(COLLECTIONS.seniors)) expect(seniorRegistrationSchema.safeParse(form(doc)).error).toBeUndefined();
  });

  it('places everyone by a PIN code India Post knows, some cities typed in Devanagari, each with a language', () => {
    const persons = [...of<VolunteerDoc>(COLLECTIONS.volunteers), ...of<SeniorDoc>(COLLECTIONS.seniors)];
    for (const person of persons) {
      expect(person.place).toMatchObject({ pin: person.zipcode, geohash: expect.any(String) });
      expect(person.languages.length).toBeGreaterThan(0);
      expect(Object.keys(person.search).some((key) => key.startsWith('#'))).toBe(true);
    }
    expect(persons.some((person) => /[\u0900-\u097F]/.test(person.city))).toBe(true);
    expect(of<ApplicationDoc>(COLLECTIONS.applications).every((a) => a.place?.pin === a.zipcode)).toBe(true);
  });

  it('has applications in every state, links of both kinds and names in Devanagari', () => {
    const applications = of<ApplicationDoc>(COLLECTIONS.applications);
    for (const status of Object.values(APPLICATION_STATUS)) expect(applications.some((a) => a.status === status)).toBe(true);
    const links = of<VolunteerDoc>(COLLECTIONS.volunteers).flatMap((v) => (v.senior ? [v.senior.status] : []));
    expect(new Set(links)).toEqual(new Set(Object.values(LINK_STATUS)));
    expect(applications.some((a) => /[\u0900-\u097F]/.test(a.fullName))).toBe(true);
    expect(people.resumes).toHaveLength(applications.length);
  });

  it('links each person at most once, on both sides', () => {
    const volunteers = of<VolunteerDoc>(COLLECTIONS.volunteers);
    const seniors = new Map(of<SeniorDoc>(COLLECTIONS.seniors).map((s) => [s.email, s]));
    const linked = volunteers.filter((v) => v.senior);
    for (const volunteer of linked) {
      const senior = seniors.get(volunteer.senior!.email)!;
      expect(senior.volunteer?.email).toBe(volunteer.email);
      expect(senior.place?.districtKey).toBe(volunteer.place?.districtKey);
    }
    expect(new Set(linked.map((v) => v.senior!.email)).size).toBe(linked.length);
  });

  it('gives each Assigned link its Scheduled visit and pair, ids the visit routes take', () => {
    const assigned = of<VolunteerDoc>(COLLECTIONS.volunteers).filter((v) => v.senior?.status === LINK_STATUS.assigned);
    const visits = new Map(
      people.documents.filter((doc) => doc.collection === COLLECTIONS.visits).map((doc) => [doc.id, doc.data as VisitDoc]),
    );
    const pairs = new Map(
      people.documents.filter((doc) => doc.collection === COLLECTIONS.pairs).map((doc) => [doc.id, doc.data as PairDoc]),
    );
    expect(assigned.length).toBeGreaterThan(0);
    expect(visits.size).toBe(assigned.length);
    for (const { email, senior } of assigned) {
      const id = senior!.visitId!;
      expect(visitIdSchema.safeParse(id).success).toBe(true);
      const visit = visits.get(id)!;
      expect(visit).toMatchObject({
        volunteer: email,
        senior: senior!.email,
        status: 'Scheduled',
        task: senior!.task,
        date: senior!.date,
        startTime: senior!.startTime,
        endTime: senior!.endTime,
      });
      expect(visit.startTime).toMatch(/^\d\d:\d\d$/);
      expect(pairs.get(pairKey(email, senior!.email))).toMatchObject({
        active: true,
        nextEndAt: visit.endAt,
        scheduled: { [id]: { date: visit.date, startTime: visit.startTime, endAt: visit.endAt } },
      });
    }
  });
});
