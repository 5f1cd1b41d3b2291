import { describe, expect, it } from 'vitest';
import { isAdminKey } from './admin-key.ts';

describe('isAdminKey', () => {
  const key = 'golden-hearts-local-admin';

  it('accepts exactly the key', () => {
    expect(isAdminKey(key, key)).toBe(true);
  });

  it.each([
    ['an empty key', ''],
    ['a prefix', key.slice(0, -1)],
    ['a longer key', `${key}x`],
    ['another case', key.toUpperCase()],
    ['surrounding spaces', ` ${key} `],
  ])('refuses %s', (_case, candidate) => {
    expect(isAdminKey(candidate, key)).toBe(false);
  });

  it('refuses everything when no key is configured', () => {
    expect(isAdminKey('', undefined)).toBe(false);
    expect(isAdminKey('anything', undefined)).toBe(false);
  });
});
