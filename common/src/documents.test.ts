import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cityKey, firstName } from './documents.ts';

describe('cityKey', () => {
  it.each([
    ['Pune', 'pune'],
    ['  Pune  ', 'pune'],
    ['PUNE', 'pune'],
    ['New   Delhi', 'new delhi'],
    ['\tNew \n Delhi\t', 'new delhi'],
    ['navi mumbai', 'navi mumbai'],
    ['', ''],
    ['   ', ''],
  ])('%j is %j', (city, key) => {
    expect(cityKey(city)).toBe(key);
  });

  it('gives the same key to spellings that differ only in case and spacing', () => {
    expect(cityKey(' new delhi')).toBe(cityKey('New  Delhi '));
  });

  it('keeps cities that differ in letters apart', () => {
    expect(cityKey('Pune')).not.toBe(cityKey('Puna'));
  });

  const spaced = fc
    .array(fc.oneof(fc.constantFrom(' ', '  ', '\t', '\n', '\u00a0', '\u2003'), fc.string({ unit: 'binary' })))
    .map((parts) => parts.join(''));

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.oneof(spaced, fc.string({ unit: 'binary' })), (city) => {
        expect(cityKey(cityKey(city))).toBe(cityKey(city));
      }),
    );
  });

  it('never has outer whitespace, runs of whitespace or upper-case letters', () => {
    fc.assert(
      fc.property(spaced, (city) => {
        const key = cityKey(city);
        expect(key).toBe(key.trim());
        expect(key).not.toMatch(/\s\s/);
        expect(key).toBe(key.toLowerCase());
      }),
    );
  });
});

describe('firstName', () => {
  it.each([
    ['Kamala Devi', 'Kamala'],
    ['  Aditi   Sharma ', 'Aditi'],
    ['Ramesh', 'Ramesh'],
    ['', ''],
  ])('%j is %j', (name, first) => {
    expect(firstName(name)).toBe(first);
  });
});
