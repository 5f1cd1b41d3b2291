import { afterEach, describe, expect, it } from 'vitest';
import { LAST_SEEN_ENTRY } from '@gh/common/constants';
import { forgetSeen, hasLastSeen, keepSeen, lastSeen } from './lastSeen';
import { SIGNED_IN_AT } from './personKeys';
import { clearUser, writeUser } from './session';

const KAMALA = { email: 'kamala@example.com', interests: [] };
const RAVI = { email: 'ravi@example.com', interests: [] };

afterEach(() => {
  clearUser();
  localStorage.clear();
});

describe("the phone's copy of the signed-in person's documents", () => {
  it('keeps each named result for the signed-in person and gives it back to her alone', () => {
    writeUser(KAMALA);
    expect(hasLastSeen()).toBe(false);
    keepSeen('member', { name: 'Kamala' });
    keepSeen('visits:near', [{ id: 'v1', task: 'Tea' }]);
    expect(lastSeen('member')).toEqual({ name: 'Kamala' });
    expect(lastSeen('visits:near')).toEqual([{ id: 'v1', task: 'Tea' }]);
    expect(lastSeen('matches')).toBeUndefined();
    expect(hasLastSeen()).toBe(true);
    // Another person on the same browser reads nothing of hers, and their first result replaces it.
    writeUser(RAVI);
    expect(lastSeen('member')).toBeUndefined();
    expect(hasLastSeen()).toBe(false);
    keepSeen('member', { name: 'Ravi' });
    writeUser(KAMALA);
    expect(lastSeen('member')).toBeUndefined();
    expect(lastSeen('visits:near')).toBeUndefined();
  });

  it('keeps and gives nothing without a signed-in person, and forgets everything on demand', () => {
    keepSeen('member', { name: 'Nobody' });
    expect(localStorage.length).toBe(0);
    writeUser(KAMALA);
    keepSeen('member', { name: 'Kamala' });
    clearUser();
    expect(lastSeen('member')).toBeUndefined();
    writeUser(KAMALA);
    forgetSeen();
    expect(lastSeen('member')).toBeUndefined();
    // Only the moment of the sign-in is left, which is not the copy's (lib/auth.ts).
    expect(Object.keys(localStorage)).toEqual([SIGNED_IN_AT]);
  });

  it('reads a damaged entry as nothing', () => {
    writeUser(KAMALA);
    localStorage.setItem(LAST_SEEN_ENTRY, '{not json');
    expect(lastSeen('member')).toBeUndefined();
    localStorage.setItem(LAST_SEEN_ENTRY, JSON.stringify({ email: KAMALA.email, results: 'x' }));
    expect(hasLastSeen()).toBe(false);
  });
});
