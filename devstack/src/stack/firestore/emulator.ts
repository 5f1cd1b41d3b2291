/**
 * The official Cloud Firestore emulator as a child process: it evaluates firestore.rules for
 * every web client, serves the web SDK's WebChannel and firebase-admin's gRPC on one port, and
 * runs real transactions. firebase-admin (the functions, the seed) passes the rules as owner.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { locateFirestoreEmulator, machineLocateInput, type EmulatorCommand } from './locate.ts';
import { startChild, waitUntil, httpOk, type Child } from '../processes.ts';

export interface FirestoreEmulator {
  /** host:port for FIRESTORE_EMULATOR_HOST and connectFirestoreEmulator. */
  readonly target: string;
  readonly child: Child;
  /** Drops every document (tests and benchmarks use it between runs). */
  clear(): Promise<void>;
  stop(): Promise<void>;
}

export interface FirestoreEmulatorOptions {
  host: string;
  port: number;
  /** Its request-log WebSocket server, otherwise on a random port. */
  webSocketPort?: number;
  projectId: string;
  /** Path of the rules file the emulator enforces for web clients. */
  rules: string;
  /** Exported here on stop and imported from here at start, when it holds an export. */
  keepDir?: string;
  /** Most memory the emulator's Java heap may take. */
  maxHeap?: string;
}

/** The major version of `java` on the PATH (it prints it on stderr), 0 when there is none. */
function javaMajor(): number {
  const run = spawnSync('java', ['-version'], { encoding: 'utf8' });
  return Number(/version "(\d+)/.exec(`${run.stderr ?? ''}${run.stdout ?? ''}`)?.[1] ?? 0);
}

/** Finds the emulator and Java, or says in one sentence what to install. */
export function findFirestoreEmulator(): EmulatorCommand {
  const found = locateFirestoreEmulator(machineLocateInput(javaMajor));
  if (found.command === 'java' && javaMajor() < 11) {
    throw new Error('The Cloud Firestore emulator needs Java 11 or later on the PATH: install the Debian package openjdk-17-jre-headless.');
  }
  return found;
}

const EXPORT_NAME = 'firestore_export';

/** The export's metadata file, which --seed_from_export reads back. */
export function keptExport(keepDir: string): string {
  return join(keepDir, EXPORT_NAME, `${EXPORT_NAME}.overall_export_metadata`);
}

export async function startFirestoreEmulator(options: FirestoreEmulatorOptions): Promise<FirestoreEmulator> {
  const found = findFirestoreEmulator();
  const target = `${options.host}:${options.port}`;
  const flags = [
    'start',
    '--host',
    options.host,
    '--port',
    String(options.port),
    '--project_id',
    options.projectId,
    '--single_project_mode',
    'true',
    '--rules',
    options.rules,
  ];
  if (options.webSocketPort) flags.push('--websocket_port', String(options.webSocketPort));
  if (options.keepDir && existsSync(keptExport(options.keepDir))) flags.push('--seed_from_export', keptExport(options.keepDir));
  const heap = `-Xmx${options.maxHeap ?? '1g'}`;
  const child = startChild('Cloud Firestore emulator', found.command, [...found.args, ...flags], {
    env: { ...process.env, JAVA_TOOL_OPTIONS: [process.env.JAVA_TOOL_OPTIONS, heap].filter(Boolean).join(' ') },
  });
  const base = `http://${target}`;
  await waitUntil(
    () => httpOk(`${base}/`),
    60_000,
    () => `The Cloud Firestore emulator did not answer on ${target}:\n${child.output().slice(-4000)}`,
    child,
  );
  return {
    target,
    child,
    async clear() {
      const response = await fetch(`${base}/emulator/v1/projects/${options.projectId}/databases/(default)/documents`, { method: 'DELETE' });
      if (!response.ok) throw new Error(`clearing the Firestore emulator: ${response.status} ${await response.text()}`);
    },
    async stop() {
      // The emulator's --export-on-exit needs a shutdown firebase-tools asks for; its export
      // endpoint (the one firebase-tools calls) works on any stop.
      if (options.keepDir && child.process.exitCode === null) {
        mkdirSync(options.keepDir, { recursive: true });
        const response = await fetch(`${base}/emulator/v1/projects/${options.projectId}:export`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            database: `projects/${options.projectId}/databases/(default)`,
            export_directory: options.keepDir,
            export_name: EXPORT_NAME,
          }),
        }).catch((error: unknown) => new Response(String(error), { status: 599 }));
        if (!response.ok) console.error(`Firestore's data was not kept: ${response.status} ${await response.text()}`);
      }
      await child.stop();
    },
  };
}
