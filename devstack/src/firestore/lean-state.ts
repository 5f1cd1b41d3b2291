/**
 * Habits of `@firestore-emulator/server`'s in-memory state, patched on its classes (the package
 * is pinned, so these are stable):
 *
 * - A live query sent its whole result again, as a RESET, after every write anywhere in the
 *   database: one batch of 500 writes with a listener on a collection of N documents queued
 *   500 x N documents on the stream, and the local stack ran out of memory (4 GB). Now each
 *   target (a query or documents) is refreshed at most once per turn of the event loop, only
 *   after writes it concerns, and sends only what changed (new or updated documents, and
 *   removals), as Firestore does.
 * - Every document lookup ran immer's produce() over the collection's map, which copies all N
 *   entries when a document is added: writing N documents cost O(N^2) time and garbage. The
 *   map is now extended in place (nothing else keeps the old map).
 * - Versions and read times were millisecond Dates, so a write and a snapshot that missed it
 *   could carry the same time, and the web SDK keeps a missing document's snapshot time as its
 *   version and ignores any later version that is not newer: the document stayed missing in the
 *   page. Every write and every snapshot now takes its own moment from one clock that always
 *   moves forward (microseconds).
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

interface StateDocument {
  /** Replaced (a new object) by every create, update, set and delete: the document's version. */
  metadata: { hasExist: boolean };
  parent: { getPath(): string };
  getPath(): string;
  toV1DocumentObject(): { update_time?: unknown };
}

interface StateCollection {
  documents: Record<string, StateDocument>;
  emitter: unknown;
  database: unknown;
}

