/**
 * Every tab, public pages too, forgets what it kept of a person when another tab signs out, and
 * a start finishes a Sign Out its tabs left unfinished. It runs in the first script of every
 * page, so it only listens and looks; the code that forgets (personEntries.ts) loads when there
 * is something to forget.
 */
import { DEVICE_CHOICES, FIRESTORE_DATABASES, PERSON_PREFIX, SIGNED_OUT } from './personKeys';

const entries = () => import('./personEntries');

/** Whether localStorage holds an entry of a person. */
function personKept(): boolean {
  try {
    const kept = new Set<string>(Object.values(DEVICE_CHOICES));
    return Object.keys(localStorage).some((key) => key.startsWith(PERSON_PREFIX) && !kept.has(key));
  } catch {
    return false;
  }
}

/** Whether a Firestore cache is left in IndexedDB (older browsers do not list theirs: none found). */
async function cacheKept(): Promise<boolean> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return false;
  return (await indexedDB.databases()).some(({ name }) => name?.startsWith(FIRESTORE_DATABASES));
}

export function watchSignOuts(): void {
  addEventListener('storage', (event) => {
    if (event.key === SIGNED_OUT && event.newValue !== null) void entries().then(({ forgetPersonEntries }) => forgetPersonEntries());
  });
  void (async () => {
    if (personKept() || (await cacheKept())) await (await entries()).finishSignOut();
  })().catch(() => {
    // No storage or IndexedDB here: nothing of anyone is kept in it either.
  });
}
