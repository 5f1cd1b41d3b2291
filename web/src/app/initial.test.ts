import { describe, expect, it } from 'vitest';
import { initialOf } from './initial';

describe('initialOf', () => {
  it('takes the name, not the e-mail, and keeps a Devanagari conjunct whole', () => {
    expect(initialOf('Savitri Joshi', 'kamala@example.com')).toBe('S');
    expect(initialOf('  meera ', 'x@example.com')).toBe('M');
    expect(initialOf('क्षमा देशपांडे', 'k@example.com')).toBe('क्ष');
    expect(initialOf('सावित्री', 'k@example.com')).toBe('सा');
  });

  it('falls back to the e-mail when the name is empty', () => {
    expect(initialOf('', 'kamala@example.com')).toBe('K');
    expect(initialOf('   ', 'kamala@example.com')).toBe('K');
  });
});
