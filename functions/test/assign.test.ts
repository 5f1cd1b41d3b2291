/** POST /{key}/volunteer/assignTask: the admin turns a requested link into a visit, e-mailed to both. */
import { describe, expect, it } from 'vitest';
import { DAY_MS, VISIT_TIME_ZONE } from '@gh/common/constants';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { dateInZone } from '@gh/common/time';
import { api, mailbox } from '@gh/testkit/stack';
import { adminCall } from '@gh/testkit/applicant';
import { addMember, askMatches, matchEmails, readMember, requestedPair } from '@gh/testkit/members';

const inIndia = (ms: number) => dateInZone(ms, VISIT_TIME_ZONE.offsetMinutes);
/** 'HH:MM' in India at `ms`. */
const timeInIndia = (ms: number) => new Date(ms + VISIT_TIME_ZONE.offsetMinutes * 60_000).toISOString().slice(11, 16);

const assign = (body: Record<string, unknown>, key?: string) => adminCall('POST', '/volunteer/assignTask', body, key);

function visitOf(pair: Awaited<ReturnType<typeof requestedPair>>, change: Record<string, unknown> = {}) {
  return {
    vemail: pair.volunteer.email,
    semail: pair.senior.email,
    city: pair.city,
    task: 'Evening walk, then tea',
    date: inIndia(Date.now() + DAY_MS),
    startTime: '22:00',
    endTime: '01:30',
    ...change,
  };
}

/** The line `name` of an iCalendar text, unfolded. */
const icsField = (ics: string, name: string) => new RegExp(`^${name}[:;](.*)$`, 'm').exec(ics.replace(/\r\n /g, ''))?.[1]?.trim();

describe('assigning a visit', () => {
  it('turns both links into Assigned and e-mails both a calendar invitation', async () => {
    const pair = await requestedPair();
    const { reqTime } = (await readMember('volunteer', pair.volunteer.email)).senior!;
    const visit = visitOf(pair);

    const answer = await assign(visit);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json).toEqual({ message: SERVER_MESSAGES.taskAssigned, visits: [expect.stringMatching(/^[A-Za-z0-9]{20}$/)] });

    const [v, s] = await Promise.all([readMember('volunteer', pair.volunteer.email), readMember('senior', pair.senior.email)]);
    const details = {
      status: 'Assigned',
      reqTime,
      task: visit.task,
      date: visit.date,
      startTime: '22:00',
      endTime: '01:30',
      city: pair.city,
      assTime: expect.any(Number),
      visitId: (answer.json?.visits as string[])[0],
    };
    // Each now sees the other's phone, and the volunteer where the senior lives.
    expect(v.senior).toEqual({
      email: pair.senior.email,
      name: pair.senior.doc.name,
      ...details,
      phone: pair.senior.doc.phone,
      address: pair.senior.doc.address,
    });
    expect(s.volunteer).toEqual({
      email: pair.volunteer.email,
      name: pair.volunteer.doc.name,
      skills: pair.volunteer.doc.skills,
      languages: pair.volunteer.doc.languages,
      intro: '',
      photoId: '',
      checked: false,
      ...details,
      assTime: v.senior?.assTime,
      phone: pair.volunteer.doc.phone,
    });

    const compact = visit.date.replace(/-/g, '');
    for (const person of [pair.volunteer, pair.senior]) {
      const mail = await mailbox.waitFor(person.email, /visit/i);
      expect(mail.text).toContain('Evening walk, then tea');
      expect(mail.text).toContain('10:00 PM to 1:30 AM the next day (India time)');
      expect(mail.subject).toMatch(/^Your Golden Hearts visit on \w+day, \d{1,2} \w+ \d{4}$/);
      const ics = (await mailbox.attachment(mail, 'invite.ics')).toString('utf8');
      expect(icsField(ics, 'METHOD')).toBe('REQUEST');
      // 22:00 India time is 16:30 UTC the same day; 01:30 is the next day, 20:00 UTC.
      expect(icsField(ics, 'DTSTART')).toBe(`${compact}T163000Z`);
      expect(icsField(ics, 'DTEND')).toBe(`${compact}T200000Z`);
      expect(icsField(ics, 'SUMMARY')).toBe('Golden Hearts visit: Evening walk\\, then tea');
      expect(ics).toContain(`mailto:${pair.volunteer.email}`);
      expect(ics).toContain(`mailto:${pair.senior.email}`);
      const source = await mailbox.source(mail);
      expect(source).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    }

    // Still linked: neither comes back into anyone's matches.
    const other = await addMember('volunteer', { city: pair.city });
    expect(await askMatches('volunteer', other.email, other.token)).toMatchObject({ status: 200, json: { matches: [] } });
    expect(await matchEmails(pair.volunteer.email)).toEqual([]);
  });

  // A pair gets any number of visits, but one per date and start.
  it('assigns a date and start once: the same slot again is a 409 and sends nothing', async () => {
    const pair = await requestedPair();
    expect((await assign(visitOf(pair))).status).toBe(200);
    await mailbox.waitFor(pair.senior.email, /visit/i);
    expect(await assign(visitOf(pair, { task: 'Another' }))).toMatchObject({
      status: 409,
      json: { message: SERVER_MESSAGES.visitAlreadyAssigned },
    });
    expect((await readMember('senior', pair.senior.email)).volunteer?.task).toBe('Evening walk, then tea');
    expect(await mailbox.to(pair.senior.email)).toHaveLength(1);
  });

  it('needs a Requested link between exactly these two people', async () => {
    const pair = await requestedPair();
    const stranger = await addMember('senior', { city: pair.city });
    expect(await assign(visitOf(pair, { semail: stranger.email }))).toMatchObject({
      status: 409,
      json: { message: SERVER_MESSAGES.linkNotRequested },
    });
    expect(await assign(visitOf(pair, { vemail: 'nobody-here@example.com' }))).toMatchObject({
      status: 404,
      json: { message: SERVER_MESSAGES.volunteerNotFound },
    });
    expect((await readMember('senior', stranger.email)).volunteer).toBeNull();
    expect((await readMember('volunteer', pair.volunteer.email)).senior?.status).toBe('Requested');
  });
});

