import { describe, expect, it } from 'vitest';
import { linkFields, searchMap } from '@gh/common/admin-fields';
import type { ApplicationDoc, Link, VolunteerDoc } from '@gh/common/documents';
import { SERVER_MESSAGES } from '@gh/common/messages';
import indexes from '../../../../firestore.indexes.json';
import { enT } from '../../testing/english';
import { DISTRICT_FIELD } from '@gh/common/staff';
import {
  COORDINATOR_CARE_PANELS,
  COORDINATOR_PANELS,
  PANEL_QUERIES,
  activityByQuery,
  applicationRow,
  inCitiesQuery,
  linkedVolunteer,
  sumOfCities,
  visitHistoryQuery,
  visitWhenText,
} from './adminData';
import { firstVisitDate, parseTask, parseVisitChange } from './visits/assignTaskForm';

const application = (email: string, status: ApplicationDoc['status'], at: number, volunteerSkills?: string[]): ApplicationDoc => ({
  email,
  fullName: email.split('@')[0]!,
  contact: '1',
  motivation: 'm',
  companionshipMeaning: 'c',
  excitement: 'e',
  handlingLoneliness: 'h',
  experience: '',
  availability: 'a',
  languages: [],
  resume: null,
  status,
  submittedAt: at,
  ...(status === 'Submitted' ? {} : { decidedAt: at + 1 }),
  search: searchMap({ name: email, email }),
  ...(volunteerSkills && { volunteerSkills }),
});

const volunteer = (email: string, skills: string[], senior: Link | null = null) =>
  ({ email, name: email.split('@')[0]!, city: 'Pune', skills, senior, ...linkFields(senior) }) as VolunteerDoc;

const link = (email: string, status: Link['status'], reqTime: number): Link => ({
  email,
  name: 'S',
  status,
  reqTime,
  ...(status === 'Assigned' ? { task: 'Walk', city: 'Pune', date: '2030-01-01', startTime: '10:00', endTime: '11:00' } : {}),
});

describe('the panel rows', () => {
  it("keeps the registered volunteer's skills kept on the application, none before registration", () => {
    expect(applicationRow(application('old@x.co', 'Accepted', 1, ['Music', 'Games'])).skills).toEqual(['Music', 'Games']);
    expect(applicationRow(application('new@x.co', 'Accepted', 1, [])).skills).toEqual([]);
    expect(applicationRow(application('late@x.co', 'Submitted', 20))).toMatchObject({ email: 'late@x.co', skills: [], submittedAt: 20 });
  });

  it('lists a linked volunteer with their link, and leaves out one whose link ended meanwhile', () => {
    expect(linkedVolunteer(volunteer('a@x.co', ['Cooking'], link('s3@x.co', 'Assigned', 2)))).toMatchObject({
      email: 'a@x.co',
      skillList: ['Cooking'],
      senior: { email: 's3@x.co', task: 'Walk' },
      hasPhoto: false,
      idChecked: false,
    });
    const trusted = {
      ...volunteer('c@x.co', ['Cooking'], link('s4@x.co', 'Requested', 3)),
      idChecked: true,
      photo: { path: 'p', filename: 'photo.jpg', contentType: 'image/jpeg', size: 1, id: 'u1' },
    };
    expect(linkedVolunteer(trusted)).toMatchObject({ hasPhoto: true, idChecked: true });
    expect(linkedVolunteer(volunteer('b@x.co', []))).toBeNull();
  });
});

describe('the panel queries', () => {
  it("each filter on a top-level field and order by one, with a composite index in firestore.indexes.json (a profile's visits and one person's activity too)", () => {
    const order = { asc: 'ASCENDING', desc: 'DESCENDING' } as const;
    const history = [
      ...[undefined, ['maharashtra/pune']].flatMap((cities) => [
        visitHistoryQuery('volunteer', 'v@x.co', cities),
        visitHistoryQuery('senior', 's@x.co', cities),
      ]),
      activityByQuery('owner@x.co'),
    ];
    const coordinators = [...COORDINATOR_PANELS, ...COORDINATOR_CARE_PANELS].map((panel) =>
      inCitiesQuery(PANEL_QUERIES[panel], ['maharashtra/pune']),
    );
    for (const query of [...Object.values(PANEL_QUERIES), ...history, ...coordinators]) {
      const fields = [
        ...query.filters.flatMap((filter) => ('or' in filter ? [] : [{ fieldPath: filter[0], order: 'ASCENDING' }])),
        { fieldPath: query.orderBy[0], order: order[query.orderBy[1]] },
      ];
      // Top-level fields, but for the district a coordinator's lists of people and applications filter on.
      for (const { fieldPath } of fields) if (fieldPath !== DISTRICT_FIELD) expect(fieldPath).not.toContain('.');
      // An order alone needs no composite index: Firestore indexes each field by itself.
      if (fields.length === 1) continue;
      const index = indexes.indexes.find(
        (candidate) => candidate.collectionGroup === query.path && JSON.stringify(candidate.fields) === JSON.stringify(fields),
      );
      expect(index, `${query.path}: ${JSON.stringify(fields)}`).toBeDefined();
    }
  });

  it('lists the planned visits soonest first and the concerns newest first', () => {
    expect(PANEL_QUERIES.upcoming).toEqual({ path: 'visits', filters: [['status', '==', 'Scheduled']], orderBy: ['startAt', 'asc'] });
    expect(PANEL_QUERIES.concerns).toEqual({ path: 'concerns', filters: [], orderBy: ['at', 'desc'] });
    expect(PANEL_QUERIES.pending.orderBy[1]).toBe('desc');
  });

  it('says when a visit is in 12-hour India wall-clock', () => {
    expect(visitWhenText({ date: '2030-03-12', startTime: '22:30', endTime: '01:00' }, enT, 'en')).toBe(
      'Tuesday, 12 March 2030, 10:30 PM to 1:00 AM',
    );
  });
});

