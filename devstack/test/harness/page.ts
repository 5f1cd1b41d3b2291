/**
 * Browser side of the bridge tests: the real Firestore web SDK, connected to the bridge, driven
 * by the test through `window.harness`. Every callback is recorded in `harness.events`.
 */
import { initializeApp } from 'firebase/app';
import {
  and, collection, connectFirestoreEmulator, doc, getDoc, initializeFirestore, onSnapshot, or, query,
  setDoc, where,
} from 'firebase/firestore';

export interface HarnessEvent {
  id: string;
  kind: 'doc' | 'query' | 'error';
  exists?: boolean;
  data?: unknown;
  ids?: string[];
  code?: string;
  at: number;
}

const params = new URLSearchParams(location.search);
const app = initializeApp({ projectId: params.get('project') ?? 'demo-golden-hearts', apiKey: 'demo-key' });
const db = initializeFirestore(app, {});
connectFirestoreEmulator(db, params.get('host') ?? '127.0.0.1', Number(params.get('port')));

const events: HarnessEvent[] = [];
const record = (event: Omit<HarnessEvent, 'at'>) => events.push({ ...event, at: performance.now() });
const onError = (id: string) => (error: { code: string }) => record({ id, kind: 'error', code: error.code });

const harness = {
  events,
  listenDoc(id: string, path: string) {
    onSnapshot(doc(db, path), (snap) => record({ id, kind: 'doc', exists: snap.exists(), data: snap.data() }), onError(id));
  },
  listenWhere(id: string, path: string, field: string, value: string) {
    onSnapshot(
      query(collection(db, path), where(field, '==', value)),
      (snap) => record({ id, kind: 'query', ids: snap.docs.map((d) => d.id).sort() }),
      onError(id),
    );
  },
  listenCollection(id: string, path: string) {
    onSnapshot(
      collection(db, path),
      (snap) => record({ id, kind: 'query', ids: snap.docs.map((d) => d.id).sort() }),
      onError(id),
    );
  },
  /** A nested composite filter: the emulator cannot run it and answers with a gRPC error. */
  listenUnsupported(id: string, path: string) {
    onSnapshot(
      query(collection(db, path), or(and(where('a', '==', 1), where('b', '==', 2)), where('c', '==', 3))),
      (snap) => record({ id, kind: 'query', ids: snap.docs.map((d) => d.id) }),
      onError(id),
    );
  },
  async get(path: string) {
    const snap = await getDoc(doc(db, path));
    return { exists: snap.exists(), data: snap.data() ?? null };
  },
  async write(path: string): Promise<string> {
    try {
      await setDoc(doc(db, path), { from: 'browser' });
      return 'written';
    } catch (error) {
      return (error as { code?: string }).code ?? String(error);
    }
  },
};

(window as unknown as { harness: typeof harness }).harness = harness;
