/**
 * The functions' own reports of what went wrong, picked from the Firebase emulators' output:
 * a test that gets a 500 knows nothing of its cause, so `npm test` prints these when the stack
 * tier fails (on CI the emulators' output is otherwise gone).
 */
const SERVER_ERROR = /"severity":"ERROR"|Your function (?:timed out|was killed)/;

/** Keeps the last `keep` error lines of the lines it is given. */
export function serverErrors(keep = 20): { add(line: string): void; lines(): string[] } {
  const kept: string[] = [];
  return {
    add(line) {
      if (!SERVER_ERROR.test(line)) return;
      kept.push(line.length > 2000 ? `${line.slice(0, 2000)}…` : line);
      if (kept.length > keep) kept.shift();
    },
    lines: () => [...kept],
  };
}
