import { describe, expect, it } from 'vitest';
import {
  APPROVED_BY_ADMIN, TASK_ASSIGNED, hoursText, nextElapsedChange, notificationsOf, skillsOffered, visitOf,
} from './dashboardModel';
import { ASS_TIME, REQ_TIME, assigned, requested, seniorDoc, volunteerDoc } from './fixtures';

describe('visitOf', () => {
  it('is the assigned visit, in 12-hour time, with hours over midnight', () => {
    expect(visitOf(assigned('kamala@example.com', 'Kamala Rao'))).toEqual({
      task: 'Read the morning paper together',
      dateText: 'Tuesday, 14 May 2030',
      timeText: '10:30 PM - 1:00 AM',
      city: 'Pune',
      hours: 2.5,
    });
  });

  it('is nothing before the admin assigns, or without a link', () => {
    expect(visitOf(requested('kamala@example.com', 'Kamala Rao'))).toBeNull();
    expect(visitOf(null)).toBeNull();
  });

  it('is nothing when an assigned link lacks a time', () => {
    const { endTime: _endTime, ...link } = assigned('kamala@example.com', 'Kamala Rao');
    expect(visitOf(link)).toBeNull();
  });
});

describe('notificationsOf', () => {
  it('is empty without a link', () => {
    expect(notificationsOf({ role: 'volunteer', doc: volunteerDoc() })).toEqual([]);
    expect(notificationsOf({ role: 'senior', doc: seniorDoc() })).toEqual([]);
  });

  it('shows a request with its status and time', () => {
    expect(notificationsOf({ role: 'volunteer', doc: volunteerDoc(requested('kamala@example.com', 'Kamala Rao')) })).toEqual([
      { key: 'link', title: 'Your Senior: kamala@example.com', detail: 'Requested', at: REQ_TIME },
    ]);
  });

  it('shows the task, then the link approved by admin, for both sides', () => {
    const senior = notificationsOf({ role: 'senior', doc: seniorDoc(assigned('aditi@example.com', 'Aditi Sharma')) });
    expect(senior).toEqual([
      { key: 'task', title: TASK_ASSIGNED, detail: 'Read the morning paper together', at: ASS_TIME },
      { key: 'link', title: 'Your Volunteer: aditi@example.com', detail: APPROVED_BY_ADMIN, at: ASS_TIME },
    ]);
    const volunteer = notificationsOf({ role: 'volunteer', doc: volunteerDoc(assigned('kamala@example.com', 'Kamala Rao')) });
    expect(volunteer.map((item) => item.title)).toEqual([TASK_ASSIGNED, 'Your Senior: kamala@example.com']);
  });

  it('has no time when the document has none', () => {
    const { reqTime: _reqTime, ...link } = requested('kamala@example.com', 'Kamala Rao');
    const [item] = notificationsOf({ role: 'volunteer', doc: volunteerDoc(link as never) });
    expect(item?.at).toBeNull();
  });
});

describe('the rest of the figures', () => {
  it('counts skills for a volunteer and interests for a senior', () => {
    expect(skillsOffered({ role: 'volunteer', doc: volunteerDoc() })).toBe(3);
    expect(skillsOffered({ role: 'senior', doc: seniorDoc() })).toBe(2);
  });

  it('says hours as people do', () => {
    expect(hoursText(1)).toBe('1 hour');
    expect(hoursText(2.5)).toBe('2.5 hours');
  });
});

describe('nextElapsedChange', () => {
  const t = 1_000_000;
  it('is a minute after the event while it reads just now, then each next whole minute', () => {
    expect(nextElapsedChange([t], t + 5_000)).toBe(t + 60_000);
    expect(nextElapsedChange([t], t + 60_000)).toBe(t + 120_000);
    expect(nextElapsedChange([t], t + 61_500)).toBe(t + 120_000);
  });

  it('is the earliest change of several, and nothing without times', () => {
    expect(nextElapsedChange([t, t + 30_000], t + 70_000)).toBe(t + 90_000);
    expect(nextElapsedChange([], t)).toBeNull();
  });

  it('waits a minute after an event the local clock has not reached yet', () => {
    expect(nextElapsedChange([t], t - 10_000)).toBe(t + 60_000);
  });
});
