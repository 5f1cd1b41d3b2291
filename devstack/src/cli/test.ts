/**
 * `npm test`: every tier, stopping at the first failure.
 *   typecheck beside lint, the local stack building and starting meanwhile ->
 *   unit and component tests beside the stack files that run alone (vitest.config.ts) ->
 *   the other stack files (security rules, Storage, functions over HTTP, browser), two at a time,
 *   in parts, each on an emptied store -> stop the stack.
 * A skipped test fails the run: every test must run. The last line counts the tests.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { CHROMIUM_HELP, testBrowserPath } from '../stack/browser.ts';
import { findFirestoreEmulator } from '../stack/firestore/emulator.ts';
import { portOffset } from '../stack/config.ts';
import { repoRoot } from '../stack/firebase-emulators.ts';
import { buildIfNeeded } from '../stack/build.ts';
import { Mailbox } from '../stack/mailbox.ts';
import { serverErrors } from '../stack/server-errors.ts';
import { startStack, stackEnv, type Stack, type StackOptions } from '../stack/stack.ts';

const began = Date.now();
const reports = mkdtempSync(join(tmpdir(), 'gh-test-'));
/**
 * The Undo time of the admin's decisions in the stack npm test starts. Long enough for a test to
 * act inside it on a busy machine (twenty queued Undos, a browser reaching Undo by keyboard).
 */
const TEST_DECISION_UNDO_MS = 2500;
/**
 * The stack tier runs in this many parts, one after the other, on a store emptied before each.
 * The Firestore emulator has no indexes: every query, and every listener it re-runs after a
 * write, reads its whole collection, so a page's test slowed as the run's people piled up
 * (docs/benchmarks.md). The inbox is emptied too: a test's wait for mail reads all of it.
 */
const STACK_PARTS = 4;
const totals = { passed: 0, failed: 0, skipped: 0 };

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

/**
 * Runs a command to its end. With a `tag`, each line it prints is prefixed with it, so two
 * commands running side by side stay apart in the log.
 */
