/**
 * What a client asks Firestore, as data, and how a test client asks it. Reads listen with
 * onSnapshot until the server answers, as the web app reads (web/src/lib/live.ts); the rules
 * judge a listen and a get alike, but a listen is what the app's sessions really do.
 */
import type { RulesTestContext } from '@firebase/rules-unit-testing';
import {
  FieldPath,
  and,
  collection,
  limit as limitTo,
  onSnapshot,
  or,
  orderBy as orderedBy,
  query,
  where,
  type Firestore as ModularFirestore,
  type QueryNonFilterConstraint,
} from 'firebase/firestore';
import type { PanelQuery } from '@gh/web/admin-queries';

type Firestore = ReturnType<RulesTestContext['firestore']>;
type Filter = PanelQuery['filters'][number];
type Where = Exclude<Filter, { or: unknown }>;

/** A collection listener as live.ts builds one: filters (a `where`, or `{or}` of several), an optional order and limit. */
export interface ListQuery {
  path: string;
  filters: readonly Filter[];
  orderBy?: readonly [field: string, direction: 'asc' | 'desc'];
  limit?: number;
}

const fieldText = (field: Where[0]) => (typeof field === 'string' ? field : field.join('.'));
const whereText = ([field, op, value]: Where) => `${fieldText(field)} ${op} ${String(value)}`;

/** A write; an update sets `fields` (by default one field of its own). */
export type Request =
  | { get: string }
  | { list: ListQuery }
  | { write: 'create' | 'update' | 'delete'; path: string; fields?: Readonly<Record<string, unknown>> };

export function describeRequest(request: Request): string {
  if ('get' in request) return `get ${request.get}`;
  if ('write' in request) return `${request.write} ${request.path}${request.fields ? ` ${Object.keys(request.fields).join(', ')}` : ''}`;
  const { path, filters, orderBy, limit } = request.list;
  const wheres = filters.map((filter) => ` where ${'or' in filter ? filter.or.map(whereText).join(' or ') : whereText(filter)}`).join('');
  return `list ${path}${wheres}${orderBy ? ` order by ${orderBy.join(' ')}` : ''}${limit ? ` limit ${limit}` : ''}`;
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

/**
 * The query as live.ts asks it, in the modular API (which takes the compat instance the test
 * context gives): the compat API has no `or`.
 */
function toQuery(db: Firestore, { path, filters, orderBy, limit }: ListQuery) {
  const whereOf = ([field, op, value]: Where) => where(typeof field === 'string' ? field : new FieldPath(...field), op, value);
  const joined = and(...filters.map((filter) => ('or' in filter ? or(...filter.or.map(whereOf)) : whereOf(filter))));
  const shape: QueryNonFilterConstraint[] = [...(orderBy ? [orderedBy(...orderBy)] : []), ...(limit ? [limitTo(limit)] : [])];
  return query(collection(db as unknown as ModularFirestore, path), joined, ...shape);
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
      onSnapshot(
        toQuery(db, request.list),
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
