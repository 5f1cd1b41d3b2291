import { describe, expect, it } from 'vitest';
import {
  APPROVED_BY_ADMIN, TASK_ASSIGNED, closedRequestText, hoursText, nextElapsedChange, notificationsOf, skillsOffered, telHref,
  visitOf, visitPersonOf,
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
      { key: 'link', title: 'Your Senior: Kamala Rao (kamala@example.com)', detail: 'Requested', tone: 'info', at: REQ_TIME },
    ]);
  });

  it('shows the task, then the link approved by admin, for both sides', () => {
    const senior = notificationsOf({ role: 'senior', doc: seniorDoc(assigned('aditi@example.com', 'Aditi Sharma')) });
    expect(senior).toEqual([
      { key: 'task', title: TASK_ASSIGNED, detail: 'Read the morning paper together', tone: 'success', at: ASS_TIME },
      { key: 'link', title: 'Your Volunteer: Aditi Sharma (aditi@example.com)', detail: APPROVED_BY_ADMIN, tone: 'success', at: ASS_TIME },
    ]);
    const volunteer = notificationsOf({ role: 'volunteer', doc: volunteerDoc(assigned('kamala@example.com', 'Kamala Rao')) });
    expect(volunteer.map((item) => item.title)).toEqual([TASK_ASSIGNED, 'Your Senior: Kamala Rao (kamala@example.com)']);
  });

  it('tells a volunteer kindly that a request closed, until they have a new link', () => {
    const closed = { name: 'Ramesh', at: REQ_TIME };
    expect(notificationsOf({ role: 'volunteer', doc: { ...volunteerDoc(), closedRequest: closed } })).toEqual([
      { key: 'closed', ...closedRequestText('Ramesh'), tone: 'info', at: REQ_TIME },
    ]);
    expect(closedRequestText('Ramesh').detail).not.toMatch(/reject|declin|refus|sorry|unfortunately/i);
    const linked = notificationsOf({ role: 'volunteer', doc: { ...volunteerDoc(requested('x@example.com', 'X Y')), closedRequest: closed } });
    expect(linked.map((item) => item.key)).toEqual(['link']);
  });

  it('shows an e-mail alone when a link has no name', () => {
    const [item] = notificationsOf({ role: 'volunteer', doc: volunteerDoc(requested('kamala@example.com', '')) });
    expect(item?.title).toBe('Your Senior: kamala@example.com');
  });
});

describe('visitPersonOf', () => {
  it('names the other side by first name with their phone; the volunteer also gets the address', () => {
    expect(visitPersonOf({ role: 'volunteer', doc: volunteerDoc(assigned('kamala@example.com', 'Kamala Rao')) })).toEqual({
      firstName: 'Kamala', role: 'Your senior', phone: '+91 98220 33333', address: '4 Shanti Niwas, Model Colony',
    });
    expect(visitPersonOf({ role: 'senior', doc: seniorDoc(assigned('aditi@example.com', 'Aditi Sharma')) })).toEqual({
      firstName: 'Aditi', role: 'Your volunteer', phone: '+91 98220 33333', address: null,
    });
  });

  it('is nothing before the visit is assigned', () => {
    expect(visitPersonOf({ role: 'senior', doc: seniorDoc(requested('aditi@example.com', 'Aditi Sharma')) })).toBeNull();
    expect(visitPersonOf({ role: 'senior', doc: seniorDoc() })).toBeNull();
  });
});

describe('telHref', () => {
  it.each([
    ['+91 98220 33333', 'tel:+919822033333'],
    ['020-2612 3456', 'tel:02026123456'],
    [' +91 (20) 2612-3456 ', 'tel:+912026123456'],
    ['98220+33333', 'tel:9822033333'],
  ])('%j is %j', (phone, href) => {
    expect(telHref(phone)).toBe(href);
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
