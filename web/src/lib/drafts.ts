/**
 * A form's draft: what a person has typed, kept for the tab (browserStore.ts), so a reload, Back or
 * Forward on a weak signal loses nothing. One draft per form, and per person where the form is a
 * signed-in person's own (the key names their e-mail), so nobody is shown another's draft; Sign Out
 * forgets them all (a shared phone). A draft holds the form's own fields only, never a one-time
 * code: the code step keeps who asked apart, and only while the code lives.
 * A file the form holds (a resume) is kept beside it in IndexedDB (draftFiles.ts).
 * Why sessionStorage: docs/decisions/0016-drafts-in-session-storage.md.
 */
import { forgetForTab, keepForTab, readForTab } from './browserStore';
import { forgetAllDraftFiles, forgetDraftFile, keepDraftFile, readDraftFile } from './draftFiles';
import { readUser } from './session';

const PREFIX = 'gh:draft:';
/** After a day a half-filled form is better started afresh than found stale. */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

export const draftKey = (form: string, uid?: string) => `${PREFIX}${form}${uid ? `:${uid}` : ''}`;

export const readDraft = <T>(key: string): T | null => readForTab<T>(key, MAX_AGE_MS);

/**
 * Keeps a draft for the tab. A signed-in person's own draft (its key names them) only while they
 * are signed in here: a tab told of a Sign Out elsewhere forgets her drafts, and its form, still
 * on screen until it leaves, must not write hers back.
 */
export function saveDraft<T>(key: string, value: T): void {
  const owner = key.slice(PREFIX.length).split(':')[1];
  if (owner !== undefined && readUser()?.email.toLowerCase() !== owner.toLowerCase()) return;
  keepForTab(key, value);
}

/** Forgets the draft's fields; its file, if any, is the form's to forget (forgetDraftFile). */
export const clearDraft = (key: string): void => forgetForTab(key);

export function clearAllDrafts(): void {
  forgetForTab(PREFIX, { prefix: true });
  void forgetAllDraftFiles();
}

/** The file the draft holds, if this tab kept one within the day. */
export const readDraftFileOf = (key: string): Promise<File | null> => readDraftFile(key, MAX_AGE_MS);

export { forgetDraftFile, keepDraftFile };
