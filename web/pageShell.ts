/**
 * The files a page's own shell names up front (for the phone-class dashboard figures). Served
 * the empty shell, the browser discovers the page's chunks one level of `import()` at a time
 * (main.tsx, then React, then the chrome, then the page and Firebase), a round trip each: 562 ms
 * apiece on a slow phone network. The dashboard's shell (web/prerender.ts) lists them for its
 * head script instead (app/keptCopyMark.ts), in two lists: what paints the phone's copy of the
 * dashboard, fetched at once, and the rest, fetched at once without a copy and after its paint
 * with one, so the copy shows with a few dozen kB parsed. The one-tap link's sign-in page lists
 * what shows the dashboard its code's check answers.
 */

/** One entry of Vite's build manifest (`build.manifest`), keyed by source path. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The manifest's key for the shell's own script (src/main.tsx). */
const ENTRY = 'index.html';
/** Where the pages live: a page's shell loads no other page's chunk. */
const PAGES_SOURCE = 'src/features/';

/**
 * The manifest keys of `roots`, what they import, and the dynamic imports `follows` picks, all
 * the way down, in the order visited.
 */
function reachable(manifest: Manifest, roots: string[], follows: (source: string) => boolean): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`pageShell: ${key} is not in the build manifest`);
    seen.add(key);
    chunk.imports?.forEach(visit);
    chunk.dynamicImports?.filter(follows).forEach(visit);
  };
  roots.forEach(visit);
  return [...seen];
}

/**
 * The files of `keys` but the entry script and its static imports, which the shell's HTML names
 * already (Vite's own modulepreload links): listed twice, a file would be asked for twice.
 */
function filesBesideEntry(manifest: Manifest, keys: string[]): string[] {
  const named = new Set(reachable(manifest, [ENTRY], () => false));
  return keys.filter((key) => !named.has(key)).map((key) => manifest[key]!.file);
}

/** Where a language's messages are (i18n/catalogs.ts): a page in one language loads only its own. */
const messagesIn = (lang: string) => `src/i18n/messages/${lang}/`;
const isMessages = (source: string) => source.startsWith('src/i18n/messages/');

/**
 * The files the page at source `page` loads in `lang` besides the entry script and its static
 * imports: the page's, static and dynamic, all the way down (the start's steps, the chrome,
 * Firebase, the words in `lang`), but no other page, nor a part of its own it loads by `import()`
 * unless `parts` names it (one it loads on every visit). What the entry starts comes first: the
 * browser fetches in this order, at most six at a time from one host over HTTP/1.1.
 */
export function chunksOfPage(manifest: Manifest, page: string, lang: string, parts: readonly string[] = []): string[] {
  const follows = (source: string) =>
    parts.includes(source) || (!source.startsWith(PAGES_SOURCE) && (!isMessages(source) || source.startsWith(messagesIn(lang))));
  return filesBesideEntry(manifest, reachable(manifest, [ENTRY, page], follows));
}

/** What opens the dashboard (app/opening.ts) and paints it from the phone's copy before the app loads (app/firstPaint.ts). */
const FIRST_PAINT = ['src/app/opening.ts', 'src/app/firstPaint.ts'];
/**
 * The early start: the one-tap link's code check (its files are listed first) and the
 * dashboard's listeners, which open before the rest of the app loads.
 */
const EARLY_START = 'src/app/earlyStart.ts';
/** Firebase's SDKs, which the early start's listeners load by `import()` (lib/firebase.ts). */
const isFirebase = (source: string) => /(^|\/)node_modules\/(@firebase|firebase)\//.test(source);

/**
 * The files that paint the dashboard from the phone's copy in `lang`, besides the entry script
 * and its static imports: FIRST_PAINT's and the words in `lang` they load. None of React,
 * MUI or Firebase: those come once it has painted.
 */
export function chunksOfFirstPaint(manifest: Manifest, lang: string): string[] {
  return filesBesideEntry(
    manifest,
    reachable(manifest, [ENTRY, ...FIRST_PAINT], (source) => source.startsWith(messagesIn(lang))),
  );
}

/**
 * The files a one-tap link needs until the person's dashboard shows in `lang`: the early start
 * first (the browser asks in this order, and the code's check waits for it), then what paints
 * the dashboard the check answered (chunksOfFirstPaint). Not the login page, nor React or
 * Firebase, which load once it has painted.
 */
export function chunksOfOneTap(manifest: Manifest, lang: string): string[] {
  return filesBesideEntry(
    manifest,
    reachable(manifest, [EARLY_START, ENTRY, ...FIRST_PAINT], (source) => source.startsWith(messagesIn(lang))),
  );
}

/**
 * The files that open the dashboard's listeners (app/earlyStart.ts) in `lang`, Firebase's SDKs
 * among them, besides the entry script and its static imports: fetched once the phone's copy has
 * painted, before the rest of the app, so Firestore's start does not queue behind React and MUI.
 */
export function chunksOfListen(manifest: Manifest, lang: string): string[] {
  return filesBesideEntry(
    manifest,
    reachable(manifest, [EARLY_START], (source) => isFirebase(source) || source.startsWith(messagesIn(lang))),
  );
}
