import { describe, expect, it } from 'vitest';
import { serverErrors } from './server-errors.ts';

describe('serverErrors', () => {
  it("keeps the functions' error entries and the emulator's timeouts, nothing else", () => {
    const errors = serverErrors();
    const logged = '>  {"severity":"ERROR","message":"Error: 10 ABORTED: Transaction lock timeout.\\n    at …"}';
    const timeout = '!!  functions: Your function timed out after ~60s. To configure this timeout, see …';
    for (const line of ['i  functions: Beginning execution of "api"', '>  {"severity":"INFO","message":"sent"}', logged, timeout])
      errors.add(line);
    expect(errors.lines()).toEqual([logged, timeout]);
  });

  it('keeps the last ones, each cut to a readable length', () => {
    const errors = serverErrors(2);
    for (const n of [1, 2, 3]) errors.add(`{"severity":"ERROR","message":"${n}${'x'.repeat(3000)}"}`);
    expect(errors.lines().map((line) => line.slice(31, 32))).toEqual(['2', '3']);
    expect(errors.lines()[0]).toHaveLength(2001);
  });
});
