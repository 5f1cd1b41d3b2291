import { describe, expect, it } from 'vitest';
import { FIRESTORE_EMULATOR_HELP, locateFirestoreEmulator, type LocateInput } from './locate.ts';

const GCLOUD_JAR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const CACHED = '/home/me/.cache/firebase/emulators/cloud-firestore-emulator-v1.19.9.jar';

function machine(files: string[], overrides: Partial<LocateInput> = {}): LocateInput {
  return { env: {}, exists: (path) => files.includes(path), cachedJars: () => [], javaMajor: () => 17, ...overrides };
}

describe('where the Cloud Firestore emulator is', () => {
  it('takes FIRESTORE_EMULATOR_BINARY_PATH first, a launcher as it is and a jar through java', () => {
    const launcher = locateFirestoreEmulator(
      machine(['/opt/fs/run', GCLOUD_JAR], { env: { FIRESTORE_EMULATOR_BINARY_PATH: '/opt/fs/run' } }),
    );
    expect(launcher).toMatchObject({ command: '/opt/fs/run', args: [] });
    const jar = locateFirestoreEmulator(machine(['/opt/fs.jar'], { env: { FIRESTORE_EMULATOR_BINARY_PATH: '/opt/fs.jar' } }));
    expect(jar.command).toBe('java');
    expect(jar.args).toContain('/opt/fs.jar');
  });

  it('says so when FIRESTORE_EMULATOR_BINARY_PATH names nothing', () => {
    expect(() => locateFirestoreEmulator(machine([GCLOUD_JAR], { env: { FIRESTORE_EMULATOR_BINARY_PATH: '/nope' } }))).toThrow(
      /\/nope, which does not exist/,
    );
  });

  it("then the Google Cloud CLI's package", () => {
    expect(locateFirestoreEmulator(machine([GCLOUD_JAR])).args).toContain(GCLOUD_JAR);
  });

  it("then firebase-tools' newest downloaded jar, only with Java 21 or later", () => {
    const cachedJars = () => [CACHED.replace('1.19.9', '1.19.1'), CACHED];
    expect(locateFirestoreEmulator(machine([], { cachedJars, javaMajor: () => 21 })).args).toContain(CACHED);
    expect(() => locateFirestoreEmulator(machine([], { cachedJars, javaMajor: () => 17 }))).toThrow(FIRESTORE_EMULATOR_HELP);
  });

  it('with none, one sentence says what to install', () => {
    expect(() => locateFirestoreEmulator(machine([]))).toThrow(/install the Debian package google-cloud-cli-firestore-emulator/);
  });
});
