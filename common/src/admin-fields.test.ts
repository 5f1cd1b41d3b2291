import { describe, expect, it } from 'vitest';
import {
  SEARCH_KEY_MAX,
  foldSearch,
  isSearchFieldName,
  linkFields,
  matchesSearch,
  personSearchable,
  searchKeys,
  searchKeysFor,
  searchMap,
} from './admin-fields.ts';

/** Whether a person with these keys is found by what was typed: a key in common, then the check in full. */
const finds = (keys: readonly string[], typed: string) => searchKeysFor(typed).some((key) => keys.includes(key));

describe('searchKeys', () => {
  const aditi = { name: '  Aditi   SHARMA ', email: 'Aditi.Sharma@Example.com' };
  const keys = searchKeys(aditi);

  it('holds every folded prefix of the whole name, of each word and of the e-mail', () => {
    for (const typed of ['a', 'adi', 'aditi s', 'aditi sharma', 'sh', 'sharma', 'aditi.', 'aditi.sharma@ex'])
      expect(finds(keys, typed)).toBe(true);
    expect(finds(keys, 'arma')).toBe(false);
    expect(finds(keys, 'example')).toBe(false);
  });

  it('has each key once and none longer than SEARCH_KEY_MAX and its mark', () => {
    expect(new Set(keys).size).toBe(keys.length);
    const long = searchKeys({ name: 'Venkataraghavan Subramaniam Iyer', email: 'venkataraghavan.subramaniam.iyer@example.co.in' });
    expect(Math.max(...long.map((key) => key.replace(/^[~#]/, '').length))).toBe(SEARCH_KEY_MAX);
  });

  it('folds case and Unicode forms, and keeps Devanagari names searchable', () => {
    expect(foldSearch('ＡＤＩＴＩ')).toBe('aditi');
    expect(finds(searchKeys({ name: 'अदिति शर्मा', email: 'a@x.co' }), 'शर्')).toBe(true);
  });

  it('finds a name by how it sounds, in either script', () => {
    const sushila = searchKeys({ name: 'सुशीला कुलकर्णी', email: 's@x.co' });
    for (const typed of ['Kulkarni', 'kulk', 'Sushila', 'sushila kulkarni', 'कुलकर्णी']) expect(finds(sushila, typed)).toBe(true);
    expect(finds(searchKeys({ name: 'Vasant Joshi', email: 'v@x.co' }), 'जोशी')).toBe(true);
    expect(finds(sushila, 'Joshi')).toBe(false);
  });

  it('finds a person by any of their phones, however it is written, from three digits on', () => {
    const person = personSearchable({
      name: 'Kamala Rao',
      email: 'k@x.co',
      phone: '+91 98234 56789',
      emergencycontact: {
        emergencyContactName: 'Anil',
        emergencyContactPhone: '020-2612 3456',
        emergencyContactRelation: 'Son',
      },
    });
    const stored = searchKeys(person);
    for (const typed of ['98234', '+91 98234 56789', '09823456789', '982-34', '9823456789', '+919823456789', '2026123456']) {
      expect(finds(stored, typed)).toBe(true);
      expect(matchesSearch(typed, person)).toBe(true);
    }
    expect(finds(stored, '98')).toBe(false);
    expect(finds(stored, '56789')).toBe(false);
  });
});

describe('searchMap', () => {
  it('stores each search key as a field of the map, set to true', () => {
    const person = { name: 'Aditi Sharma', email: 'aditi.s@example.com', phones: ['+91 98220 11111'] };
    const stored = searchMap(person);
    expect(Object.keys(stored)).toEqual(searchKeys(person));
    expect(new Set(Object.values(stored))).toEqual(new Set([true]));
    for (const key of ['aditi s', 'aditi.s@', '#98220', ...searchKeysFor('Aditi')]) expect(stored[key]).toBe(true);
  });

  it('never holds or looks up a key that cannot be a Firestore field name', () => {
    expect(isSearchFieldName('aditi.s@ex')).toBe(true);
    expect(isSearchFieldName('~atiti sarma')).toBe(true);
    expect(isSearchFieldName('__name__')).toBe(false);
    expect(isSearchFieldName('')).toBe(false);
    expect(isSearchFieldName('\ud83d')).toBe(false);
    expect(isSearchFieldName('x'.repeat(1_494))).toBe(false);
    // A reserved name as typed, and a prefix cut inside an emoji's surrogate pair.
    const odd = { name: `__init__ ${'a'.repeat(SEARCH_KEY_MAX - 1)}\u{1F600}`, email: '__x__@example.com' };
    const keys = searchKeys(odd);
    expect(keys.every(isSearchFieldName)).toBe(true);
    expect(keys).not.toContain('__init__');
    expect(keys).not.toContain('__x__');
    expect(keys).toContain('__init');
    expect(searchKeysFor('__init__').every(isSearchFieldName)).toBe(true);
    expect(searchKeysFor('__init__')).not.toContain('__init__');
  });
});

describe('searchKeysFor and matchesSearch', () => {
  it('look up nothing for blank input, and cut a long query to a stored key, then check it in full', () => {
    expect(searchKeysFor('   ')).toEqual([]);
    const email = 'venkataraghavan.subramaniam.iyer@example.co.in';
    expect(searchKeysFor(email)[0]).toBe(email.slice(0, SEARCH_KEY_MAX));
    const iyer = { name: 'V S Iyer', email };
    expect(matchesSearch(email, iyer)).toBe(true);
    expect(matchesSearch(`${email.slice(0, SEARCH_KEY_MAX)}x`, iyer)).toBe(false);
    expect(matchesSearch('iyer', iyer)).toBe(true);
    expect(matchesSearch('Kulkarni', { name: 'सुशीला कुलकर्णी', email: 's@x.co' })).toBe(true);
    expect(matchesSearch('Kulkarni', { name: 'Sushila Karnik', email: 's@x.co' })).toBe(false);
  });
});

describe('linkFields', () => {
  it('follows the link: its status and the time it took it', () => {
    expect(linkFields(null)).toEqual({ linkStatus: null, linkAt: null });
    expect(linkFields({ email: 's@x.co', name: 'S', status: 'Requested', reqTime: 5 })).toEqual({ linkStatus: 'Requested', linkAt: 5 });
    expect(linkFields({ email: 's@x.co', name: 'S', status: 'Assigned', reqTime: 5, assTime: 9 })).toEqual({
      linkStatus: 'Assigned',
      linkAt: 9,
    });
  });
});
