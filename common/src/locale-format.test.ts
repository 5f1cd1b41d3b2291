import { describe, expect, it } from 'vitest';
import { numberIn, orListIn, rupeesIn, timeIn, visitDateIn } from './locale-format.ts';

describe('locale formats', () => {
  it('keeps the spec forms in English', () => {
    expect(visitDateIn('2026-03-14', 'en')).toBe('Saturday, 14 March 2026');
    expect(timeIn('14:30', 'en')).toBe('2:30 PM');
  });

  it('writes a visit day in Hindi and Marathi, with Latin digits', () => {
    expect(visitDateIn('2026-03-14', 'hi')).toBe('शनिवार, 14 मार्च 2026');
    expect(visitDateIn('2026-03-14', 'mr')).toBe('शनिवार, 14 मार्च, 2026');
  });

  it('writes times on the 12-hour clock in every language', () => {
    for (const lang of ['hi', 'mr'] as const) {
      expect(timeIn('14:30', lang)).toBe(lang === 'hi' ? 'दोपहर 2:30' : 'दुपार 2:30');
      expect(timeIn('00:05', lang)).toBe(lang === 'hi' ? 'रात 12:05' : 'रात्र 12:05');
      expect(timeIn('10:00', lang)).not.toMatch(/[A-Za-z]/);
      expect(timeIn('9:05', lang)).toMatch(/ 9:05$/);
    }
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
});
