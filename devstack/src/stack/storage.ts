/**
 * firebase-tools' own Storage emulator (JavaScript), started without its Java rules runtime,
 * so it runs offline (design.md, "The local stack (offline)", Storage).
 *
 * This reaches into firebase-tools INTERNALS (pinned exactly in the root package.json):
 *   lib/emulator/storage/index.js   StorageEmulator (constructor, createRulesManager,
 *                                   getPersistenceTmpDir, _rulesRuntime, stop)
 *   lib/emulator/storage/server.js  createApp(projectId, emulator) -> Promise<express app>
 *   lib/emulator/registry.js        EmulatorRegistry.set/get/clear
 * devstack/test/storage.smoke.test.ts fails loudly if an upgrade changes them.
 *
 * Consequence of having no rules runtime: rules are never evaluated and every web-SDK
 * (`/v0/...`) request is denied ("no loaded ruleset"); the Admin SDK (`/storage/v1`,
 * `/upload/storage/v1`, `/b/...`) is always allowed. The app only uses the Admin SDK.
 */
import { mkdtempSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface StorageHandle {
  stop(): Promise<void>;
}

// --- The few internals we touch, typed loosely (CommonJS, no typings shipped). ---

interface RulesIssues {
  errors: string[];
  warnings: string[];
  readonly all: string[];
  exist(): boolean;
  extend(other: RulesIssues): void;
}
interface RulesManager {
  start(): Promise<RulesIssues>;
  stop(): Promise<void>;
  getRuleset(resource: string): undefined;
}
interface RulesRuntime {
  start(autoDownload?: boolean): Promise<void>;
  stop(): Promise<void>;
}
interface EmulatorArgs {
  projectId: string;
  host: string;
  port: number;
  rules: undefined;
  auto_download: boolean;
}
interface EmulatorInstance {
  _rulesRuntime: RulesRuntime;
  createRulesManager(rules: unknown): RulesManager;
  getPersistenceTmpDir(): string;
  stop(): Promise<void>;
}
type EmulatorClass = new (args: EmulatorArgs) => EmulatorInstance;
type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;
interface Registry {
  set(name: 'storage', instance: EmulatorInstance): void;
  get(name: 'storage'): EmulatorInstance | undefined;
  clear(name: 'storage'): void;
}

// createRequire: the internals are CommonJS and not part of firebase-tools' public API.
const require = createRequire(import.meta.url);
const { StorageEmulator } = require('firebase-tools/lib/emulator/storage') as { StorageEmulator: EmulatorClass };
const { createApp } = require('firebase-tools/lib/emulator/storage/server') as {
  createApp(projectId: string, emulator: EmulatorInstance): Promise<RequestListener>;
};
const { StorageRulesIssues } = require('firebase-tools/lib/emulator/storage/rules/runtime') as {
  StorageRulesIssues: new (errors?: string[], warnings?: string[]) => RulesIssues;
};
const { EmulatorRegistry } = require('firebase-tools/lib/emulator/registry') as { EmulatorRegistry: Registry };

/** Stands in for the Java rules runtime (which firebase-tools would download and spawn). */
const noRulesRuntime: RulesRuntime = {
  start: () => Promise.resolve(),
  stop: () => Promise.resolve(),
};

/**
 * Stands in for the rules manager: there is never a ruleset, so web-SDK requests are denied.
 * `start` runs only through PUT /internal/setRules; it reports an error so that call answers
 * 400 instead of pretending rules were loaded.
 */
function noRulesManager(): RulesManager {
  return {
    start: () =>
      Promise.resolve(new StorageRulesIssues(['Storage rules are not evaluated by the offline emulator (no Java rules runtime).'])),
    stop: () => Promise.resolve(),
    getRuleset: () => undefined,
  };
}

export async function startStorage(opts: { host: string; port: number; projectId: string }): Promise<StorageHandle> {
  const { host, port, projectId } = opts;
  // The registry is process-wide and the emulator builds its URLs (selfLink, mediaLink) from
  // it, so a second instance in one process would answer with the first one's address.
  if (EmulatorRegistry.get('storage')) {
    throw new Error('A Storage emulator is already running in this process');
  }

  // Blobs go to a private temp dir: by default all instances share
  // $TMPDIR/firebase/storage/blobs and stop() deletes it, which would break a second stack.
  const blobDir = mkdtempSync(join(tmpdir(), 'gh-storage-'));

  class OfflineStorageEmulator extends StorageEmulator {
    constructor(args: EmulatorArgs) {
      // The base constructor creates a StorageRulesRuntime (only fields; Java is spawned in
      // its start(), which we never call) and calls createRulesManager/getPersistenceTmpDir.
      super(args);
      this._rulesRuntime = noRulesRuntime;
    }
    override createRulesManager(): RulesManager {
      return noRulesManager();
    }
    override getPersistenceTmpDir(): string {
      return blobDir;
    }
  }

  // auto_download false: never try to fetch the rules jar even if something calls start().
  const emulator = new OfflineStorageEmulator({ projectId, host, port, rules: undefined, auto_download: false });
  // What StorageEmulator.start() does, minus the rules runtime/manager start, and with a
  // listen error we can catch (start() listens without an error handler).
  const app = await createApp(projectId, emulator);
  const server = createServer(app);
  // Node closes a keep-alive socket after 5-6 s idle; a client that reuses it at that instant gets
  // "socket hang up". Idle sockets stay open until stop() instead.
  server.keepAliveTimeout = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (err) {
    await emulator.stop(); // deletes blobDir; the rules parts are no-ops
    const code = (err as NodeJS.ErrnoException).code;
    const why = code === 'EADDRINUSE' ? 'is already in use' : `cannot be used (${code ?? String(err)})`;
    throw new Error(`Storage emulator: port ${port} on ${host} ${why}`, { cause: err });
  }
  // Upload and metadata handlers ask the registry for the emulator's host and port; without
  // this they fail with "Cannot determine host and port of storage".
  EmulatorRegistry.set('storage', emulator);

  let stopping: Promise<void> | undefined;
  return {
    stop() {
      stopping ??= (async () => {
        if (EmulatorRegistry.get('storage') === emulator) EmulatorRegistry.clear('storage');
        await new Promise<void>((resolve, reject) => {
          server.close((err) => (err ? reject(err) : resolve()));
          server.closeAllConnections(); // keep-alive sockets would hold close() open
        });
        await emulator.stop(); // deletes the blobs; destroyServer is unset, so it stops nothing else
      })();
      return stopping;
    },
  };
}
