import { describe, expect, it } from 'vitest';
import { inGroups } from './in-groups.ts';

describe('inGroups', () => {
  it('answers every result in the items’ order, with never more than `size` at work at once', async () => {
    let working = 0;
    let most = 0;
    const results = await inGroups([5, 1, 4, 2, 3, 0, 6], 3, async (n) => {
      most = Math.max(most, ++working);
      await new Promise((resolve) => setTimeout(resolve, n));
      working -= 1;
      return n * 10;
    });
    expect(results).toEqual([50, 10, 40, 20, 30, 0, 60]);
    expect(most).toBe(3);
  });

  it('passes a failure on', async () => {
    await expect(inGroups([1, 2], 2, async (n) => (n === 2 ? Promise.reject(new Error('no')) : n))).rejects.toThrow('no');
  });
});