function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}, tag?: string): Promise<void> {
  console.log(`\n▶ ${label}`);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: repoRoot,
      stdio: tag ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ] as const) {
      if (from) createInterface({ input: from, crlfDelay: Infinity }).on('line', (line) => to.write(`${tag} ${line}\n`));
    }
    const started = Date.now();
    child.once('close', (code, signal) => {
      console.log(`\n■ ${label}: ${code === 0 ? 'passed' : 'failed'} in ${seconds(started)}`);
      if (code === 0) resolve();
      else reject(new Error(`${label} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}

async function vitest(label: string, projects: string[], env: NodeJS.ProcessEnv = {}, tag?: string, extra: string[] = []): Promise<void> {
  const output = join(reports, `${label.replace(/\W+/g, '-')}.json`);
  const args = [
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    ...extra,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${output}`,
  ];
  let failure: unknown = null;
  await run(label, join(repoRoot, 'node_modules', '.bin', 'vitest'), args, env, tag).catch((error: unknown) => (failure = error));
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

/** Empties the stack's Firestore and mail inbox (Auth keeps its accounts: every test makes its own). */
async function emptyStores(stack: Stack): Promise<void> {
  const started = Date.now();
  await stack.firestore.clear();
  await new Mailbox(stack.mailUrl).clear();
  console.log(`\n■ Firestore and the inbox emptied in ${seconds(started)}`);
}

/** Runs every step to its end, side by side, then fails with the first that failed. */
async function sideBySide(...steps: Promise<void>[]): Promise<void> {
  const failed = (await Promise.allSettled(steps)).find((step) => step.status === 'rejected');
  if (failed) throw failed.reason;
}

/** Builds what changed, then starts the stack. */
async function buildAndStart(options: StackOptions): Promise<Stack> {
  const log = options.log ?? (() => {});
  const started = Date.now();
  await buildIfNeeded('functions', log);
  await buildIfNeeded('web', log);
  options.signal?.throwIfAborted();
  const stack = await startStack(options);
  log(`ready in ${seconds(started)}`);
  return stack;
}

async function main(): Promise<void> {
  if (!testBrowserPath()) throw new Error(CHROMIUM_HELP);
  findFirestoreEmulator();
  const offset = process.env.GH_PORT_OFFSET ? portOffset() : 1000;
  const npm = 'npm';

  const stopping = new AbortController();
  process.once('SIGINT', () => stopping.abort());
  const emulatorLog = join(reports, 'firebase-emulators.log');
  const logFile = createWriteStream(emulatorLog);
  const errors = serverErrors();
  // The stack builds and starts while typecheck and lint run: most of its start is waiting for
  // its emulators to answer.
  console.log(`\n▶ build and start the local stack (port offset ${offset}), beside typecheck and lint`);
  const starting = buildAndStart({
    offset,
    log: (line) => console.log(`  [stack] ${line}`),
    emulatorLog: (line) => {
      logFile.write(`${line}\n`);
      errors.add(line);
    },
    signal: stopping.signal,
    // People stay until the store is emptied. With 1 GB, when they stayed for the whole run, the
    // heap was full by the serial files (14 full and some 190 concurrent collections in their
    // last 4 minutes): the emulator slows, holds its locks longer, and transactions waiting past
    // its 2 s lock timeout abort.
    firestoreHeap: '3g',
    // Tests that wait out a decision's Undo wait this, not a person's 8 s (one test holds those).
    decisionUndoMs: TEST_DECISION_UNDO_MS,
    // Tests run the jobs themselves when they test them; on a timer they would mail reminders,
    // mark visits missed and erase what other files' tests are reading, at random moments.
    scheduledJobs: false,
  });
  // Its failure is reported where it is awaited, not as an unhandled rejection meanwhile.
  starting.catch(() => {});
  let stack: Stack | undefined;
  try {
    // Each is one process on one core: side by side they take the time of the longer.
    await sideBySide(run('typecheck', npm, ['run', 'typecheck']), run('lint', npm, ['run', 'lint']));
    stack = await starting;
    // A failed browser test leaves its screenshots and its pages' state beside the reports, which
    // outlive a clean clone's run in the system's temporary folder (e2e/src/visitor.ts).
    const env = { ...stackEnv(stack.ports, stack.webUrl), GH_PORT_OFFSET: String(offset), GH_EVIDENCE_DIR: reports };
    // The stack files that must run alone (stack-serial) run first, one at a time, on a stack that
    // holds little yet, beside the unit tier, which needs no stack: they wait on the stack more
    // than they compute, the unit tier computes.
    await sideBySide(
      vitest('unit and component tests', ['unit', 'web', 'web-mocked'], {}, '[unit]'),
      vitest('stack tests that run alone', ['stack-serial'], env, '[alone]'),
    );
    // Two files at a time: most of a file's time is waiting on the stack, not the CPU. (A third
    // file beside them, even one over HTTP only, made tests that act within the 2.5 s Undo time
    // miss it on a loaded machine.) No file reads what another file stored, so a part starts on
    // an empty store as the run did.
    for (let part = 1; part <= STACK_PARTS; part++) {
      await emptyStores(stack);
      await vitest(
        `stack tests, part ${part} of ${STACK_PARTS}: security rules, storage, functions over HTTP, browser`,
        ['stack'],
        env,
        undefined,
        [`--shard=${part}/${STACK_PARTS}`],
      );
    }
  } catch (error) {
    const lines = errors.lines();
    if (lines.length) console.log(`\nThe last errors the functions logged (all their output: ${emulatorLog}):\n${lines.join('\n')}`);
    throw error;
  } finally {
    if (stack) {
      const stopped = Date.now();
      await stack.stop();
      console.log(`\n■ the local stack stopped in ${seconds(stopped)}`);
    } else {
      // Stops a start still under way, or the stack it finished meanwhile: the abort's own stop
      // is not awaited, and this one answers once that has done (stack.ts stop).
      stopping.abort();
      await (await starting.catch(() => undefined))?.stop();
    }
    logFile.end();
  }
}

main()
  .then(() => {
    console.log(`\nAll tiers passed in ${seconds(began)}.\ntests: ${totals.passed} passed, ${totals.failed} failed`);
    process.exit(0);
  })
  .catch((error: unknown) => {
    console.error(`\n✗ ${error instanceof Error ? error.message : String(error)} (after ${seconds(began)})`);
    console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
    process.exit(1);
  });
