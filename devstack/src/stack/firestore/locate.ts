/**
 * Where the official Cloud Firestore emulator is on this machine. In order: an explicit
 * FIRESTORE_EMULATOR_BINARY_PATH (firebase-tools' own name for it), the Google Cloud CLI's
 * package, then the jar firebase-tools downloads (it needs Java 21, which firebase-tools checks
 * for that jar, and a network to fetch it).
 */
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** The class the Google Cloud CLI's launcher runs; firebase-tools' jar runs it with `-jar` too. */
const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

export const FIRESTORE_EMULATOR_HELP =
  'The Cloud Firestore emulator is not installed: install the Debian package ' +
  'google-cloud-cli-firestore-emulator (or `gcloud components install cloud-firestore-emulator`), ' +
  'or point FIRESTORE_EMULATOR_BINARY_PATH at its jar or launcher.';

export interface EmulatorCommand {
  command: string;
  /** The arguments before the emulator's own flags. */
  args: string[];
  /** Where it was found, for the stack's log. */
  source: string;
}

export interface LocateInput {
  env: NodeJS.ProcessEnv;
  exists: (path: string) => boolean;
  /** The jars in firebase-tools' emulator cache. */
  cachedJars: () => string[];
  /** The major version of `java` on the PATH (0 when there is none). */
  javaMajor: () => number;
}

const GCLOUD_ROOTS = ['/usr/lib/google-cloud-sdk', '/usr/share/google-cloud-sdk', '/opt/google-cloud-sdk'];

function fromPath(path: string, source: string): EmulatorCommand {
  const java = ['java', ['-Duser.language=en']] as const;
  return path.endsWith('.jar')
    ? { command: java[0], args: [...java[1], '-cp', path, MAIN_CLASS], source }
    : { command: path, args: [], source };
}

export function locateFirestoreEmulator(input: LocateInput): EmulatorCommand {
  const explicit = input.env.FIRESTORE_EMULATOR_BINARY_PATH;
  if (explicit) {
    if (!input.exists(explicit))
      throw new Error(`FIRESTORE_EMULATOR_BINARY_PATH names ${explicit}, which does not exist. ${FIRESTORE_EMULATOR_HELP}`);
    return fromPath(explicit, 'FIRESTORE_EMULATOR_BINARY_PATH');
  }
  const roots = [input.env.CLOUDSDK_ROOT_DIR, ...GCLOUD_ROOTS].filter((root): root is string => Boolean(root));
  for (const root of roots) {
    const jar = join(root, 'platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar');
    if (input.exists(jar)) return fromPath(jar, `the Google Cloud CLI (${root})`);
  }
  const cached = input.cachedJars().sort().at(-1);
  if (cached && input.javaMajor() >= 21) return fromPath(cached, "firebase-tools' download");
  throw new Error(FIRESTORE_EMULATOR_HELP);
}

/** The real machine's answers for locateFirestoreEmulator. */
export function machineLocateInput(javaMajor: () => number): LocateInput {
  const cache = join(homedir(), '.cache', 'firebase', 'emulators');
  return {
    env: process.env,
    exists: existsSync,
    cachedJars: () =>
      existsSync(cache)
        ? readdirSync(cache)
            .filter((name) => /^cloud-firestore-emulator-v.*\.jar$/.test(name))
            .map((name) => join(cache, name))
        : [],
    javaMajor,
  };
}
