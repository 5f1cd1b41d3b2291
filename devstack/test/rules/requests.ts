/**
 * What a client asks Firestore, as data, and how a test client asks it. Reads listen with
 * onSnapshot until the server answers, as the web app reads (web/src/lib/live.ts); the rules
 * judge a listen and a get alike, but a listen is what the app's sessions really do.
 */
import type { RulesTestContext } from '@firebase/rules-unit-testing';

type Firestore = ReturnType<RulesTestContext['firestore']>;
type Query = ReturnType<ReturnType<Firestore['collection']>['where']>;
type WhereOp = Parameters<Query['where']>[1];

/** A collection listener as live.ts builds one: `where` filters, an optional order and limit. */
export interface ListQuery {
  path: string;
  filters: readonly (readonly [field: string, op: WhereOp, value: unknown])[];
  orderBy?: readonly [field: string, direction: 'asc' | 'desc'];
  limit?: number;
}

/** A write; an update sets `fields` (by default one field of its own). */
export type Request =
  | { get: string }
  | { list: ListQuery }
  | { write: 'create' | 'update' | 'delete'; path: string; fields?: Readonly<Record<string, unknown>> };

export function describeRequest(request: Request): string {
  if ('get' in request) return `get ${request.get}`;
  if ('write' in request) return `${request.write} ${request.path}${request.fields ? ` ${Object.keys(request.fields).join(', ')}` : ''}`;
  const { path, filters, orderBy, limit } = request.list;
  const where = filters.map(([field, op, value]) => ` where ${field} ${op} ${String(value)}`).join('');
  return `list ${path}${where}${orderBy ? ` order by ${orderBy.join(' ')}` : ''}${limit ? ` limit ${limit}` : ''}`;
}

/** The collection the document at `path` is in: a create goes to a new id there. */
const parentOf = (path: string) => path.slice(0, path.lastIndexOf('/'));

/** The top-level collection a request touches, which decides the rules' match block. */
export function collectionOf(request: Request): string {
  const path = 'get' in request ? request.get : 'list' in request ? request.list.path : request.path;
  return path.split('/')[0] ?? '';
}

type Answer = { fromCache: boolean; found: number };
type Subscribe = (next: (answer: Answer) => void, fail: (error: Error) => void) => () => void;

/** The first answer from the server (not the cache's guess): how many documents it found. */
function serverAnswer(subscribe: Subscribe): Promise<number> {
  return new Promise((resolve, reject) => {
    const stop = subscribe((answer) => {
      if (answer.fromCache) return;
      stop();
      resolve(answer.found);
    }, reject);
  });
}

function toQuery(db: Firestore, { path, filters, orderBy, limit }: ListQuery) {
  let query: Query = db.collection(path);
  for (const [field, op, value] of filters) query = query.where(field, op, value);
  if (orderBy) query = query.orderBy(...orderBy);
  return limit ? query.limit(limit) : query;
}

const withMetadata = { includeMetadataChanges: true };

/** Makes the request; a read resolves with how many documents the server let through. */
export async function perform(db: Firestore, request: Request): Promise<number> {
  if ('get' in request) {
    return serverAnswer((next, fail) =>
      db
        .doc(request.get)
        .onSnapshot(withMetadata, (snapshot) => next({ fromCache: snapshot.metadata.fromCache, found: snapshot.exists ? 1 : 0 }), fail),
    );
  }
  if ('list' in request) {
    return serverAnswer((next, fail) =>
      toQuery(db, request.list).onSnapshot(
        withMetadata,
        (snapshot) => next({ fromCache: snapshot.metadata.fromCache, found: snapshot.size }),
        fail,
      ),
    );
  }
  const { write, path, fields = { by: 'client' } } = request;
  if (write === 'create') await db.doc(`${parentOf(path)}/made-by-a-client`).set({ by: 'client' });
  else if (write === 'update') await db.doc(path).update(fields);
  else await db.doc(path).delete();
  return 0;
}
