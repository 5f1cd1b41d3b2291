import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, isEmailAddress } from './patterns.ts';

/** The spec's sign-in rule (section 5): local part, @, domain, a TLD of at least two letters. */
const SPEC_SHAPE = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

describe('isEmailAddress', () => {
  it.each([
    'a@b.co',
    'first.last@example.com',
    'x+tag@mail.example.org',
    'A@B.IN',
    'a@b-c.de',
    "o'brien@example.ie",
    'user@xn--bcher-kva.example',
  ])('accepts %s', (email) => {
    expect(isEmailAddress(email)).toBe(true);
  });

  it.each([
    'a,b@example.org',
    'a;b@example.org',
    'x/y@example.org',
    'x/y/z@example.org',
    '"a"@example.org',
    '"a,b"@example.org',
    '<a@example.org>',
    'Asha <a@example.org>',
    'a@example.org\r\nBcc: b@example.org',
    'a@example.org\r',
    'a\n@example.org',
    'a\t@example.org',
    'a b@example.org',
    'a\u0000@example.org',
    'a\\b@example.org',
    '.a@example.org',
    'a.@example.org',
    'a..b@example.org',
    'a@-example.org',
    'a@example-.org',
    'a@example..org',
    'a@example.c0m',
    'a@example.c',
    'a@example',
    'ré@example.org',
    'a@exämple.org',
    'a@example.org.',
    ' a@example.org',
    'a@b@example.org',
    'a@[127.0.0.1]',
  ])('refuses %j', (email) => {
    expect(isEmailAddress(email)).toBe(false);
  });

  it('caps the length at 254 and the local part at 64', () => {
    const domain = `${'d'.repeat(60)}.${'e'.repeat(60)}.${'f'.repeat(60)}.${'g'.repeat(20)}.org`;
    const at254 = `${'a'.repeat(EMAIL_MAX_LENGTH - domain.length - 1)}@${domain}`;
    expect(at254).toHaveLength(254);
    expect(isEmailAddress(at254)).toBe(true);
    expect(isEmailAddress(`a${at254}`)).toBe(false);
    expect(isEmailAddress(`${'a'.repeat(64)}@example.org`)).toBe(true);
    expect(isEmailAddress(`${'a'.repeat(65)}@example.org`)).toBe(false);
    expect(isEmailAddress(`a@${'b'.repeat(64)}.org`)).toBe(false);
  });

  it('accepts only what the spec’s sign-in rule accepts, and never a list, path, quote or control', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), fc.string({ maxLength: 20 }), (local, domain) => {
        for (const email of [`${local}@${domain}.org`, `${local}@example.org`, local]) {
          if (!isEmailAddress(email)) continue;
          expect(email).toMatch(SPEC_SHAPE);
          expect(email).not.toMatch(/[\s,;"<>()[\]\\/:\p{Cc}]|[^\x20-\x7e]/u);
          expect(email.split('@')).toHaveLength(2);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses any address with a forbidden character put anywhere in it', () => {
    const forbidden = fc.constantFrom(',', ';', '/', '"', '<', '>', ' ', '\r', '\n', '\t', '\u0000', '\u007f', '\\', 'é', '\u202e');
    fc.assert(
      fc.property(fc.nat(), forbidden, (at, bad) => {
        const good = 'asha.rao@example.org';
        const i = at % (good.length + 1);
        expect(isEmailAddress(`${good.slice(0, i)}${bad}${good.slice(i)}`)).toBe(false);
      }),
    );
  });
});
