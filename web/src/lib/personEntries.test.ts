import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { announceSignOut, finishSignOut, forgetPersonEntries, keepForPerson, onSignOutElsewhere } from './personEntries';
import { DEVICE_CHOICES } from './personKeys';
import { rememberLive } from './lastLive';
import { clearAdminKey, clearUser, writeAdminKey, writeUser } from './session';

const KAMALA = { email: 'kamala@example.com', interests: [] };

// The web project runs its files in one module space: a file before this one may leave entries.
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  clearUser();
  clearAdminKey();
  localStorage.clear();
  sessionStorage.clear();
});

describe("a person's entries in this browser", () => {
  it('are kept only while the session is that person’s', () => {
    expect(keepForPerson(KAMALA.email, 'gh:last-live', { email: KAMALA.email, at: 1 })).toBe(false);
    rememberLive(KAMALA.email);
    expect(localStorage.length).toBe(0);
    writeUser(KAMALA);
    expect(keepForPerson('ravi@example.com', 'gh:last-live', { at: 1 })).toBe(false);
    rememberLive(KAMALA.email);
    expect(localStorage.getItem('gh:last-live')).toContain(KAMALA.email);
    // Signed out in another tab: the cookie is gone, and a tab closing writes nothing back.
    clearUser();
    localStorage.clear();
    rememberLive(KAMALA.email);
    expect(localStorage.length).toBe(0);
  });

  it('are all forgotten, in this tab and on this phone, but the phone’s own choices', () => {
    localStorage.setItem('gh:last-seen', '{"email":"kamala@example.com"}');
    localStorage.setItem('gh:seen-notifications:kamala@example.com', '[]');
    localStorage.setItem('gh:a-new-entry', 'of the person, whatever it is');
    localStorage.setItem('other-app', 'not ours');
    for (const key of Object.values(DEVICE_CHOICES)) localStorage.setItem(key, 'true');
    sessionStorage.setItem('gh:draft:profile-senior:kamala@example.com', '{}');
    sessionStorage.setItem('gh:session-start', '{}');
    forgetPersonEntries();
    expect(Object.keys(localStorage).sort()).toEqual(['other-app', ...Object.values(DEVICE_CHOICES)].sort());
    expect(sessionStorage.length).toBe(0);
  });

  it('are forgotten in every tab that hears of a sign-out elsewhere, and the announcement leaves nothing behind', () => {
    const heard = vi.fn();
    const stop = onSignOutElsewhere(heard);
    announceSignOut();
    expect(localStorage.length).toBe(0);
    // The browser tells the other tabs of the entry set (jsdom does not, so as the browser would).
    dispatchEvent(new StorageEvent('storage', { key: 'gh:signed-out', newValue: '1' }));
    dispatchEvent(new StorageEvent('storage', { key: 'gh:signed-out', newValue: null }));
    dispatchEvent(new StorageEvent('storage', { key: 'gh:last-seen', newValue: '1' }));
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
    dispatchEvent(new StorageEvent('storage', { key: 'gh:signed-out', newValue: '2' }));
    expect(heard).toHaveBeenCalledTimes(1);
  });
});

describe('a start with nobody signed in', () => {
  it('forgets what a Sign Out left on this phone, but a code step of this tab, and nothing while someone is signed in', () => {
    localStorage.setItem('gh:last-live', '{"email":"kamala@example.com"}');
    sessionStorage.setItem('gh:registration-step:senior', '{}');
    writeUser(KAMALA);
    void finishSignOut();
    expect(localStorage.getItem('gh:last-live')).not.toBeNull();
    clearUser();
    writeAdminKey('session');
    void finishSignOut();
    expect(localStorage.getItem('gh:last-live')).not.toBeNull();
    clearAdminKey();
    void finishSignOut();
    expect(localStorage.getItem('gh:last-live')).toBeNull();
    expect(sessionStorage.getItem('gh:registration-step:senior')).toBe('{}');
  });
});
