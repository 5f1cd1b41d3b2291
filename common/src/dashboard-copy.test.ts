import { describe, expect, it } from 'vitest';
import { todayStartInIndia } from './dashboard-copy.ts';

describe('todayStartInIndia', () => {
  it('parts the visit lists at the start of today in India', () => {
    // 14 May 2030, 00:10 in India is 13 May 18:40 UTC: today began at 13 May 18:30 UTC.
    expect(todayStartInIndia(Date.UTC(2030, 4, 13, 18, 40))).toBe(Date.UTC(2030, 4, 13, 18, 30));
    expect(todayStartInIndia(Date.UTC(2030, 4, 13, 18, 20))).toBe(Date.UTC(2030, 4, 12, 18, 30));
  });
});
