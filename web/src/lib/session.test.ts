import { afterEach, describe, expect, it } from 'vitest';
import { clearAdminKey, clearUser, readAdminKey, readUser, writeAdminKey, writeUser } from './session';

afterEach(() => {
  clearUser();
  clearAdminKey();
});

describe('session', () => {
  it('keeps the user as JSON in the user cookie', () => {
    expect(readUser()).toBeNull();
    writeUser({ email: 'ada@example.com', skills: ['Reading'] });
    expect(document.cookie).toContain('user=');
    expect(readUser()).toEqual({ email: 'ada@example.com', skills: ['Reading'] });
    clearUser();
    expect(readUser()).toBeNull();
  });

  it('treats an unreadable cookie as signed out', () => {
    document.cookie = 'user=%7Bnot-json; Path=/';
    expect(readUser()).toBeNull();
  });

  it('keeps the admin key in the adminkey entry', () => {
    expect(readAdminKey()).toBeNull();
    writeAdminKey('secret');
    expect(localStorage.getItem('adminkey')).toBe('secret');
    expect(readAdminKey()).toBe('secret');
    clearAdminKey();
    expect(readAdminKey()).toBeNull();
  });
});
