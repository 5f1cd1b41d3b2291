/**
 * Live Firestore listeners as React hooks. Every hook answers one shape, reactfire's
 * `{status, data, error}`, so pages render loading, data and failure the same way everywhere.
 * Data arrives by `onSnapshot` pushes; nothing here polls (design.md, Shape).
 */
import { useEffect, useRef, useState } from 'react';
import type {
  QueryCompositeFilterConstraint,
  QueryFieldFilterConstraint,
  QueryNonFilterConstraint,
  WhereFilterOp,
} from 'firebase/firestore';
import { firestoreSdk, getDb, recheckSession } from './firebase';
import { keepSeen, lastSeen } from './lastSeen';

export type LiveStatus = 'loading' | 'success' | 'error';

export interface LiveResult<T> {
  status: LiveStatus;
  /** The document's fields; null while loading, on error, or when the document does not exist. */
  data: T | null;
  error: Error | null;
  /** The data is as this browser's cache last saw it, not yet confirmed by the server (offline, or the first moment of a start). */
  fromCache?: boolean;
}

const LOADING: LiveResult<never> = { status: 'loading', data: null, error: null };

/** What the listener remembered as `name` last answered here, as the phone's copy; null if nothing. */
function seenResult<T>(name: string | undefined): LiveResult<T> | null {
  const data = name === undefined ? undefined : lastSeen(name);
  return data === undefined ? null : { status: 'success', data: data as T, error: null, fromCache: true };
}

/** Reports `result`, first keeping it as `name` when it is data (lastSeen.ts). */
const keeping =
  <T>(name: string | undefined, report: (result: LiveResult<T>) => void) =>
  (result: LiveResult<T>) => {
    if (name !== undefined && result.status === 'success') keepSeen(name, result.data);
    report(result);
  };

/** The rules refused the read (Firestore's `permission-denied`). */
export const refusedByRules = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === 'permission-denied';

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

type Sdk = Awaited<ReturnType<typeof firestoreSdk>>;
type Db = Awaited<ReturnType<typeof getDb>>;
/** Starts one listener for `key`, reporting through `next` and `fail`; answers how to stop it. */
type Listen<T> = (
  key: string,
  db: Db,
  sdk: Sdk,
  next: (data: T | null, fromCache?: boolean) => void,
  fail: (error: unknown) => void,
) => () => void;

/** Starts `listen` for `key` once the SDK is there, reporting each result; answers how to stop it. */
function startListener<T>(key: string, listen: Listen<T>, report: (result: LiveResult<T>) => void): () => void {
  let active = true;
  let unsubscribe: (() => void) | undefined;
  const fail = (error: unknown) => {
    // Refused: perhaps the session has ended on the server; Auth finds out and signs it out.
    if (refusedByRules(error)) void recheckSession();
    if (active) report({ status: 'error', data: null, error: asError(error) });
  };
  const next = (data: T | null, fromCache?: boolean) =>
    report({ status: 'success', data, error: null, ...(fromCache !== undefined && { fromCache }) });

  Promise.all([getDb(), firestoreSdk()])
    .then(([db, sdk]) => {
      if (active) unsubscribe = listen(key, db, sdk, next, fail);
    })
    .catch(fail); // config, SDK download, or a malformed path

  return () => {
    active = false;
    unsubscribe?.();
  };
}

/**
 * The listener life cycle the hooks share. `key` names what is listened to (null: not known
 * yet, stays loading); a new key drops the old listener and starts loading the new one. With
 * `remember`, its results are kept under that name, and until it answers the server's answer to
 * holdDocs shows, or else the last one kept, as the phone's copy.
 */
function useListener<T>(key: string | null, listen: Listen<T>, remember?: string): LiveResult<T> {
  // Results are tagged with their key, so a stale result never shows for a new key.
  const [latest, setLatest] = useState<{ key: string; result: LiveResult<T> } | null>(null);

  useEffect(() => {
    if (!key) return;
    return startListener(
      key,
      listen,
      keeping(remember, (result) => setLatest({ key, result })),
    );
  }, [key, listen, remember]);

  if (!key) return LOADING;
  if (latest?.key !== key) return heldResult<T>(key) ?? seenResult<T>(remember) ?? LOADING;
  return latest.result;
}

// With metadata changes: the same data, once the server confirms it, stops being `fromCache`.
const listenDoc: Listen<unknown> = (path, db, sdk, next, fail) =>
  sdk.onSnapshot(
    sdk.doc(db, path),
    { includeMetadataChanges: true },
    (snapshot) => next(snapshot.exists() ? snapshot.data() : null, snapshot.metadata.fromCache),
    fail,
  );

