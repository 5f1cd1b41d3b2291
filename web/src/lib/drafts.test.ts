import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveCodeStep, readCodeStep } from './codeStep';
import { clearAllDrafts, clearDraft, draftKey, readDraft, saveDraft } from './drafts';

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('a form draft', () => {
  it('is one per form, and one per person where the form is theirs', () => {
    expect(draftKey('profile', 'uid-a')).not.toBe(draftKey('profile', 'uid-b'));
    expect(draftKey('profile', 'uid-a')).not.toBe(draftKey('apply'));
    saveDraft(draftKey('profile', 'uid-a'), { city: 'Pune' });
    expect(readDraft(draftKey('profile', 'uid-b'))).toBeNull();
    expect(readDraft(draftKey('profile', 'uid-a'))).toEqual({ city: 'Pune' });
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
    saveDraft(draftKey('profile', 'uid-a'), { a: '2' });
    saveCodeStep('gh:registration-step:senior', { email: 'kamala@example.com' });
    clearAllDrafts();
    expect(readDraft(draftKey('registration-senior'))).toBeNull();
    expect(readDraft(draftKey('profile', 'uid-a'))).toBeNull();
    expect(readCodeStep('gh:registration-step:senior')).toEqual({ email: 'kamala@example.com' });
  });
});
