/**
 * The Firebase internals firestoreToken.ts leans on, checked as the installed SDK has them: a
 * release that drops `_addOrOverwriteComponent`, renames `auth-internal` or stops Firestore
 * asking it for tokens fails here, where the app itself would only fall back to waiting for Auth.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import * as appModule from 'firebase/app';
import { connectFirestoreEmulator, doc, getDoc, initializeFirestore, terminate } from 'firebase/firestore';
import { giveFirestoreTokens, type FirestoreTokenSource } from './firestoreToken';

const { deleteApp, initializeApp } = appModule;
/** firebase/app's lookup of an app's component, the one Firestore makes; left out of its public types. */
const { _getProvider: providerOf } = appModule as unknown as {
  _getProvider?: (app: appModule.FirebaseApp, name: string) => { getImmediate(options: { optional: true }): unknown };
};

const apps: appModule.FirebaseApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => deleteApp(app)));
});

function newApp(): appModule.FirebaseApp {
  const app = initializeApp(
    { apiKey: 'test-key', projectId: 'demo-token-test', appId: '1:1:web:1' },
    `token-test-${apps.length}-${Date.now()}`,
  );
  apps.push(app);
  return app;
}

/** A token source that says when Firestore first asked it for a token. */
function recordingSource(): FirestoreTokenSource & { asked: Promise<void> } {
  let asked = () => {};
  const source = {
    asked: new Promise<void>((resolve) => (asked = resolve)),
    getUid: () => 'kept-uid',
    getToken: async () => {
      asked();
      return { accessToken: 'kept-token' };
    },
    // As ours does with a kept token: the listener hears it at once.
    addAuthTokenListener: (listener: (token: string | null) => void) => queueMicrotask(() => listener('kept-token')),
    removeAuthTokenListener: () => {},
  };
  return source;
}

/** The package.json of `name` as this file resolves it. */
function installedVersion(name: string, from = import.meta.url): { version: string; dependencies: Record<string, string> } {
  const entry = createRequire(from).resolve(name);
  let folder = dirname(entry);
  while (!folder.endsWith(join('node_modules', name))) {
    if (dirname(folder) === folder) throw new Error(`no package folder of ${name} above ${entry}`);
    folder = dirname(folder);
  }
  return JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { version: string; dependencies: Record<string, string> };
}

describe("the Firebase internals behind Firestore's early token", () => {
  it('firebase/app still exports _addOrOverwriteComponent and _getProvider', () => {
    expect(typeof (appModule as Record<string, unknown>)._addOrOverwriteComponent).toBe('function');
    expect(typeof providerOf).toBe('function');
  });

  it('@firebase/component, pinned in web/package.json, is the version firebase/app and Firestore use', () => {
    const pinned = installedVersion('@firebase/component').version;
    expect(installedVersion('@firebase/app').dependencies['@firebase/component']).toBe(pinned);
    expect(installedVersion('@firebase/firestore').dependencies['@firebase/component']).toBe(pinned);
  });

  it("puts our token source in the app's auth-internal, and Firestore asks it for its token", async () => {
    const app = newApp();
    const source = recordingSource();
    await giveFirestoreTokens(app, source);
    expect(providerOf!(app, 'auth-internal').getImmediate({ optional: true })).toBe(source);

    const db = initializeFirestore(app, {});
    // Nothing listens on the discard port: the read fails, but only after asking for a token.
    connectFirestoreEmulator(db, '127.0.0.1', 9);
    void getDoc(doc(db, 'people/anyone')).catch(() => undefined);
    await source.asked;
    await terminate(db);
  });
});
