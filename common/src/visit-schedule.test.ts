/** The visit helpers of time.ts and the assignment and profile schemas. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from './messages.ts';
import { firstIssue, seniorProfileSchema, visitAssignmentSchema, volunteerProfileSchema } from './schemas.ts';
import { dateInZone, hoursVolunteered, isCalendarDate, visitSpan } from './time.ts';

const IST = 330;

describe('dateInZone', () => {
  it('is already tomorrow in India when it is evening in UTC', () => {
    const at = Date.UTC(2026, 0, 31, 19, 0);
    expect(dateInZone(at, 0)).toBe('2026-01-31');
    expect(dateInZone(at, IST)).toBe('2026-02-01');
  });
});

describe('isCalendarDate', () => {
  it.each(['2026-01-31', '2028-02-29'])('accepts %s', (date) => expect(isCalendarDate(date)).toBe(true));
  it.each(['2026-02-29', '2026-13-01', '2026-00-10', '2026-1-1', 'soon', ''])('refuses %j', (date) =>
    expect(isCalendarDate(date)).toBe(false),
  );
});

describe('visitSpan', () => {
  it('is as long as hoursVolunteered says, over midnight too', () => {
    const time = fc
      .record({ h: fc.integer({ min: 0, max: 23 }), m: fc.integer({ min: 0, max: 59 }) })
      .map(({ h, m }) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
    fc.assert(
      fc.property(time, time, (start, end) => {
        fc.pre(start !== end);
        const span = visitSpan('2026-06-30', start, end, IST);
        expect((span.end - span.start) / 3_600_000).toBeCloseTo(hoursVolunteered(start, end), 1);
        expect(span.start).toBe(Date.parse(`2026-06-30T${start}:00+05:30`));
      }),
    );
  });
});

describe('visitAssignmentSchema', () => {
  const now = () => Date.UTC(2026, 4, 10, 20, 0); // 11 May 2026, 01:30 in India
  const visit = {
    vemail: 'Aditi@Example.com',
    semail: 'kamala@example.com',
    city: 'Pune',
    task: 'Read together',
    date: '2026-05-11',
    startTime: '22:00',
    endTime: '01:00',
  };
  const problem = (input: object) => {
    const result = visitAssignmentSchema(now).safeParse(input);
    return result.success ? null : firstIssue(result.error);
  };

  it('accepts today in India, even while it is still yesterday in UTC', () => {
    expect(problem(visit)).toBeNull();
    expect(visitAssignmentSchema(now).parse(visit).vemail).toBe('aditi@example.com');
  });

  it.each([
    [{ date: '2026-05-10' }, SERVER_MESSAGES.datePast],
    [{ date: '2026-02-30' }, 'Date must be a real date (YYYY-MM-DD)'],
    [{ date: '11/05/2026' }, 'Date must look like YYYY-MM-DD'],
    [{ startTime: '9:00' }, 'Start time must look like HH:MM'],
    [{ endTime: '22:00' }, SERVER_MESSAGES.sameStartEnd],
    [{ task: '  ' }, 'Task is required'],
    [{ city: undefined }, 'City is required'],
    [{ semail: 'nobody' }, 'Please enter a valid email address'],
    // Today, but the start (01:00 in India) has passed already.
    [{ startTime: '01:00', endTime: '02:00' }, SERVER_MESSAGES.visitStartPast],
    [{ date: '2026-05-12', startTime: '19:00', endTime: '18:00' }, SERVER_MESSAGES.visitTooLong],
    [{ date: '2026-05-12', startTime: '09:00', endTime: '17:01' }, SERVER_MESSAGES.visitTooLong],
  ])('refuses %j: %s', (change, message) => {
    expect(problem({ ...visit, ...change })).toBe(message);
  });

  it('names the code of a past start and of a visit too long, on the field to change', () => {
    const issue = (change: object) => {
      const result = visitAssignmentSchema(now).safeParse({ ...visit, ...change });
      return result.success ? null : result.error.issues[0];
    };
    expect(issue({ startTime: '01:29', endTime: '02:00' })).toMatchObject({ path: ['startTime'], params: { code: 'visitStartPast' } });
    expect(issue({ startTime: '01:30', endTime: '02:00' })).toBeNull();
    expect(issue({ startTime: '22:00', endTime: '06:01' })).toMatchObject({ path: ['endTime'], params: { code: 'visitTooLong' } });
    expect(issue({ startTime: '22:00', endTime: '06:00' })).toBeNull();
  });
});

describe('profile schemas', () => {
  const common = {
    name: 'Aditi Sharma',
    address: '12 Lane 5',
    city: 'Pune',
    state: 'Maharashtra',
    zipcode: '411001',
    ename: 'Sunita Sharma',
    ephone: '+91 98220 22222',
    erelation: 'Mother',
  };

  it('reads a volunteer profile with optional texts defaulting to empty', () => {
    expect(volunteerProfileSchema.parse({ ...common, skills: ['Music'] })).toMatchObject({
      skills: ['Music'],
      hobbies: '',
      certification: '',
      experience: '',
    });
  });

  it('reads a senior profile', () => {
    expect(seniorProfileSchema.parse({ ...common, interests: ['Gardening'] })).toMatchObject({
      interests: ['Gardening'],
      specialneeds: '',
    });
  });

  it.each([
    [{ ename: '' }, 'Emergency contact name is required'],
    [{ city: ' ' }, 'City is required'],
    [{ skills: ['Juggling'] }, 'Skills: please choose from Reading, Music, Arts & Crafts, Games, Exercise, Cooking, Languages, Technology'],
  ])('refuses %j', (change, message) => {
    const result = volunteerProfileSchema.safeParse({ ...common, ...change });
    expect(result.success ? null : firstIssue(result.error)).toBe(message);
  });
});