describe('what assignTask refuses', () => {
  it.each([
    [{ task: '' }, 'Task is required'],
    [{ city: undefined }, 'City is required'],
    [{ date: undefined }, 'Date is required'],
    [{ date: 'tomorrow' }, 'Date must look like YYYY-MM-DD'],
    [{ startTime: undefined }, 'Start time is required'],
    [{ endTime: '25:00' }, 'End time must look like HH:MM'],
    [{ endTime: '22:00' }, SERVER_MESSAGES.sameStartEnd],
    [{ vemail: 'not-an-email' }, 'Please enter a valid email address'],
  ])('%j: 400 %s, and nothing changes', async (change, message) => {
    const pair = await requestedPair();
    expect(await assign(visitOf(pair, change))).toMatchObject({ status: 400, json: { message } });
    expect((await readMember('volunteer', pair.volunteer.email)).senior?.status).toBe('Requested');
  });

  it.each(['\r\n', '\r', '\n'])('refuses a task with a line break (%j): nothing changes, nothing is mailed', async (lineBreak) => {
    const pair = await requestedPair();
    const task = `Tea${lineBreak}ATTENDEE:mailto:evil@example.org${lineBreak}URL:https://evil.example`;
    expect(await assign(visitOf(pair, { task }))).toMatchObject({
      status: 400,
      json: { message: 'Task must be one line, without line breaks or control characters' },
    });
    expect((await readMember('volunteer', pair.volunteer.email)).senior?.status).toBe('Requested');
    expect(await mailbox.to(pair.volunteer.email)).toEqual([]);
    expect(await mailbox.to(pair.senior.email)).toEqual([]);
  });

  it('refuses a date before today in India', async () => {
    const pair = await requestedPair();
    const yesterday = inIndia(Date.now() - DAY_MS);
    expect(await assign(visitOf(pair, { date: yesterday }))).toMatchObject({ status: 400, json: { message: SERVER_MESSAGES.datePast } });
    const soon = Date.now() + 5 * 60_000;
    expect(
      (await assign(visitOf(pair, { date: inIndia(soon), startTime: timeInIndia(soon), endTime: timeInIndia(soon + 60 * 60_000) }))).status,
    ).toBe(200);
  });

  it('refuses a start already past in India, even today: nothing stored, nothing mailed', async () => {
    const pair = await requestedPair();
    // "10 AM assigns 6 PM": an hour ago, today.
    const hourAgo = Date.now() - 60 * 60_000;
    const past = { date: inIndia(hourAgo), startTime: timeInIndia(hourAgo), endTime: timeInIndia(hourAgo + 30 * 60_000) };
    const code = past.date === inIndia(Date.now()) ? 'visitStartPast' : 'invalidInput';
    expect(await assign(visitOf(pair, past))).toMatchObject({ status: 400, json: { code } });
    expect((await readMember('volunteer', pair.volunteer.email)).senior?.status).toBe('Requested');
    expect(await mailbox.to(pair.senior.email)).toEqual([]);
  });

  it.each([
    ['19:00', '18:00'],
    ['09:00', '17:01'],
    ['23:00', '07:30'],
  ])('refuses %s to %s, over 8 hours: 400 visitTooLong, nothing stored', async (startTime, endTime) => {
    const pair = await requestedPair();
    expect(await assign(visitOf(pair, { startTime, endTime, repeatWeeks: 3 }))).toMatchObject({
      status: 400,
      json: { code: 'visitTooLong', message: SERVER_MESSAGES.visitTooLong },
    });
    expect((await readMember('volunteer', pair.volunteer.email)).senior?.status).toBe('Requested');
    expect(await mailbox.to(pair.volunteer.email)).toEqual([]);
  });

  it.each([
    ['22:00', '01:00'],
    ['09:00', '17:00'],
    ['20:00', '04:00'],
  ])('takes %s to %s: at most 8 hours, over midnight or not', async (startTime, endTime) => {
    const pair = await requestedPair();
    expect((await assign(visitOf(pair, { startTime, endTime }))).status).toBe(200);
  });

  it('is a 401 with a wrong key or none', async () => {
    const pair = await requestedPair();
    expect(await assign(visitOf(pair), 'wrong-key')).toMatchObject({ status: 401, json: { message: SERVER_MESSAGES.invalidAdminKey } });
    expect(await api('POST', '//volunteer/assignTask', visitOf(pair))).toMatchObject({
      status: 401,
      json: { message: SERVER_MESSAGES.invalidAdminKey },
    });
    expect((await readMember('volunteer', pair.volunteer.email)).senior?.status).toBe('Requested');
  });
});
