import { describe, expect, it } from 'vitest';
import { isPersonName } from './person-name.ts';

/**
 * A pass over these inputs takes about 0.1 s; a quadratic one, tens of seconds or more. The bound is
 * far above the first, so a slow or busy machine does not fail it, and far below the second.
 */
const ONE_PASS_MS = 5_000;

describe('isPersonName', () => {
  it.each([
    'https://pension-kyc-update.example/verify Kumar',
    'hxxps://evil',
    'file:\\\\share',
    'Ravi pension-kyc.in',
    'www.pension-help.in',
    'PENSION.GOV.IN',
    'Ravi at ravi.kumar@gmail.com',
    'Ravi@home',
    '@ravi',
    '<b>Ravi</b>',
    '<a href=x>Ravi</a>',
    'Ravi &lt;script',
    'Ravi &#60;',
    'रवि पेंशन.भारत',
    'ravi.xn--h2brj9c',
    'ｐｅｎｓｉｏｎ．ｃｏｍ Ravi',
    'Ravi pension。com',
    'Ravi pension｡com',
    'Ravi ＠ home',
    'Ravi ﹫ home',
    'Ravi ＜b＞',
    'Dr.Sharma',
    'pension_kyc.in',
  ])('refuses %j', (name) => {
    expect(isPersonName(name)).toBe(false);
  });

  it.each([
    'Kamala Rao',
    'R. K. Laxman',
    'A.P.J. Abdul Kalam',
    'Dr. Sunita Deshpande',
    "Mary-Ann D'Souza",
    'कमला राव',
    'सौ. शांता जोशी',
    'डॉ. सुनीता देशपांडे',
    'Ramesh S/O Suresh',
    'K. Ravi (Raju)',
    'Anil & Sunita',
    'Ravi 2nd',
    'ராஜா',
    'রবি ঠাকুর',
    'M.S. Dhoni',
  ])('takes %j', (name) => {
    expect(isPersonName(name)).toBe(true);
  });

  it('reads a long name in one pass', () => {
    const started = Date.now();
    expect(isPersonName('a'.repeat(100_000))).toBe(true);
    expect(isPersonName(`${'ab.'.repeat(30_000)}`)).toBe(false);
    expect(isPersonName(`${'a '.repeat(50_000)}`)).toBe(true);
    expect(Date.now() - started).toBeLessThan(ONE_PASS_MS);
  });
});
