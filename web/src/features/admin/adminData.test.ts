import { describe, expect, it } from 'vitest';
import { linkFields, searchKeys } from '@gh/common/admin-fields';
import type { ApplicationDoc, Link, VolunteerDoc } from '@gh/common/documents';
import { SERVER_MESSAGES } from '@gh/common/messages';
import indexes from '../../../../firestore.indexes.json';
import { NOT_MENTIONED, PANEL_QUERIES, applicationRow, linkedVolunteer } from './adminData';
import { firstVisitDate, parseTask } from './assignTaskForm';

const application = (email: string, status: ApplicationDoc['status'], at: number, volunteerSkills?: string[]): ApplicationDoc => ({
  email, fullName: email.split('@')[0]!, contact: '1', motivation: 'm', companionshipMeaning: 'c', excitement: 'e',
  handlingLoneliness: 'h', experience: '', availability: 'a', languages: [], resume: null, status,
  submittedAt: at, ...(status === 'Submitted' ? {} : { decidedAt: at + 1 }), searchKeys: searchKeys(email, email),
  ...(volunteerSkills && { volunteerSkills }),
});

const volunteer = (email: string, skills: string[], senior: Link | null = null) =>
  ({ email, name: email.split('@')[0]!, city: 'Pune', skills, senior, ...linkFields(senior) }) as VolunteerDoc;

const link = (email: string, status: Link['status'], reqTime: number): Link => ({
  email, name: 'S', status, reqTime, ...(status === 'Assigned' ? { task: 'Walk', city: 'Pune', date: '2030-01-01', startTime: '10:00', endTime: '11:00' } : {}),
});

describe('the panel rows', () => {
  it("shows the registered volunteer's skills kept on the application, otherwise 'Not mentioned'", () => {
    expect(applicationRow(application('old@x.co', 'Accepted', 1, ['Music', 'Games'])).skills).toBe('Music, Games');
    expect(applicationRow(application('new@x.co', 'Accepted', 1, [])).skills).toBe(NOT_MENTIONED);
    expect(applicationRow(application('late@x.co', 'Submitted', 20))).toMatchObject({ email: 'late@x.co', skills: NOT_MENTIONED, submittedAt: 20 });
  });

  it('lists a linked volunteer with their link, and leaves out one whose link ended meanwhile', () => {
    expect(linkedVolunteer(volunteer('a@x.co', ['Cooking'], link('s3@x.co', 'Assigned', 2)))).toMatchObject({
      email: 'a@x.co', skills: 'Cooking', skillList: ['Cooking'], senior: { email: 's3@x.co', task: 'Walk' },
    });
    expect(linkedVolunteer(volunteer('b@x.co', []))).toBeNull();
  });
});

describe('the panel queries', () => {
  it('each filter on a top-level field and order newest first, with a composite index in firestore.indexes.json', () => {
    for (const query of Object.values(PANEL_QUERIES)) {
      const field = query.filters[0]![0];
      expect(field).not.toContain('.');
      expect(query.orderBy[1]).toBe('desc');
      const index = indexes.indexes.find((candidate) => candidate.collectionGroup === query.path
        && JSON.stringify(candidate.fields) === JSON.stringify([
          { fieldPath: field, order: 'ASCENDING' }, { fieldPath: query.orderBy[0], order: 'DESCENDING' },
        ]));
      expect(index, `${query.path}: ${field} then ${query.orderBy[0]}`).toBeDefined();
    }
  });
});

describe('the Assign Task inputs', () => {
  const requested = {
    name: 'Rohan', email: 'rohan@x.co', city: 'Pune', skills: 'Games', skillList: ['Games'], availability: [], senior: link('ramesh@x.co', 'Requested', 1),
  };
  // 20:00 UTC on 14 June is already 15 June in India.
  const now = Date.UTC(2030, 5, 14, 20, 0);

  it('says what each empty input needs', () => {
    expect(parseTask({ task: ' ', date: '', startTime: '', endTime: '' }, requested, now).errors).toEqual({
      task: 'Task is required', date: 'Date is required', startTime: 'Start time is required', endTime: 'End time is required',
    });
  });

  it("refuses a date before today in India in the route's own words, takes today and later", () => {
    expect(firstVisitDate(now)).toBe('2030-06-15');
    const values = { task: 'Walk', date: '2030-06-14', startTime: '10:00', endTime: '11:30' };
    expect(parseTask(values, requested, now).errors).toEqual({ date: SERVER_MESSAGES.datePast });
    expect(parseTask({ ...values, date: '2030-06-15' }, requested, now).payload).toEqual({
      ...values, date: '2030-06-15', vemail: 'rohan@x.co', semail: 'ramesh@x.co', city: 'Pune',
    });
  });

  it('refuses a visit that ends when it starts', () => {
    const values = { task: 'Walk', date: '2030-07-01', startTime: '10:00', endTime: '10:00' };
    expect(parseTask(values, requested, now).errors).toEqual({ endTime: SERVER_MESSAGES.sameStartEnd });
  });
});