describe('the Assign Task inputs', () => {
  const requested = {
    name: 'Rohan',
    email: 'rohan@x.co',
    city: 'Pune',
    skillList: ['Games'],
    availability: [],
    senior: link('ramesh@x.co', 'Requested', 1),
    hasPhoto: false,
    idChecked: false,
  };
  // 20:00 UTC on 14 June is already 15 June in India.
  const now = Date.UTC(2030, 5, 14, 20, 0);

  it('says what each empty input needs', () => {
    expect(parseTask({ task: ' ', date: '', startTime: '', endTime: '', repeatWeeks: '' }, requested, now).errors).toEqual({
      task: 'Task is required',
      date: 'Date is required',
      startTime: 'Start time is required',
      endTime: 'End time is required',
      repeatWeeks: 'Repeat weeks is required',
    });
  });

  it("refuses a date before today in India in the route's own words, takes today and later", () => {
    expect(firstVisitDate(now)).toBe('2030-06-15');
    const values = { task: 'Walk', date: '2030-06-14', startTime: '10:00', endTime: '11:30', repeatWeeks: '1' };
    expect(parseTask(values, requested, now).errors).toEqual({ date: SERVER_MESSAGES.datePast });
    expect(parseTask({ ...values, date: '2030-06-15' }, requested, now).payload).toEqual({
      ...values,
      date: '2030-06-15',
      repeatWeeks: 1,
      vemail: 'rohan@x.co',
      semail: 'ramesh@x.co',
      city: 'Pune',
    });
  });

  it('refuses a visit that ends when it starts', () => {
    const values = { task: 'Walk', date: '2030-07-01', startTime: '10:00', endTime: '10:00', repeatWeeks: '1' };
    expect(parseTask(values, requested, now).errors).toEqual({ endTime: SERVER_MESSAGES.sameStartEnd });
  });

  it('sends "Repeat weekly for N weeks" as repeatWeeks, a whole number from 1 to 12', () => {
    const values = { task: 'Walk', date: '2030-07-01', startTime: '10:00', endTime: '11:00' };
    expect(parseTask({ ...values, repeatWeeks: '12' }, requested, now).payload?.repeatWeeks).toBe(12);
    expect(parseTask({ ...values, repeatWeeks: '0' }, requested, now).errors).toEqual({ repeatWeeks: 'Repeat weeks must be at least 1' });
    expect(parseTask({ ...values, repeatWeeks: '13' }, requested, now).errors).toEqual({ repeatWeeks: 'Repeat weeks can be at most 12' });
    expect(parseTask({ ...values, repeatWeeks: '2.5' }, requested, now).errors).toEqual({
      repeatWeeks: 'Repeat weeks must be a whole number',
    });
  });
});

describe('the Reschedule inputs', () => {
  const now = Date.UTC(2030, 5, 14, 20, 0);

  it("checks the moved visit as an assignment is, in the route's own words", () => {
    const values = { task: 'Walk', date: '2030-06-15', startTime: '10:00', endTime: '11:30' };
    expect(parseVisitChange(values, now)).toEqual({ payload: values, errors: null });
    expect(parseVisitChange({ ...values, date: '2030-06-14' }, now).errors).toEqual({ date: SERVER_MESSAGES.datePast });
    expect(parseVisitChange({ ...values, task: '', endTime: '10:00' }, now).errors).toEqual({
      task: 'Task is required',
      endTime: SERVER_MESSAGES.sameStartEnd,
    });
  });
});

describe("a coordinator's figures", () => {
  it('add up the kept figures of each of their cities, a figure never counted as 0', () => {
    expect(
      sumOfCities([
        { seniors: 3, requested: 1 },
        { seniors: 2, volunteers: 4, assigned: 1 },
      ]),
    ).toEqual({
      seniors: 5,
      volunteers: 4,
      submitted: 0,
      accepted: 0,
      rejected: 0,
      requested: 1,
      assigned: 1,
    });
    expect(sumOfCities([])).toMatchObject({ seniors: 0, assigned: 0 });
  });
});