/**
 * Listens to the document at `path` (e.g. `matches/ada@example.com`) while the component is
 * mounted. A null path means "not known yet" (say, before the user is read) and stays loading.
 * Changing the path drops the old listener and starts loading the new one. `remember` names it
 * among the signed-in person's documents this browser keeps (useListener).
 */
export function useLiveDoc<T>(path: string | null, remember?: string): LiveResult<T> {
  return useListener(path, listenDoc as Listen<T>, remember);
}

/** The server's latest answer for each document held open by holdDocs, by path. */
const confirmed = new Map<string, unknown>();

/** The server's latest answer for the document at `path` while holdDocs holds it, as a live result. */
function heldResult<T>(path: string): LiveResult<T> | null {
  return confirmed.has(path) ? { status: 'success', data: confirmed.get(path) as T, error: null, fromCache: false } : null;
}

/**
 * Opens listeners on the documents at `paths` now and drops them after `ms`. A page that
 * listens to the same documents meanwhile shares them (Firestore serves every listener of one
 * query from one target), so its data is already on the way when it renders, and it starts from
 * what the server has answered them (useListener). Each answer the server confirms goes to
 * `onLive` with its path. Answers once they are open, with `answered`: settled when each has
 * answered once (from this phone's cache or the server, or with a failure).
 */
export async function holdDocs(
  paths: readonly string[],
  ms: number,
  onLive: (path: string, data: unknown) => void = () => {},
): Promise<{ answered: Promise<void> }> {
  const [db, sdk] = await Promise.all([getDb(), firestoreSdk()]);
  const answers = paths.map((path) => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const stop = sdk.onSnapshot(
      sdk.doc(db, path),
      { includeMetadataChanges: true },
      (snapshot) => {
        answer();
        if (snapshot.metadata.fromCache) return confirmed.delete(path);
        const data = snapshot.exists() ? snapshot.data() : null;
        confirmed.set(path, data);
        onLive(path, data);
      },
      // Failures are the page's to report, through its own listeners.
      () => {
        confirmed.delete(path);
        answer();
      },
    );
    setTimeout(() => {
      stop();
      confirmed.delete(path);
    }, ms);
    return answered;
  });
  return { answered: Promise.all(answers).then(() => {}) };
}

/**
 * One `where` condition of a collection listener, e.g. `['senior.status', '==', 'Requested']`.
 * A field given as its names, e.g. `[['search', 'aditi.s@'], '==', true]`, is a FieldPath: a
 * map's key may then hold a dot.
 */
type LiveWhere = readonly [field: string | readonly string[], op: WhereFilterOp, value: unknown];

/** A condition of a collection listener: one `where`, or `{or: [...]}`, any of several. */
export type LiveFilter = LiveWhere | { readonly or: readonly LiveWhere[] };

/** A document of a collection listener: its fields and its id (for us, usually the e-mail). */
export type LiveItem<T> = T & { id: string };

/** A position in a query ordered by one field: that field's value and the document's id. */
export type LiveCursor = readonly [value: unknown, id: string];

/** The order and size of a collection listener: `orderBy` a top-level field, at most `limit` documents. */
export interface LiveQueryShape {
  orderBy?: readonly [field: string, direction: 'asc' | 'desc'];
  limit?: number;
  /** Only the documents after this position (with `orderBy`, which the id then breaks ties of): a page after another. */
  startAfter?: LiveCursor;
  /**
   * Not the cache's short guess. The SDK first answers a new query from its local cache, which
   * for the next page holds only what the page before read beyond itself: a Show more would
   * flash that short list (and drop its button) before the server's answer. So a first answer from the
   * cache is shown only if it fills the limit, else the server's is awaited, at most
   * SYNC_WAIT_MS: a document the cache holds but the server no longer lists (a "limbo"
   * document, common while others change the same panel) can keep every answer `fromCache`.
   * After that wait, or once one answer is shown, every answer is.
   */
  synced?: boolean;
  /** Kept under this name among the signed-in person's results this browser keeps, and shown until the query answers (useListener). */
  remember?: string;
}

/** How long a `synced` query waits for the server before it shows the cache's answer. */
export const SYNC_WAIT_MS = 5_000;

type Snapshot = { metadata: { fromCache: boolean }; docs: { id: string; data: () => unknown }[] };
const itemsOf = (snapshot: Snapshot) => snapshot.docs.map((document) => ({ ...(document.data() as object), id: document.id }));

/**
 * The query's filters: its `where`s, or, with an `or` among them, one composite filter of them
 * all (Firestore takes an `or` only as the query's one filter, joined to others by `and`).
 */
