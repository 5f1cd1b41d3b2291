/**
 * A page's own copy of the app shell, naming up front everything the page will load (for
 * the phone-class dashboard figure). Served the empty shell, the browser discovers the page's
 * chunks one level of `import()` at a time (main.tsx, then React, then the chrome, then the page
 * and Firebase), a round trip each: 562 ms apiece on a slow phone network. Here the shell's
 * head lists them all as modulepreload links, and the Firebase config as a fetch preload, so
 * they download together, as soon as the HTML arrives.
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

/** The files of `keys` but the entry script, which the shell names already. */
const filesBesideEntry = (manifest: Manifest, keys: string[]) => keys.filter((key) => key !== ENTRY).map((key) => manifest[key]!.file);

/**
 * The files the page at source `page` loads besides the entry script: the entry's imports and
 * the page's, static and dynamic, all the way down (the start's steps, the chrome, Firebase),
 * but no other page. The entry's come first: the browser fetches in this order, at most six at
 * a time from one host over HTTP/1.1.
 */
export function chunksOfPage(manifest: Manifest, page: string): string[] {
  return filesBesideEntry(
    manifest,
    reachable(manifest, [ENTRY, page], (source) => !source.startsWith(PAGES_SOURCE)),
  );
}

/** The app shell with preload links for `files` (modulepreload) and `fetches` (fetch) in its head. */
export function shellWithPreloads(shell: string, files: string[], fetches: string[]): string {
  const links = [
    ...fetches.map((url) => `<link rel="preload" href="${url}" as="fetch" crossorigin>`),
    ...files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
  const parts = shell.split('</head>');
  if (parts.length !== 2) throw new Error('pageShell: the app shell must hold </head> exactly once');
  return parts.join(`  ${links.join('\n    ')}\n  </head>`);
}

/** The one-tap link's early start, which sends the code's check: its files are listed first. */
const ONE_TAP_START = 'src/app/earlyStart.ts';
/** What a one-tap link's dashboard renders with besides React: the chrome, the page and its guard. */
const DASHBOARD_FIRST_RENDER = ['src/app/appElement.tsx', 'src/features/dashboard/DashboardPage.tsx', 'src/app/AfterAuthRestored.tsx'];

/**
 * The files a one-tap link's dashboard renders with in `lang` (app/earlyStart.ts): the early
 * start first (the browser asks in this order, and the code's check waits for it), React's DOM
 * renderer, DASHBOARD_FIRST_RENDER and their static imports, and the messages in `lang` any of
 * them loads; not Firebase, which the dashboard shows without, nor the login page.
 */
export function chunksOfOneTap(manifest: Manifest, lang: string): string[] {
  const reactDom = manifest[ENTRY]?.dynamicImports?.find((source) => source.includes('react-dom'));
  if (!reactDom) throw new Error('pageShell: the entry loads no react-dom');
  const messages = `src/i18n/messages/${lang}/`;
  return filesBesideEntry(
    manifest,
    reachable(manifest, [ONE_TAP_START, ENTRY, reactDom, ...DASHBOARD_FIRST_RENDER], (source) => source.startsWith(messages)),
  );
}
