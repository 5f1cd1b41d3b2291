import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './returnPath';

describe('safeReturnPath', () => {
  it.each(['/profile', '/admin/profile?email=a%40b.co', '/dashboard#x'])('keeps the same-origin path %s', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each(['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', 'profile', '', '/a\nb', 42, null])(
    'refuses %j',
    (path) => {
      expect(safeReturnPath(path)).toBeNull();
    },
  );
});
