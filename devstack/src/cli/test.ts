/**
 * `npm test`: every tier, in order, stopping at the first failure.
 *   typecheck beside lint -> unit and component tests -> build -> start the local stack ->
 *   stack tests (security rules, Storage, functions over HTTP, browser; two files at a time,
 *   then those that share state one by one: vitest.config.ts) -> stop the stack.
 * A skipped test fails the run: every test must run. The last line counts the tests.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_HELP, testBrowserPath } from '../stack/browser.ts';
import { findFirestoreEmulator } from '../stack/firestore/emulator.ts';
import { portOffset } from '../stack/config.ts';
import { repoRoot } from '../stack/firebase-emulators.ts';
import { buildIfNeeded } from '../stack/build.ts';
import { serverErrors } from '../stack/server-errors.ts';
import { startStack, stackEnv, type Stack } from '../stack/stack.ts';

const reports = mkdtempSync(join(tmpdir(), 'gh-test-'));
/**
 * The Undo time of the admin's decisions in the stack npm test starts. Long enough for a test to
 * act inside it on a busy machine (twenty queued Undos, a browser reaching Undo by keyboard).
 */
const TEST_DECISION_UNDO_MS = 2500;
const totals = { passed: 0, failed: 0, skipped: 0 };

function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  console.log(`\n▶ ${label}`);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...env } });
    child.once('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${label} failed (${signal ?? `exit ${code}`})`))));
  });
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}

async function vitest(label: string, projects: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  const output = join(reports, `${label.replace(/\W+/g, '-')}.json`);
  const args = [
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${output}`,
  ];
  let failure: unknown = null;
  await run(label, join(repoRoot, 'node_modules', '.bin', 'vitest'), args, env).catch((error: unknown) => (failure = error));
  let report: VitestReport | null = null;
  try {
    report = JSON.parse(readFileSync(output, 'utf8')) as VitestReport;
  } catch {
    // no report: vitest failed before running anything; `failure` says so
  }
  if (report) {
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
    if (report.numPendingTests + report.numTodoTests > 0) {
      throw new Error(`${label}: ${report.numPendingTests + report.numTodoTests} test(s) skipped; every test must run`);
    }
  }
  if (failure) throw failure;
  if (!report) throw new Error(`${label}: vitest wrote no report`);
}

async function main(): Promise<void> {
  if (!testBrowserPath()) throw new Error(CHROMIUM_HELP);
  findFirestoreEmulator();
  const offset = process.env.GH_PORT_OFFSET ? portOffset() : 1000;
  const npm = 'npm';

  // Each is one process on one core: side by side they take the time of the longer.
  await Promise.all([run('typecheck', npm, ['run', 'typecheck']), run('lint', npm, ['run', 'lint'])]);
  await vitest('unit and component tests', ['unit', 'web', 'web-mocked']);

  console.log('\n▶ build');
  await buildIfNeeded('functions', (line) => console.log(`  ${line}`));
  await buildIfNeeded('web', (line) => console.log(`  ${line}`));

  console.log(`\n▶ start the local stack (port offset ${offset})`);
  let stack: Stack | undefined;
  const interrupted = new AbortController();
  process.once('SIGINT', () => interrupted.abort());
  const emulatorLog = join(reports, 'firebase-emulators.log');
  const logFile = createWriteStream(emulatorLog);
  const errors = serverErrors();
  try {
    stack = await startStack({
      offset,
      log: (line) => console.log(`  ${line}`),
      emulatorLog: (line) => {
        logFile.write(`${line}\n`);
        errors.add(line);
      },
      signal: interrupted.signal,
      // Every file's people stay until the end. With 1 GB the heap was full by the serial files
      // (14 full and some 190 concurrent collections in their last 4 minutes): the emulator
      // slows, holds its locks longer, and transactions waiting past its 2 s lock timeout abort.
      firestoreHeap: '3g',
      // Tests that wait out a decision's Undo wait this, not a person's 8 s (one test holds those).
      decisionUndoMs: TEST_DECISION_UNDO_MS,
    });
    await vitest('stack tests: security rules, storage, functions over HTTP, browser', ['stack', 'stack-serial'], {
      ...stackEnv(stack.ports, stack.webUrl),
      GH_PORT_OFFSET: String(offset),
    });
  } catch (error) {
    const lines = errors.lines();
    if (lines.length) console.log(`\nThe last errors the functions logged (all their output: ${emulatorLog}):\n${lines.join('\n')}`);
    throw error;
  } finally {
    await stack?.stop();
    logFile.end();
  }
}

main()
  .then(() => {
    console.log(`\nAll tiers passed.\ntests: ${totals.passed} passed, ${totals.failed} failed`);
    process.exit(0);
  })
  .catch((error: unknown) => {
    console.error(`\n✗ ${error instanceof Error ? error.message : String(error)}`);
    console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
    process.exit(1);
  });
