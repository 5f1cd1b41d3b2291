import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveCodeStep, readCodeStep } from './codeStep';
import { clearAllDrafts, clearDraft, draftKey, readDraft, saveDraft } from './drafts';
import { clearUser, writeUser } from './session';

const [A, B] = ['ada@example.com', 'bea@example.com'];

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
  clearUser();
});

describe('a form draft', () => {
  it('is one per form, and one per person where the form is theirs', () => {
    expect(draftKey('profile', A)).not.toBe(draftKey('profile', B));
    expect(draftKey('profile', A)).not.toBe(draftKey('apply'));
    writeUser({ email: A });
    saveDraft(draftKey('profile', A), { city: 'Pune' });
    expect(readDraft(draftKey('profile', B))).toBeNull();
    expect(readDraft(draftKey('profile', A))).toEqual({ city: 'Pune' });
  });

  it('of a person is kept only while they are signed in here, so a tab signed out writes none back', () => {
    saveDraft(draftKey('profile', A), { city: 'Pune' });
    expect(readDraft(draftKey('profile', A))).toBeNull();
    writeUser({ email: B });
    saveDraft(draftKey('profile', A), { city: 'Pune' });
    expect(readDraft(draftKey('profile', A))).toBeNull();
    // A form anyone may fill keeps its draft with nobody signed in.
    clearUser();
    saveDraft(draftKey('apply'), { city: 'Pune' });
    expect(readDraft(draftKey('apply'))).toEqual({ city: 'Pune' });
  });

  it('is read back for a day, then forgotten', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    saveDraft(draftKey('apply'), { hobbies: 'Gardening' });
    vi.setSystemTime(1_000_000 + 23 * 60 * 60 * 1000);
    expect(readDraft(draftKey('apply'))).toEqual({ hobbies: 'Gardening' });
    vi.setSystemTime(1_000_000 + 24 * 60 * 60 * 1000);
    expect(readDraft(draftKey('apply'))).toBeNull();
  });

  it('is gone once cleared; Sign Out clears every draft and nothing else the tab keeps', () => {
    saveDraft(draftKey('apply'), { a: '1' });
    clearDraft(draftKey('apply'));
    expect(readDraft(draftKey('apply'))).toBeNull();
    saveDraft(draftKey('registration-senior'), { a: '1' });
    writeUser({ email: A });
    saveDraft(draftKey('profile', A), { a: '2' });
    saveCodeStep('gh:registration-step:senior', { email: 'kamala@example.com' });
    clearAllDrafts();
    expect(readDraft(draftKey('registration-senior'))).toBeNull();
    expect(readDraft(draftKey('profile', A))).toBeNull();
    expect(readCodeStep('gh:registration-step:senior')).toEqual({ email: 'kamala@example.com' });
  });
});
