/**
 * `npm start`: builds what is out of date, starts the whole local stack, seeds the demo data
 * and prints where everything is. Ctrl-C stops every process it started.
 * `npm start -- --keep`: Firestore's data is exported to .devstack-data/ on Ctrl-C and imported
 * at the next such start (the demo is seeded only into an empty store); without it, a fresh demo.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALHOST, PROJECT_ID, portOffset } from '../stack/config.ts';
import { repoRoot } from '../stack/firebase-emulators.ts';
import { findFirestoreEmulator, keptExport } from '../stack/firestore/emulator.ts';
import { startStack, stackEnv, type Stack } from '../stack/stack.ts';
import { buildIfNeeded } from '../stack/build.ts';
import { seedDemoData } from '../seed/seed.ts';

const log = (line: string) => console.log(`  ${line}`);

async function main(): Promise<void> {
  const started = Date.now();
  const offset = portOffset();
  console.log('Golden Hearts: starting the local stack...');
  findFirestoreEmulator();
  await buildIfNeeded('functions', log);
  await buildIfNeeded('web', log);

  const keepDir = process.argv.includes('--keep') ? join(repoRoot, '.devstack-data', String(offset)) : undefined;
  const resumed = keepDir !== undefined && existsSync(keptExport(keepDir));
  const interrupted = new AbortController();
  const starting = startStack({ offset, log, verbose: process.env.GH_VERBOSE === '1', signal: interrupted.signal, keepDir });
  const shutdown = async () => {
    if (interrupted.signal.aborted) return;
    console.log('\nStopping the local stack...');
    interrupted.abort();
    await starting.then((stack) => stack.stop()).catch(() => {});
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());

  const stack: Stack = await starting;
  Object.assign(process.env, stackEnv(stack.ports, stack.webUrl));
  if (resumed) {
    log(`kept data imported from ${keepDir}`);
  } else {
    const seeded = await seedDemoData();
    log(`seeded ${seeded.seniors} seniors, ${seeded.volunteers} volunteers, ${seeded.applications} applications`);
  }

  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`
Ready in ${seconds} s.

  App          ${stack.webUrl}
  Mail inbox   ${stack.mailUrl}   (one-time codes arrive here)
  SMS codes    http://${LOCALHOST}:${stack.ports.auth}/emulator/v1/projects/${PROJECT_ID}/verificationCodes
  Admin key    ${stack.adminKey}   (enter it at ${stack.webUrl}/admin)

Demo people (sign in with their e-mail; the code arrives in the mail inbox; the volunteers also
share the mobile 98220 11111, whose SMS codes the Auth emulator lists at "SMS codes"):
  senior     kamala@example.com   (has an assigned visit)
  volunteer  aditi@example.com    (visits Kamala)
  volunteer  rohan@example.com    (asked to be linked with ramesh@example.com)

Press Ctrl-C to stop.${keepDir ? ' The data is kept for the next `npm start -- --keep`.' : ''}`);
}

// Emulator internals sometimes reject a promise nobody awaits; report it and keep serving.
process.on('unhandledRejection', (reason) => console.error('[devstack] unhandled rejection:', reason));

main().catch((error: unknown) => {
  console.error(`\nCould not start the local stack: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