function filtersOf(sdk: Sdk, filters: readonly LiveFilter[]): QueryFieldFilterConstraint[] | QueryCompositeFilterConstraint {
  const where = ([field, op, value]: LiveWhere) => sdk.where(typeof field === 'string' ? field : new sdk.FieldPath(...field), op, value);
  const wheres = filters.flatMap((filter) => ('or' in filter ? [] : [where(filter)]));
  const ors = filters.flatMap((filter) => ('or' in filter ? [sdk.or(...filter.or.map(where))] : []));
  if (!ors.length) return wheres;
  return wheres.length === 0 && ors.length === 1 ? ors[0]! : sdk.and(...wheres, ...ors);
}

const listenQuery: Listen<LiveItem<unknown>[]> = (key, db, sdk, next, fail) => {
  const [path, filters, shape] = JSON.parse(key) as [string, LiveFilter[], LiveQueryShape];
  const conditions: QueryNonFilterConstraint[] = [];
  if (shape.orderBy) conditions.push(sdk.orderBy(...shape.orderBy));
  if (shape.orderBy && shape.startAfter)
    conditions.push(sdk.orderBy(sdk.documentId(), shape.orderBy[1]), sdk.startAfter(...shape.startAfter));
  if (shape.limit) conditions.push(sdk.limit(shape.limit));
  const filter = filtersOf(sdk, filters);
  const collection = sdk.collection(db, path);
  const query = Array.isArray(filter) ? sdk.query(collection, ...filter, ...conditions) : sdk.query(collection, filter, ...conditions);
  if (!shape.synced) return sdk.onSnapshot(query, (snapshot) => next(itemsOf(snapshot)), fail);

  // Once something is shown, or the wait is over, every answer shows.
  let settled = false;
  let latest: Snapshot | null = null;
  const show = (snapshot: Snapshot) => {
    settled = true;
    next(itemsOf(snapshot));
  };
  const consider = (snapshot: Snapshot) => {
    latest = snapshot;
    if (settled || !snapshot.metadata.fromCache || snapshot.docs.length >= (shape.limit ?? Infinity)) show(snapshot);
  };
  const stop = sdk.onSnapshot(query, { includeMetadataChanges: true }, consider, fail);
  const timer = setTimeout(() => {
    if (settled) return;
    if (latest) show(latest);
    else settled = true; // the first answer, whenever it comes
  }, SYNC_WAIT_MS);
  return () => {
    clearTimeout(timer);
    stop();
  };
};

/**
 * Listens to the documents of the collection at `path` that pass every filter, in id order or
 * `shape.orderBy`, at most `shape.limit` of them, while the component is mounted. `data` is the
 * list after every change (never null once loaded). A null path stays loading; filters and
 * shape are compared by value, so literals are fine. Paged lists: usePagedCollection.ts.
 */
export function useLiveCollection<T>(
  path: string | null,
  filters: readonly LiveFilter[] = [],
  shape: LiveQueryShape = {},
): LiveResult<LiveItem<T>[]> {
  return useListener(path && JSON.stringify([path, filters, shape]), listenQuery as Listen<LiveItem<T>[]>);
}

type CollectionResult<T> = LiveResult<LiveItem<T>[]>;

/**
 * Listens to several queries of the collection at `path` at once, one per shape, while the
 * component is mounted: a shape added starts its own listener, a shape dropped stops its own,
 * and the others go on untouched, so their documents are not read again (a paged list's
 * earlier pages, usePagedCollection.ts). Answers one result per shape, in order.
 */
export function useLiveCollections<T>(
  path: string | null,
  filters: readonly LiveFilter[],
  shapes: readonly LiveQueryShape[],
): CollectionResult<T>[] {
  // No path: every shape stays loading.
  const keys = shapes.map((shape) => (path ? JSON.stringify([path, filters, shape]) : null));
  const joined = JSON.stringify(keys.filter((key) => key !== null));
  const [results, setResults] = useState<ReadonlyMap<string, CollectionResult<T>>>(new Map());
  const stops = useRef(new Map<string, () => void>());

  useEffect(() => {
    const wanted = new Set(JSON.parse(joined) as string[]);
    for (const [key, stop] of stops.current) {
      if (wanted.has(key)) continue;
      stop();
      stops.current.delete(key);
      setResults((all) => new Map([...all].filter(([one]) => one !== key)));
    }
    for (const key of wanted) {
      if (stops.current.has(key)) continue;
      const { remember } = (JSON.parse(key) as [string, LiveFilter[], LiveQueryShape])[2];
      const report = keeping(remember, (result: CollectionResult<T>) => setResults((all) => new Map(all).set(key, result)));
      stops.current.set(key, startListener(key, listenQuery as Listen<LiveItem<T>[]>, report));
    }
  }, [joined]);

  useEffect(() => {
    const running = stops.current;
    return () => {
      for (const stop of running.values()) stop();
      running.clear();
    };
  }, []);

  return keys.map((key, index) => (key !== null && (results.get(key) ?? seenResult<LiveItem<T>[]>(shapes[index]?.remember))) || LOADING);
}
