import { afterEach, describe, expect, it, vi } from 'vitest';
import { OTP_TTL_MS } from '@gh/common/constants';
import { clearCodeStep, readCodeStep, saveCodeStep } from './codeStep';

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('a kept code step', () => {
  it('is read back until its code would have expired, then forgotten', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    saveCodeStep('k', { email: 'kamala@example.com' });
    expect(readCodeStep('k')).toEqual({ email: 'kamala@example.com' });
    vi.setSystemTime(1_000_000 + OTP_TTL_MS);
    expect(readCodeStep('k')).toBeNull();
    expect(sessionStorage.getItem('k')).toBeNull();
  });

  it('is gone once cleared, and unreadable storage counts as nothing kept', () => {
    saveCodeStep('k', 1);
    clearCodeStep('k');
    expect(readCodeStep('k')).toBeNull();
    sessionStorage.setItem('k', '{not json');
    expect(readCodeStep('k')).toBeNull();
  });
});
