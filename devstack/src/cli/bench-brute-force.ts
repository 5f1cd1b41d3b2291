/**
 * `npm run bench:brute-force`: functions/test/brute-force.test.ts with 10,000 guesses at one
 * sign-in code (BENCH_GUESSES sets another count) instead of the test's few hundred: the same
 * property at scale, and the guesses' rate, which the test prints.
 *
 * With GH_PORT_OFFSET set it uses the stack already running there; without, it starts a stack of
 * its own at offset 3000 and stops it at the end.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildIfNeeded } from '../stack/build.ts';
import { LOCALHOST, portOffset, ports } from '../stack/config.ts';
import { repoRoot } from '../stack/firebase-emulators.ts';
import { startStack, stackEnv, type Stack } from '../stack/stack.ts';

const TEST_FILE = 'functions/test/brute-force.test.ts';

function runTest(env: NodeJS.ProcessEnv): Promise<void> {
  const vitest = join(repoRoot, 'node_modules', '.bin', 'vitest');
  return new Promise((resolve, reject) => {
    const child = spawn(vitest, ['run', '--project', 'stack', TEST_FILE], {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${TEST_FILE} failed (exit ${code})`))));
  });
}

async function main(): Promise<void> {
  const log = (line: string) => console.log(`  ${line}`);
  const useRunning = process.env.GH_PORT_OFFSET !== undefined;
  const offset = useRunning ? portOffset() : 3000;
  let started: Stack | null = null;
  if (!useRunning) {
    await buildIfNeeded('functions', log);
    await buildIfNeeded('web', log);
    started = await startStack({ offset, log });
  }
  const stackPorts = ports(offset);
  try {
    await runTest({
      ...stackEnv(stackPorts, `http://${LOCALHOST}:${stackPorts.web}`),
      GH_PORT_OFFSET: String(offset),
      BRUTE_FORCE_GUESSES: process.env.BENCH_GUESSES ?? '10000',
    });
  } finally {
    await started?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
