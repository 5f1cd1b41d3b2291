import { describe, expect, it } from 'vitest';
import { agoIn, dayIn, dayMonthIn, momentIn, numberIn, orListIn, rupeesIn, timeIn, visitDateIn } from './locale-format.ts';

describe('locale formats', () => {
  it('keeps the spec forms in English', () => {
    expect(visitDateIn('2026-03-14', 'en')).toBe('Saturday, 14 March 2026');
    expect(timeIn('14:30', 'en')).toBe('2:30 PM');
  });

  it('writes a visit day in Hindi and Marathi, with Latin digits', () => {
    expect(visitDateIn('2026-03-14', 'hi')).toBe('शनिवार, 14 मार्च 2026');
    expect(visitDateIn('2026-03-14', 'mr')).toBe('शनिवार, 14 मार्च, 2026');
  });

  it('writes a birth date in each language', () => {
    expect(dayIn('1942-09-30', 'en')).toBe('30 September 1942');
    expect(dayIn('1942-09-30', 'hi')).toBe('30 सितंबर 1942');
    expect(dayIn('1942-09-30', 'mr')).toBe('30 सप्टेंबर, 1942');
    expect(dayIn('1942-02-30', 'hi')).toBe('1942-02-30');
  });

  it('writes times on the 12-hour clock in every language', () => {
    // The part of the day in words, no Latin am or pm.
    expect(timeIn('14:30', 'hi')).toBe('दोपहर 2:30');
    expect(timeIn('00:05', 'hi')).toBe('रात 12:05');
    expect(timeIn('9:05', 'hi')).toBe('सुबह 9:05');
    expect(timeIn('17:45', 'hi')).toBe('शाम 5:45');
    // Marathi in the locative people say ('सकाळी', not CLDR's 'सकाळ'), noon included.
    expect(timeIn('14:30', 'mr')).toBe('दुपारी 2:30');
    expect(timeIn('00:05', 'mr')).toBe('रात्री 12:05');
    expect(timeIn('9:05', 'mr')).toBe('सकाळी 9:05');
    expect(timeIn('12:00', 'mr')).toBe('दुपारी 12:00');
    expect(timeIn('18:15', 'mr')).toBe('संध्याकाळी 6:15');
    expect(timeIn('04:30', 'mr')).toBe('पहाटे 4:30');
  });

  it('leaves what is not a date or a time unchanged, as English does', () => {
    expect(visitDateIn('2026-02-30', 'hi')).toBe('2026-02-30');
    expect(timeIn('25:00', 'mr')).toBe('25:00');
    expect(timeIn('soon', 'hi')).toBe('soon');
  });

  it('groups numbers and rupees the Indian way', () => {
    for (const lang of ['en', 'hi', 'mr'] as const) {
      expect(numberIn(1234567, lang)).toBe('12,34,567');
      expect(rupeesIn(150000, lang)).toBe('₹1,50,000');
    }
  });
  it('joins choices with each language\'s "or"', () => {
    expect(orListIn(['PDF', 'DOC', 'DOCX'], 'en')).toBe('PDF, DOC or DOCX');
    expect(orListIn(['PDF', 'DOC', 'DOCX'], 'hi')).toBe('PDF, DOC या DOCX');
    expect(orListIn(['PDF', 'DOC'], 'mr')).toBe('PDF किंवा DOC');
  });

  it('writes a moment in India as its day and 12-hour time', () => {
    const at = Date.UTC(2026, 2, 14, 10, 15);
    expect(momentIn(at, 'en')).toBe('14 March 2026, 3:45 PM');
    expect(momentIn(at, 'hi')).toBe('14 मार्च 2026, दोपहर 3:45');
    expect(momentIn(at, 'mr')).toBe('14 मार्च, 2026, दुपारी 3:45');
  });
});

describe('dayMonthIn', () => {
  it('is the day and month in India, in each language, with Latin digits', () => {
    // 24 December 2030, 20:00 UTC: already the 25th in India.
    const at = Date.UTC(2030, 11, 24, 20, 0);
    expect(dayMonthIn(at, 'en')).toBe('25 December');
    expect(dayMonthIn(at, 'hi')).toBe('25 दिसंबर');
    expect(dayMonthIn(at, 'mr')).toBe('25 डिसेंबर');
  });
});

describe('agoIn', () => {
  const now = Date.UTC(2026, 10, 26, 6, 0);
  const minutes = (n: number) => now - n * 60_000;
  it('says minutes, then hours, then days, in each language', () => {
    expect([0.5, 5, 59, 60, 47 * 60, 48 * 60, 4 * 24 * 60].map((n) => agoIn(minutes(n), now, 'en'))).toEqual([
      '1 minute ago',
      '5 minutes ago',
      '59 minutes ago',
      '1 hour ago',
      '47 hours ago',
      '2 days ago',
      '4 days ago',
    ]);
    expect(agoIn(minutes(5), now, 'hi')).toBe('5 मिनट पहले');
    expect(agoIn(minutes(3 * 60), now, 'mr')).toBe('3 तासांपूर्वी');
  });

  it('never says a time to come, even with a clock set back', () => {
    expect(agoIn(now + 10 * 60_000, now, 'en')).toBe('1 minute ago');
  });
});
