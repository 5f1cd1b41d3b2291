import { afterEach, describe, expect, it } from 'vitest';
import { USER_COOKIE } from '@gh/common/constants';
import { SIGNED_IN_MARK_SCRIPT } from './signedInMark';

const html = document.documentElement;
const runMark = () => new Function(SIGNED_IN_MARK_SCRIPT)();
const setUserCookie = (value: string) => (document.cookie = `${USER_COOKIE}=${value}; path=/`);

afterEach(() => {
  document.cookie = `${USER_COOKIE}=; path=/; max-age=0`;
  html.removeAttribute('data-signed-in');
});

describe('the signed-in mark script', () => {
  it('marks <html> when the user cookie holds a session, as session.ts would read it', () => {
    setUserCookie(encodeURIComponent(JSON.stringify({ email: 'kamala@example.com', interests: ['Music'] })));
    runMark();
    expect(html.hasAttribute('data-signed-in')).toBe(true);
  });

  it.each([
    ['no cookie', null],
    ['an empty cookie', ''],
    ['a cookie that is not JSON', 'not-json'],
    ['JSON without an e-mail', encodeURIComponent('{"name":"x"}')],
  ])('leaves <html> alone with %s, without throwing', (_case, value) => {
    if (value !== null) setUserCookie(value);
    expect(runMark).not.toThrow();
    expect(html.hasAttribute('data-signed-in')).toBe(false);
  });
});
