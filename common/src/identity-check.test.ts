import { describe, expect, it } from 'vitest';
import { looksLikeIdNumber } from './identity-check.ts';

/**
 * A pass over these inputs takes about 0.1 s; a quadratic one, tens of seconds or more. The bound is
 * far above the first, so a slow or busy machine does not fail it, and far below the second.
 */
const ONE_PASS_MS = 5_000;

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
    // Every script's decimal digits, and full-width forms.
    'Aadhaar २३४५ ६७८९ ०१२३',
    '२३४५',
    'নং ২৩৪৫',
    '٢٣٤٥',
    '௨௩௪௫',
    '２３４５ ６７８９',
    'ＡＢＣＤＥ１２３４Ｆ',
    'एबीसीडी१२३४',
    // Any run of separators between digit groups is one number.
    '23/45/67/89/01/23',
    '23 / 45',
    'no. 23 -- 45',
    '2.3.4.5',
    '23\t45',
    '2 , 3 , 4 , 5',
    '12_34',
    '(12) 34',
  ])('refuses %j', (text) => {
    expect(looksLikeIdNumber(text)).toBe(true);
  });

  it.each([
    '',
    'Met at the Kothrud centre',
    'Seen on a video call, photo matched',
    'Flat 12, 2nd floor',
    'Aadhaar card, the original',
    'आधार कार्ड पाहिले, मूळ प्रत',
    'seen on 3rd, then 4th',
  ])('lets %j through', (text) => {
    expect(looksLikeIdNumber(text)).toBe(false);
  });

  it('reads a long text in one pass', () => {
    const started = Date.now();
    expect(looksLikeIdNumber('x'.repeat(1_000_000))).toBe(false);
    expect(looksLikeIdNumber(`${'ab1 '.repeat(250_000)}`)).toBe(false);
    expect(Date.now() - started).toBeLessThan(ONE_PASS_MS);
  });

  it('reads a long run of separators in one pass', () => {
    const started = Date.now();
    expect(looksLikeIdNumber(`1${' / '.repeat(300_000)}2 a`)).toBe(false);
    expect(Date.now() - started).toBeLessThan(ONE_PASS_MS);
  });
});
