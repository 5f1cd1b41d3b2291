import { describe, expect, it } from 'vitest';
import { cutOff, keptForText } from './cut-offs.ts';

const at = (iso: string) => Date.parse(iso);

describe('cutOff', () => {
  it('is now for what is kept until its own expiry', () => {
    expect(cutOff({ until: 'expiry' }, at('2027-05-13T10:00:00Z'))).toBe(at('2027-05-13T10:00:00Z'));
  });

  it('counts days back to the millisecond', () => {
    expect(cutOff({ days: 90 }, at('2027-05-13T10:00:00.123Z'))).toBe(at('2027-02-12T10:00:00.123Z'));
    expect(cutOff({ days: 30 }, at('2027-03-01T00:00:00Z'))).toBe(at('2027-01-30T00:00:00Z'));
  });

  it('takes a year as the same day a year before, across a leap day', () => {
    expect(cutOff({ years: 1 }, at('2027-05-13T10:00:00Z'))).toBe(at('2026-05-13T10:00:00Z'));
    expect(cutOff({ years: 1 }, at('2029-03-01T00:00:00Z'))).toBe(at('2028-03-01T00:00:00Z'));
    expect(cutOff({ years: 1 }, at('2028-02-29T12:00:00Z'))).toBe(at('2027-02-28T12:00:00Z'));
    expect(cutOff({ years: 4 }, at('2028-02-29T12:00:00Z'))).toBe(at('2024-02-29T12:00:00Z'));
    expect(cutOff({ years: 1 }, at('2027-01-01T00:00:00Z'))).toBe(at('2026-01-01T00:00:00Z'));
  });

  it('keeps a year at least 365 days, 366 across a leap day', () => {
    for (let day = 0; day < 4 * 366; day += 7) {
      const now = at('2026-01-01T06:00:00Z') + day * 86_400_000;
      const kept = (now - cutOff({ years: 1 }, now)) / 86_400_000;
      expect(kept).toBeGreaterThanOrEqual(365);
      expect(kept).toBeLessThanOrEqual(366);
    }
  });

  it('is said in words', () => {
    expect([{ until: 'expiry' } as const, { days: 90 }, { years: 1 }].map(keptForText)).toEqual(['until it expires', '90 days', 'a year']);
  });
});
