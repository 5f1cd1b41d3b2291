/**
 * Two habits of `@firestore-emulator/server`'s in-memory state that made the local stack run
 * out of memory (4 GB) while 18,000 documents were written with the admin page open, patched
 * on its classes (the package is pinned, so these are stable):
 *
 * - A live query sent its whole result again, as a RESET, after every write anywhere in the
 *   database: one batch of 500 writes with a listener on a collection of N documents queued
 *   500 x N documents on the stream. Now each query target is refreshed at most once per turn
 *   of the event loop, only after writes to its own collection, and sends only what changed
 *   (new or updated documents, and removals), as Firestore does.
 * - Every document lookup ran immer's produce() over the collection's map, which copies all N
 *   entries when a document is added: writing N documents cost O(N^2) time and garbage. The
 *   map is now extended in place (nothing else keeps the old map).
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

interface StateDocument {
  /** Replaced (a new object) by every create, update, set and delete: the document's version. */
  metadata: { hasExist: boolean };
  parent: { getPath(): string };
  getPath(): string;
  toV1DocumentObject(): unknown;
}

interface StateCollection {
  documents: Record<string, StateDocument>;
  emitter: unknown;
  database: unknown;
}

interface ListenRequest {
  has_add_target: boolean;
  add_target: {
    target_id: number;
    has_query: boolean;
    query: { parent: string; structured_query: { from: { collection_id?: string }[] } };
  };
}

type Respond = (response: unknown) => void;
type OnEnd = (release: () => void) => void;

interface EmulatorStateInternals {
  emitter: NodeJS.EventEmitter;
  getDocument(path: string): StateDocument;
  v1Query(parent: string, query: unknown): StateDocument[];
  v1Listen(request: ListenRequest, respond: Respond, onEnd: OnEnd): void;
}

const server = require('@firestore-emulator/server') as {
  FirestoreState: { prototype: EmulatorStateInternals };
  FirestoreStateCollection: { prototype: { getDocument(name: string): StateDocument } };
  FirestoreStateDocument: new (
    emitter: unknown, database: unknown, parent: StateCollection, name: string,
    fields: Record<string, never>, collections: Record<string, never>,
  ) => StateDocument;
};
const { ListenResponse, TargetChangeTargetChangeType: TargetChange } = require(
  '@firestore-emulator/proto/dist/google/firestore/v1/firestore',
) as {
  ListenResponse: { fromObject(data: unknown): unknown };
  TargetChangeTargetChangeType: Record<'ADD' | 'CURRENT' | 'NO_CHANGE' | 'REMOVE', number>;
};

const DOCUMENT_EVENTS = ['create-document', 'update-document', 'delete-document'] as const;

function timestampNow() {
  const now = Date.now();
  return { seconds: Math.floor(now / 1000), nanos: (now % 1000) * 1e6 };
}

function getDocument(this: StateCollection, name: string): StateDocument {
  const found = Object.hasOwn(this.documents, name) ? this.documents[name] : undefined;
  if (found) return found;
  const document = new server.FirestoreStateDocument(this.emitter, this.database, this, name, {}, {});
  this.documents[name] = document;
  return document;
}

/**
 * A live query: its result once, then after writes to its collection only the changes:
 * documents added or changed, documents deleted, and documents that left the result (sent
 * with their new content, so the client need not ask what became of them).
 */
function listenToQuery(state: EmulatorStateInternals, request: ListenRequest, respond: Respond, onEnd: OnEnd): void {
  const targetId = request.add_target.target_id;
  const { parent, structured_query: query } = request.add_target.query;
  const collectionPath = `${parent}/${query.from[0]?.collection_id ?? ''}`;
  const targetChange = (type: number, targetIds: number[]) =>
    respond(ListenResponse.fromObject({ target_change: { target_change_type: type, target_ids: targetIds, read_time: timestampNow() } }));

  respond(ListenResponse.fromObject({ target_change: { target_change_type: TargetChange.ADD, target_ids: [targetId] } }));
  /** What the client holds: each document's path and the version it was sent. */
  let held = new Map<string, StateDocument['metadata']>();
  let first = true;
  const refresh = () => {
    const now = new Map<string, StateDocument['metadata']>();
    let changed = false;
    for (const document of state.v1Query(parent, query)) {
      const path = document.getPath();
      now.set(path, document.metadata);
      if (held.get(path) === document.metadata) continue;
      changed = true;
      respond(ListenResponse.fromObject({ document_change: { document: document.toV1DocumentObject(), target_ids: [targetId] } }));
    }
    for (const path of held.keys()) {
      if (now.has(path)) continue;
      changed = true;
      const document = state.getDocument(path);
      respond(ListenResponse.fromObject(document.metadata.hasExist
        ? { document_change: { document: document.toV1DocumentObject(), target_ids: [], removed_target_ids: [targetId] } }
        : { document_delete: { document: path, removed_target_ids: [targetId], read_time: timestampNow() } }));
    }
    held = now;
    if (!changed && !first) return;
    first = false;
    targetChange(TargetChange.CURRENT, [targetId]);
    targetChange(TargetChange.NO_CHANGE, []);
  };
  refresh(); // throws for a query the package cannot run, before anything is subscribed

  let ended = false;
  let scheduled = false;
  const end = () => {
    ended = true;
    for (const event of DOCUMENT_EVENTS) state.emitter.off(event, onWrite);
    state.emitter.off('clear-all-projects', schedule);
  };
  const schedule = () => {
    if (scheduled || ended) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      if (ended) return;
      try {
        refresh();
      } catch (error) {
        // A filter the package cannot run may first meet a document now (a nested field):
        // end this target with the cause, as Firestore does, instead of throwing in a timer.
        end();
        const message = error instanceof Error ? error.message : String(error);
        respond(ListenResponse.fromObject({ target_change: { target_change_type: TargetChange.REMOVE, target_ids: [targetId], cause: { code: 3, message } } }));
      }
    });
  };
  const onWrite = ({ document }: { document: StateDocument }) => {
    if (document.parent.getPath() === collectionPath) schedule();
  };
  for (const event of DOCUMENT_EVENTS) state.emitter.on(event, onWrite);
  state.emitter.on('clear-all-projects', schedule);
  onEnd(end);
}

let applied = false;

/** Patches the package's classes; idempotent. */
export function applyLeanState(): void {
  if (applied) return;
  applied = true;
  server.FirestoreStateCollection.prototype.getDocument = getDocument as never;
  const stateProto = server.FirestoreState.prototype;
  const listenToDocuments = stateProto.v1Listen;
  stateProto.v1Listen = function v1Listen(this: EmulatorStateInternals, request, respond, onEnd) {
    if (request.has_add_target && request.add_target.has_query) listenToQuery(this, request, respond, onEnd);
    else listenToDocuments.call(this, request, respond, onEnd);
  };
}
