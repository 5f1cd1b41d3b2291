import { describe, expect, it } from 'vitest';
import type { ApplicationDoc, Link, VolunteerDoc } from '@gh/common/documents';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { adminView } from './adminData';
import { firstVisitDate, parseTask } from './assignTaskForm';

const application = (email: string, status: ApplicationDoc['status'], at: number): ApplicationDoc => ({
  email, fullName: email.split('@')[0]!, contact: '1', motivation: 'm', companionshipMeaning: 'c', excitement: 'e',
  handlingLoneliness: 'h', experience: '', availability: 'a', languages: [], resume: null, status,
  submittedAt: at, ...(status === 'Submitted' ? {} : { decidedAt: at + 1 }),
});

const volunteer = (email: string, skills: string[], senior: Link | null = null) =>
  ({ email, name: email.split('@')[0]!, city: 'Pune', skills, senior }) as VolunteerDoc;

const link = (email: string, status: Link['status'], reqTime: number): Link => ({
  email, name: 'S', status, reqTime, ...(status === 'Assigned' ? { task: 'Walk', city: 'Pune', date: '2030-01-01', startTime: '10:00', endTime: '11:00' } : {}),
});

describe('adminView', () => {
  const view = adminView(
    [
      application('late@x.co', 'Submitted', 20),
      application('early@x.co', 'Submitted', 10),
      application('old@x.co', 'Accepted', 1),
      application('new@x.co', 'Accepted', 5),
      application('no@x.co', 'Rejected', 3),
    ],
    [
      volunteer('old@x.co', ['Music', 'Games']),
      volunteer('new@x.co', [], link('s1@x.co', 'Requested', 9)),
      volunteer('r2@x.co', ['Reading'], link('s2@x.co', 'Requested', 4)),
      volunteer('a@x.co', ['Cooking'], link('s3@x.co', 'Assigned', 2)),
    ],
  );

  it('lists applications by status: pending oldest first, decisions newest first', () => {
    expect(view.pending.map((row) => row.email)).toEqual(['early@x.co', 'late@x.co']);
    expect(view.accepted.map((row) => row.email)).toEqual(['new@x.co', 'old@x.co']);
    expect(view.rejected.map((row) => row.email)).toEqual(['no@x.co']);
  });

  it("shows a registered volunteer's skills, otherwise 'Not mentioned'", () => {
    expect(view.accepted.map((row) => row.skills)).toEqual(['Not mentioned', 'Music, Games']);
    expect(view.pending[0]!.skills).toBe('Not mentioned');
  });

  it('separates volunteers waiting for a task from those with a visit', () => {
    expect(view.requested.map((v) => [v.email, v.senior.email])).toEqual([['r2@x.co', 's2@x.co'], ['new@x.co', 's1@x.co']]);
    expect(view.assigned.map((v) => [v.email, v.senior.task, v.senior.city])).toEqual([['a@x.co', 'Walk', 'Pune']]);
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
