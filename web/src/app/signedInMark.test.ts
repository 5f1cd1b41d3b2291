import { afterEach, describe, expect, it } from 'vitest';
import { USER_COOKIE } from '@gh/common/constants';
import { readUser, userInCookies } from '../lib/session';
import { SIGNED_IN_MARK_SCRIPT } from './signedInMark';

const html = document.documentElement;
// new Function runs in the global scope, as the inline script does: a helper that used a name
// from its module would throw there, and the mark would never be set.
const runMark = () => new Function(SIGNED_IN_MARK_SCRIPT)();
const setUserCookie = (value: string) => (document.cookie = `${USER_COOKIE}=${value}; path=/`);

afterEach(() => {
  document.cookie = `${USER_COOKIE}=; path=/; max-age=0`;
  document.cookie = 'other=; path=/; max-age=0';
  html.removeAttribute('data-signed-in');
});

describe('the signed-in mark script', () => {
  it("is session.ts's own userInCookies, not a copy of it", () => {
    expect(SIGNED_IN_MARK_SCRIPT).toContain(userInCookies.toString());
  });

  it('marks <html> when the user cookie holds a session, as session.ts reads it', () => {
    document.cookie = 'other=1; path=/';
    setUserCookie(encodeURIComponent(JSON.stringify({ email: 'kamala@example.com', interests: ['Music'] })));
    runMark();
    expect(readUser()).not.toBeNull();
    expect(html.hasAttribute('data-signed-in')).toBe(true);
  });

  it.each([
    ['no cookie', null],
    ['an empty cookie', ''],
    ['a cookie that is not JSON', 'not-json'],
    ['JSON null', 'null'],
    ['JSON without an e-mail', encodeURIComponent('{"name":"x"}')],
    ['an e-mail that is not a string', encodeURIComponent('{"email":1}')],
    ['a broken escape', '%E0%A4%A'],
  ])('leaves <html> alone with %s, without throwing, as session.ts does', (_case, value) => {
    if (value !== null) setUserCookie(value);
    expect(runMark).not.toThrow();
    expect(readUser()).toBeNull();
    expect(html.hasAttribute('data-signed-in')).toBe(false);
  });
});
