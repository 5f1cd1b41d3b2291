import { describe, expect, it } from 'vitest';
import { addressFrom } from './client-address.ts';

describe('addressFrom', () => {
  it('takes the entry the trusted proxies appended, whatever the caller wrote before it', () => {
    expect(addressFrom('203.0.113.9, 198.51.100.7', '10.0.0.1', 2)).toBe('203.0.113.9');
    expect(addressFrom('1.1.1.1, 6.6.6.6, 203.0.113.9, 198.51.100.7', '10.0.0.1', 2)).toBe('203.0.113.9');
    expect(addressFrom('6.6.6.6,203.0.113.9', undefined, 1)).toBe('203.0.113.9');
  });

  it('falls back to the connection when the request did not pass every trusted proxy', () => {
    expect(addressFrom('203.0.113.9', '10.0.0.1', 2)).toBe('10.0.0.1');
    expect(addressFrom(undefined, '127.0.0.1', 1)).toBe('127.0.0.1');
    expect(addressFrom(' , ', undefined, 2)).toBe('unknown');
  });
});
