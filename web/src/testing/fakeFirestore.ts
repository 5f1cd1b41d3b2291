/**
 * A stand-in for web/src/lib/firebase.ts whose SDK records listeners, so a test can push
 * snapshots by hand: `vi.mock('./firebase', async () => (await import('../testing/fakeFirestore')).fakeFirebase)`.
 */
export interface Listener {
  path: string;
  conditions?: unknown[];
  options?: object;
  next: (snapshot: unknown) => void;
  fail: (error: unknown) => void;
  stopped: boolean;
}

/** Every listener started, in order; a test empties it after each case. */
export const listeners: Listener[] = [];

export const fakeFirebase = {
  getAuthClient: async () => ({ fake: 'auth' }),
  getDb: async () => ({ fake: 'db' }),
  firestoreSdk: async () => ({
    doc: (_db: unknown, path: string) => {
      if (path.split('/').length % 2) throw new Error(`Invalid document reference ${path}`);
      return { path };
    },
    collection: (_db: unknown, path: string) => ({ path }),
    where: (field: string, op: string, value: unknown) => ({ field, op, value }),
    orderBy: (field: string, direction: string) => ({ orderBy: field, direction }),
    documentId: () => '__name__',
    startAfter: (...values: unknown[]) => ({ startAfter: values }),
    limit: (count: number) => ({ limit: count }),
    query: (ref: { path: string }, ...conditions: unknown[]) => ({ path: ref.path, conditions }),
    onSnapshot: (ref: { path: string; conditions?: unknown[] }, ...rest: unknown[]) => {
      // (ref, next, fail) or (ref, options, next, fail), as the SDK takes them.
      const [options, next, fail] = (typeof rest[0] === 'function' ? [undefined, ...rest] : rest) as [
        object | undefined,
        Listener['next'],
        Listener['fail'],
      ];
      const listener = { path: ref.path, conditions: ref.conditions, options, next, fail, stopped: false };
      listeners.push(listener);
      return () => {
        listener.stopped = true;
      };
    },
  }),
};
