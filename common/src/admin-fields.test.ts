import { describe, expect, it } from 'vitest';
import { SEARCH_KEY_MAX, foldSearch, linkFields, matchesSearch, searchKeyFor, searchKeys } from './admin-fields.ts';

describe('searchKeys', () => {
  const keys = searchKeys('  Aditi   SHARMA ', 'Aditi.Sharma@Example.com');

  it('holds every folded prefix of the whole name, of each word and of the e-mail', () => {
    for (const typed of ['a', 'adi', 'aditi s', 'aditi sharma', 'sh', 'sharma', 'aditi.', 'aditi.sharma@ex']) {
      expect(keys).toContain(searchKeyFor(typed));
    }
    expect(keys).not.toContain('arma');
    expect(keys).not.toContain('example');
  });

  it('has each key once and none longer than SEARCH_KEY_MAX', () => {
    expect(new Set(keys).size).toBe(keys.length);
    const long = searchKeys('Venkataraghavan Subramaniam Iyer', 'venkataraghavan.subramaniam.iyer@example.co.in');
    expect(Math.max(...long.map((key) => key.length))).toBe(SEARCH_KEY_MAX);
  });

  it('folds case and Unicode forms, and keeps Devanagari names searchable', () => {
    expect(foldSearch('ＡＤＩＴＩ')).toBe('aditi');
    expect(searchKeys('अदिति शर्मा', 'a@x.co')).toContain(searchKeyFor('शर्'));
  });
});

describe('searchKeyFor and matchesSearch', () => {
  it('look up nothing for blank input, and cut a long query to a stored key, then check it in full', () => {
    expect(searchKeyFor('   ')).toBeNull();
    const email = 'venkataraghavan.subramaniam.iyer@example.co.in';
    expect(searchKeyFor(email)).toBe(email.slice(0, SEARCH_KEY_MAX));
    expect(matchesSearch(email, 'V S Iyer', email)).toBe(true);
    expect(matchesSearch(`${email.slice(0, SEARCH_KEY_MAX)}x`, 'V S Iyer', email)).toBe(false);
    expect(matchesSearch('iyer', 'V S Iyer', email)).toBe(true);
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
