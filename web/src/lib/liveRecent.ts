/**
 * The newest documents of a collection, live: one `orderBy(field, 'desc')` and `limit(count)`
 * listener, so a growing collection is never read whole (issue 13). Raising `count` (Show
 * more) replaces the listener with a longer one, the shorter list showing until it answers.
 */
import { useListener, type Listen, type LiveItem, type LiveResult } from './live';

const listenRecent: Listen<LiveItem<unknown>[]> = (key, db, sdk, next, fail) => {
  const [path, field, count] = JSON.parse(key) as [string, string, number];
  return sdk.onSnapshot(
    sdk.query(sdk.collection(db, path), sdk.orderBy(field, 'desc'), sdk.limit(count)),
    (snapshot) => next(snapshot.docs.map((document) => ({ ...(document.data() as object), id: document.id }))),
    fail,
  );
};

/** The `count` documents of `path` with the highest `field`, highest first; a null path stays loading. */
export function useLiveRecent<T>(path: string | null, field: string, count: number): LiveResult<LiveItem<T>[]> {
  return useListener(path && JSON.stringify([path, field, count]), listenRecent as Listen<LiveItem<T>[]>, true);
}
