import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { translator } from '@gh/common/translate';
import type { MessageKey } from '../../i18n/areas';
import { messages as HI_MEMBER } from '../../i18n/messages/hi/member';
import { enT } from '../../testing/english';
import {
  closedRequestText,
  elapsedText,
  endedPairText,
  nextElapsedChange,
  noMatchesText,
  notificationsOf,
  skillsOffered,
  telHref,
  visitOf,
  visitPersonOf,
} from './dashboardModel';
import { ASS_TIME, REQ_TIME, assigned, requested, seniorDoc, volunteerDoc } from './testing/peopleAndVisits';

describe('visitOf', () => {
  it('is the assigned visit, in 12-hour time, with hours over midnight', () => {
    expect(visitOf(assigned('kamala@example.com', 'Kamala Rao'))).toEqual({
      task: 'Read the morning paper together',
      dateText: 'Tuesday, 14 May 2030',
      startText: '10:30 PM',
      endText: '1:00 AM',
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
    expect(notificationsOf({ role: 'volunteer', doc: volunteerDoc() }, enT)).toEqual([]);
    expect(notificationsOf({ role: 'senior', doc: seniorDoc() }, enT)).toEqual([]);
  });

  it('shows a request with its status and time', () => {
    expect(notificationsOf({ role: 'volunteer', doc: volunteerDoc(requested('kamala@example.com', 'Kamala Rao')) }, enT)).toMatchObject([
      { key: 'link', title: 'Your Senior: Kamala Rao (kamala@example.com)', detail: 'Requested', tone: 'info', at: REQ_TIME },
    ]);
  });

  it('tells a person who withdrew consent to matching why they have no matches', () => {
    const withdrawn = { withdrawn: { matching: REQ_TIME } };
    expect(noMatchesText(enT, { role: 'volunteer', doc: { ...volunteerDoc(), ...withdrawn } })).toBe(enT('dashboard.noMatchesWithdrawn'));
    expect(noMatchesText(enT, { role: 'senior', doc: { ...seniorDoc(), ...withdrawn } })).toBe(enT('dashboard.noMatchesWithdrawn'));
    expect(noMatchesText(enT, { role: 'senior', doc: seniorDoc() })).toBe(enT('dashboard.noMatches'));
  });

  it('asks the senior to answer a request until she has said Yes, and never after', () => {
    const asked = { role: 'senior' as const, doc: seniorDoc(requested('aditi@example.com', 'Aditi Sharma')) };
    expect(notificationsOf(asked, enT)).toMatchObject([{ key: 'link', detail: enT('member.asksToVisit') }]);
    expect(noMatchesText(enT, asked)).toBe(enT('dashboard.noMatchesRequested', { name: 'Aditi' }));
    const saidYes = {
      role: 'senior' as const,
      doc: seniorDoc({ ...requested('aditi@example.com', 'Aditi Sharma'), answer: 'yes', ansTime: REQ_TIME }),
    };
    const [notice] = notificationsOf(saidYes, enT);
    expect(notice).toMatchObject({ key: 'link', detail: enT('member.saidYes') });
    // The same notification, in other words: not counted as new news.
    expect(notice!.id).toBe(notificationsOf(asked, enT)[0]!.id);
    expect(noMatchesText(enT, saidYes)).toBe(enT('dashboard.noMatchesSaidYes', { name: 'Aditi' }));
  });

  it('shows the task, then the link approved by admin, for both sides', () => {
    const senior = notificationsOf({ role: 'senior', doc: seniorDoc(assigned('aditi@example.com', 'Aditi Sharma')) }, enT);
    expect(senior).toMatchObject([
      { key: 'task', title: 'task assigned by admin', detail: 'Read the morning paper together', tone: 'success', at: ASS_TIME },
      {
        key: 'link',
        title: 'Your Volunteer: Aditi Sharma (aditi@example.com)',
        detail: 'Approved by admin',
        tone: 'success',
        at: ASS_TIME,
      },
    ]);
    const volunteer = notificationsOf({ role: 'volunteer', doc: volunteerDoc(assigned('kamala@example.com', 'Kamala Rao')) }, enT);
    expect(volunteer.map((item) => item.title)).toEqual(['task assigned by admin', 'Your Senior: Kamala Rao (kamala@example.com)']);
  });

  it('tells a volunteer kindly that a request closed, until they have a new link', () => {
    const closed = { name: 'Ramesh', at: REQ_TIME };
    expect(notificationsOf({ role: 'volunteer', doc: { ...volunteerDoc(), closedRequest: closed } }, enT)).toMatchObject([
      { key: 'closed', ...closedRequestText(enT, 'Ramesh'), tone: 'info', at: REQ_TIME },
    ]);
    expect(closedRequestText(enT, 'Ramesh').detail).not.toMatch(/reject|declin|refus|sorry|unfortunately/i);
    const linked = notificationsOf(
      { role: 'volunteer', doc: { ...volunteerDoc(requested('x@example.com', 'X Y')), closedRequest: closed } },
      enT,
    );
    expect(linked.map((item) => item.key)).toEqual(['link']);
  });

  it('tells a senior the admin unlinked what happens next, until she has a new volunteer', () => {
    const ended = { name: 'Aditi', at: REQ_TIME };
    expect(notificationsOf({ role: 'senior', doc: { ...seniorDoc(), endedPair: ended } }, enT)).toMatchObject([
      {
        key: 'ended',
        title: 'Your visits with Aditi have come to an end',
        detail: endedPairText(enT, 'Aditi').detail,
        tone: 'info',
        at: REQ_TIME,
      },
    ]);
    expect(endedPairText(enT, 'Aditi').detail).toMatch(/look for a new volunteer/);
    const linked = notificationsOf({ role: 'senior', doc: { ...seniorDoc(requested('x@example.com', 'X Y')), endedPair: ended } }, enT);
    expect(linked.map((item) => item.key)).toEqual(['link']);
  });

  it('names each notification the same in every language, so the bell does not count it again after a switch', () => {
    const member = { role: 'senior', doc: seniorDoc(assigned('aditi@example.com', 'Aditi Sharma')) } as const;
    const hindi = translator('hi', Object.assign({}, HI_MEMBER) as Record<MessageKey, string>);
    expect(notificationsOf(member, hindi).map((item) => item.id)).toEqual(notificationsOf(member, enT).map((item) => item.id));
    expect(notificationsOf(member, hindi)[0]?.title).toBe('एडमिन ने आपकी मुलाकात तय कर दी है');
  });

  it('shows an e-mail alone when a link has no name', () => {
    const [item] = notificationsOf({ role: 'volunteer', doc: volunteerDoc(requested('kamala@example.com', '')) }, enT);
    expect(item?.title).toBe('Your Senior: kamala@example.com');
  });
});

describe('visitPersonOf', () => {
  it('names the other side by first name with their phone; the volunteer also gets her address, needs and languages', () => {
    const hers = { ...assigned('kamala@example.com', 'Kamala Rao'), specialneeds: ' Walks slowly ', languages: ['Marathi'] };
    expect(visitPersonOf({ role: 'volunteer', doc: volunteerDoc(hers) })).toEqual({
      firstName: 'Kamala',
      role: 'senior',
      phone: '+91 98220 33333',
      address: '4 Shanti Niwas, Model Colony',
      needs: 'Walks slowly',
      languages: ['Marathi'],
    });
    expect(visitPersonOf({ role: 'volunteer', doc: volunteerDoc(assigned('kamala@example.com', 'Kamala Rao')) })).toMatchObject({
      needs: null,
      languages: [],
    });
    // His languages are on her card, not here.
    expect(
      visitPersonOf({ role: 'senior', doc: seniorDoc({ ...assigned('aditi@example.com', 'Aditi Sharma'), languages: ['Hindi'] }) }),
    ).toEqual({
      firstName: 'Aditi',
      role: 'volunteer',
      phone: '+91 98220 33333',
      address: null,
      needs: null,
      languages: [],
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
    const [item] = notificationsOf({ role: 'volunteer', doc: volunteerDoc(link as never) }, enT);
    expect(item?.at).toBeNull();
  });
});

describe('the rest of the figures', () => {
  it('counts skills for a volunteer and interests for a senior', () => {
    expect(skillsOffered({ role: 'volunteer', doc: volunteerDoc() })).toBe(3);
    expect(skillsOffered({ role: 'senior', doc: seniorDoc() })).toBe(2);
  });

  it('says hours as people do, in Hindi and Marathi too', () => {
    expect(enT('dashboard.hours', { hours: 1 })).toBe('1 hour');
    expect(enT('dashboard.hours', { hours: 2.5 })).toBe('2.5 hours');
  });

  it("dates and times a visit in the page's language", () => {
    const link = assigned('kamala@example.com', 'Kamala Rao');
    expect(visitOf(link, 'hi')).toMatchObject({
      dateText: 'मंगलवार, 14 मई 2030',
      startText: expect.stringMatching(/10:30/),
      endText: expect.stringMatching(/1:00/),
    });
    expect(visitOf(link, 'mr')?.dateText).toBe('मंगळवार, 14 मे, 2030');
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

describe('elapsedText', () => {
  const now = Date.UTC(2025, 0, 15, 12, 0, 0);
  const ago = (seconds: number) => elapsedText(enT, now - seconds * 1000, now);

  it.each([0, 1, 30, 59, 59.999])("is 'just now' at %d seconds", (seconds) => {
    expect(ago(seconds)).toBe('just now');
  });

  it.each([
    [60, '1 minute ago'],
    [61, '1 minute ago'],
    [119, '1 minute ago'],
    [120, '2 minutes ago'],
    [59 * 60 + 59, '59 minutes ago'],
    [3600, '1 hour ago'],
    [3660, '1 hour 1 minute ago'],
    [7200 + 180, '2 hours 3 minutes ago'],
    [86400, '1 day ago'],
    [86400 + 60, '1 day 1 minute ago'],
    [90061, '1 day 1 hour 1 minute ago'],
    [2 * 86400 + 3 * 3600 + 5 * 60 + 59, '2 days 3 hours 5 minutes ago'],
    [30 * 86400, '30 days ago'],
  ])('at %d seconds reads %j', (seconds, text) => {
    expect(ago(seconds)).toBe(text);
  });

  it("is never 'just now' from 60 seconds on, and always ends with ' ago'", () => {
    fc.assert(
      fc.property(fc.integer({ min: 60, max: 400 * 86400 }), (seconds) => {
        const text = ago(seconds);
        expect(text).not.toBe('just now');
        expect(text.endsWith(' ago')).toBe(true);
        expect(text).toMatch(/^(\d+ (day|hour|minute)s? )+ago$/);
      }),
    );
  });

  it('adds its parts back up to the whole minutes elapsed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 60, max: 400 * 86400 }), (seconds) => {
        const text = ago(seconds);
        let total = 0;
        for (const [, n, unit] of text.matchAll(/(\d+) (day|hour|minute)s?/g)) {
          const count = Number(n);
          expect(text).toContain(count === 1 ? `${count} ${unit} ` : `${count} ${unit}s `);
          total += count * (unit === 'day' ? 1440 : unit === 'hour' ? 60 : 1);
        }
        expect(total).toBe(Math.floor(seconds / 60));
      }),
    );
  });
});
