import { describe, expect, it } from 'vitest';
import { looksLikeIdNumber } from './identity-check.ts';

describe('looksLikeIdNumber', () => {
  it.each([
    '1234 5678 9012',
    '123456789012',
    'ends 9012',
    '12-34',
    'ABCDE1234F',
    'pan abcde1234f',
    'K1234567',
    'ABC1234567',
    'MH14 20110012345',
  ])('refuses %j', (text) => {
    expect(looksLikeIdNumber(text)).toBe(true);
  });

  it.each(['', 'Met at the Kothrud centre', 'Seen on a video call, photo matched', 'Flat 12, 2nd floor', 'Aadhaar card, the original'])(
    'lets %j through',
    (text) => {
      expect(looksLikeIdNumber(text)).toBe(false);
    },
  );

  it('reads a long text in one pass', () => {
    const started = Date.now();
    expect(looksLikeIdNumber('x'.repeat(1_000_000))).toBe(false);
    expect(looksLikeIdNumber(`${'ab1 '.repeat(250_000)}`)).toBe(false);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
