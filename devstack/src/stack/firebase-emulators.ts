/**
 * Auth and Functions: firebase-tools' own emulators (both run offline), started with a
 * generated copy of firebase.json whose ports follow GH_PORT_OFFSET. The functions reach the
 * Firestore, Storage and SMTP servers of the stack through the environment.
 */
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import firebaseJson from '../../../firebase.json' with { type: 'json' };
import { PROJECT_ID, type Ports } from './config.ts';
import { startChild, waitUntil, httpOk, type Child } from './processes.ts';

const require = createRequire(import.meta.url);
const firebaseBin = join(dirname(require.resolve('firebase-tools/package.json')), 'lib', 'bin', 'firebase.js');
export const repoRoot = join(dirname(new URL(import.meta.url).pathname), '..', '..', '..');

function writeConfig(p: Ports, offset: number): string {
  const emulators = {
    ...firebaseJson.emulators,
    hub: { host: '127.0.0.1', port: p.hub },
    logging: { host: '127.0.0.1', port: p.logging },
    auth: { host: '127.0.0.1', port: p.auth },
    functions: { host: '127.0.0.1', port: p.functionsEmulator },
    // Unshifted, their default ports (or the next free one) can land on another stack's
    // shifted ports, and that stack then fails to start.
    eventarc: { host: '127.0.0.1', port: p.eventarc },
    tasks: { host: '127.0.0.1', port: p.tasks },
  };
  // Next to firebase.json so that its relative paths (functions source) stay right.
  const path = join(repoRoot, `.firebase.devstack-${offset}.json`);
  writeFileSync(path, JSON.stringify({ ...firebaseJson, emulators }, null, 2));
  return path;
}

/**
 * How many requests the Functions emulator works on at once (its default is 50). Few, because
 * the Firestore emulator resolves two transactions that read the same document and then write
 * it only by a 2-second lock timeout that aborts one of them (Firestore itself lets the older
 * one win at once). Twenty read-then-write transactions on one document, each holding it up
 * to 300 ms as on a busy machine, took 50-54 s with eight at once, one of them exhausting its
 * attempts; with three at once 13-18 s, with one 3 s. A deployed instance serves concurrent
 * requests in one process; here each runs in a worker process of its own, and two cores gain
 * nothing from more than a few.
 */
const FUNCTIONS_PARALLEL = 3;

export async function startFirebaseEmulators(options: {
  ports: Ports;
  offset: number;
  env: NodeJS.ProcessEnv;
  healthUrl: string;
  echo?: (line: string) => void;
}): Promise<Child> {
  const config = writeConfig(options.ports, options.offset);
  const child = startChild(
    'firebase emulators (auth, functions)',
    process.execPath,
    [firebaseBin, 'emulators:start', '--only', 'auth,functions', '--project', PROJECT_ID, '--config', config],
    {
      cwd: repoRoot,
      // The Functions emulator starts one worker process per concurrent request. A worker that
      // is not up within the discovery timeout (30 s by default; easily passed when a burst of
      // requests starts many workers on a busy machine) leaves its request unanswered for good.
      // At most FUNCTIONS_PARALLEL run at once, the rest queue (see its comment).
      env: {
        ...process.env,
        ...options.env,
        NO_UPDATE_NOTIFIER: '1',
        FUNCTIONS_DISCOVERY_TIMEOUT: '180',
        FUNCTIONS_EMULATOR_PARALLEL: String(FUNCTIONS_PARALLEL),
      },
      echo: options.echo,
    },
  );
  await waitUntil(
    () => httpOk(options.healthUrl),
    120_000,
    () => `The Functions emulator did not answer ${options.healthUrl} in time:\n${child.output().slice(-4000)}`,
    child,
  );
  return child;
}