/** A Listen stream's request: a target to add, or one to remove (emulator.ts reads both). */
export interface ListenRequest {
  has_add_target: boolean;
  has_remove_target: boolean;
  remove_target: number;
  add_target: {
    target_id: number;
    has_query: boolean;
    query: { parent: string; structured_query: { from: { collection_id?: string }[] } };
    has_documents: boolean;
    documents: { documents: string[] };
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

type DocumentWrite = 'create' | 'update' | 'set' | 'delete';

const server = require('@firestore-emulator/server') as {
  FirestoreState: { prototype: EmulatorStateInternals };
  FirestoreStateCollection: { prototype: { getDocument(name: string): StateDocument } };
  FirestoreStateDocument: (new (
    emitter: unknown, database: unknown, parent: StateCollection, name: string,
    fields: Record<string, never>, collections: Record<string, never>,
  ) => StateDocument) & { prototype: StateDocument & Record<DocumentWrite, (...args: unknown[]) => void> };
};
const { ListenResponse, TargetChangeTargetChangeType: TargetChange } = require(
  '@firestore-emulator/proto/dist/google/firestore/v1/firestore',
) as {
  ListenResponse: { fromObject(data: unknown): unknown };
  TargetChangeTargetChangeType: Record<'ADD' | 'CURRENT' | 'NO_CHANGE' | 'REMOVE', number>;
};

const DOCUMENT_EVENTS = ['create-document', 'update-document', 'delete-document'] as const;

let lastMicros = 0;

/** Now in microseconds, and always later than the last moment given. */
function tick(): number {
  lastMicros = Math.max(Date.now() * 1000, lastMicros + 1);
  return lastMicros;
}

function timestampOf(micros: number) {
  return { seconds: Math.floor(micros / 1e6), nanos: (micros % 1e6) * 1000 };
}

/** When each version of a document was written (its metadata object stands for the version). */
const writtenAt = new WeakMap<object, number>();

/**
 * A target's response that removes it; when it failed, with the failure as its cause
 * (google.rpc.Status INVALID_ARGUMENT: a target the package cannot serve), as Firestore answers.
 */
export function targetRemoved(targetId: number, failure?: unknown): unknown {
  const cause = failure === undefined ? undefined : { code: 3, message: failure instanceof Error ? failure.message : String(failure) };
  return ListenResponse.fromObject({ target_change: { target_change_type: TargetChange.REMOVE, target_ids: [targetId], cause } });
}

function getDocument(this: StateCollection, name: string): StateDocument {
  const found = Object.hasOwn(this.documents, name) ? this.documents[name] : undefined;
  if (found) return found;
  const document = new server.FirestoreStateDocument(this.emitter, this.database, this, name, {}, {});
  this.documents[name] = document;
  return document;
}

/** What a target watches: the documents it holds now, and whether a write may change them. */
interface Watched {
  read(): StateDocument[];
  concerns(document: StateDocument): boolean;
}

function watchedOf(state: EmulatorStateInternals, target: ListenRequest['add_target']): Watched {
  if (target.has_query) {
    const { parent, structured_query: query } = target.query;
    const collectionPath = `${parent}/${query.from[0]?.collection_id ?? ''}`;
    return {
      read: () => state.v1Query(parent, query),
      concerns: (document) => document.parent.getPath() === collectionPath,
    };
  }
  const paths = target.documents.documents;
  return {
    read: () => paths.map((path) => state.getDocument(path)).filter((document) => document.metadata.hasExist),
    concerns: (document) => paths.includes(document.getPath()),
  };
}

/**
 * A live target: its documents once, then after writes it concerns only the changes:
 * documents added or changed, documents deleted, and documents that left a query's result
 * (sent with their new content, so the client need not ask what became of them). Each answer
 * ends with CURRENT and a global NO_CHANGE at one read time, later than every write it saw.
 */
function listenToTarget(state: EmulatorStateInternals, request: ListenRequest, respond: Respond, onEnd: OnEnd): void {
  const targetId = request.add_target.target_id;
  const watched = watchedOf(state, request.add_target);
  const targetChange = (type: number, targetIds: number[], readTime: unknown) =>
    respond(ListenResponse.fromObject({ target_change: { target_change_type: type, target_ids: targetIds, read_time: readTime } }));

  respond(ListenResponse.fromObject({ target_change: { target_change_type: TargetChange.ADD, target_ids: [targetId] } }));
  /** What the client holds: each document's path and the version it was sent. */
  let held = new Map<string, StateDocument['metadata']>();
  let first = true;
  const refresh = () => {
    const now = new Map<string, StateDocument['metadata']>();
    let changed = false;
    for (const document of watched.read()) {
      const path = document.getPath();
      now.set(path, document.metadata);
      if (held.get(path) === document.metadata) continue;
      changed = true;
      respond(ListenResponse.fromObject({ document_change: { document: document.toV1DocumentObject(), target_ids: [targetId] } }));
    }
    const readTime = timestampOf(tick());
    for (const path of held.keys()) {
      if (now.has(path)) continue;
      changed = true;
      const document = state.getDocument(path);
      respond(ListenResponse.fromObject(document.metadata.hasExist
        ? { document_change: { document: document.toV1DocumentObject(), target_ids: [], removed_target_ids: [targetId] } }
        : { document_delete: { document: path, removed_target_ids: [targetId], read_time: readTime } }));
    }
    held = now;
    if (!changed && !first) return;
    first = false;
    targetChange(TargetChange.CURRENT, [targetId], readTime);
    targetChange(TargetChange.NO_CHANGE, [], readTime);
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
        respond(targetRemoved(targetId, error));
      }
    });
  };
  const onWrite = ({ document }: { document: StateDocument }) => {
    if (watched.concerns(document)) schedule();
  };
  for (const event of DOCUMENT_EVENTS) state.emitter.on(event, onWrite);
  state.emitter.on('clear-all-projects', schedule);
  onEnd(end);
}

/** Stamps each write with the clock, and sends that moment as the document's update time. */
function stampWrites(): void {
  const documentProto = server.FirestoreStateDocument.prototype;
  for (const name of ['create', 'update', 'set', 'delete'] as const) {
    const write = documentProto[name];
    documentProto[name] = function stamped(this: StateDocument, ...args: unknown[]) {
      write.apply(this, args);
      writtenAt.set(this.metadata, tick());
    };
  }
  const toObject = documentProto.toV1DocumentObject;
  documentProto.toV1DocumentObject = function toV1DocumentObject(this: StateDocument) {
    const object = toObject.call(this);
    const micros = writtenAt.get(this.metadata);
    return micros === undefined ? object : { ...object, update_time: timestampOf(micros) };
  };
}

let applied = false;

/** Patches the package's classes; idempotent. */
export function applyLeanState(): void {
  if (applied) return;
  applied = true;
  server.FirestoreStateCollection.prototype.getDocument = getDocument as never;
  stampWrites();
  server.FirestoreState.prototype.v1Listen = function v1Listen(this: EmulatorStateInternals, request, respond, onEnd) {
    listenToTarget(this, request, respond, onEnd);
  };
}
