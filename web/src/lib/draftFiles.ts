/**
 * The file a draft holds (the application's resume), kept in IndexedDB: sessionStorage holds
 * strings of a few MB only. IndexedDB outlives the tab, so each file is kept under this tab's
 * id (itself in sessionStorage): another tab, or the next person on a shared phone, never gets
 * it back. Files older than a draft's day are deleted whenever one is read; Sign Out deletes
 * them all (lib/drafts.ts). A browser without IndexedDB, or one that refuses it, keeps nothing:
 * the person chooses the file again.
 *
 * IndexedDB writes finish after the call, and a reload right after one loses it (Start again,
 * then reload, brought the forgotten file back). So the tab's sessionStorage, written at once,
 * names the file kept (its `savedAt`) under the draft's key: a file it does not name is not
 * given back. Clearing the tab's drafts clears the names with them.
 */
import { clear, createStore, del, entries, get, set, type UseStore } from 'idb-keyval';
import { tabStore } from './browserStore';

const TAB_ID = 'gh:tab-id';

interface KeptFile {
  savedAt: number;
  file: File;
}

let store: UseStore | null = null;
const files = (): UseStore => (store ??= createStore('gh-drafts', 'files'));

function tabId(): string {
  const kept = tabStore.read(TAB_ID);
  if (typeof kept === 'string') return kept;
  const id = crypto.randomUUID();
  tabStore.keep(TAB_ID, id);
  return id;
}

const keyOf = (draftKey: string) => `${tabId()}|${draftKey}`;
/** The tab's name of the file kept for the draft: under the draft's own key, so clearing drafts clears it. */
const nameOf = (draftKey: string) => `${draftKey}:file`;

/** Runs `work` against the store; whatever IndexedDB refuses is simply not kept. */
async function quietly<T>(work: () => Promise<T>, otherwise: T): Promise<T> {
  try {
    return await work();
  } catch {
    return otherwise;
  }
}

/** Keeps `file` as the draft's, or forgets the draft's file when `file` is null. */
export function keepDraftFile(draftKey: string, file: File | null): Promise<void> {
  if (!file) return forgetDraftFile(draftKey);
  const savedAt = Date.now();
  tabStore.keep(nameOf(draftKey), savedAt);
  return quietly(() => set(keyOf(draftKey), { savedAt, file } satisfies KeptFile, files()), undefined);
}

/** This tab's file for the draft, younger than `maxAgeMs`, or null; older files of any tab go. */
export const readDraftFile = (draftKey: string, maxAgeMs: number): Promise<File | null> =>
  quietly(async () => {
    const now = Date.now();
    for (const [key, kept] of await entries<string, KeptFile>(files())) {
      if (!(now - kept.savedAt < maxAgeMs)) await del(key, files());
    }
    const kept = await get<KeptFile>(keyOf(draftKey), files());
    return kept && kept.savedAt === tabStore.read(nameOf(draftKey)) && now - kept.savedAt < maxAgeMs ? kept.file : null;
  }, null);

export function forgetDraftFile(draftKey: string): Promise<void> {
  tabStore.forget(nameOf(draftKey));
  return quietly(() => del(keyOf(draftKey), files()), undefined);
}

export const forgetAllDraftFiles = (): Promise<void> => quietly(() => clear(files()), undefined);
