/**
 * The service worker, written by Workbox after the prerender (vite.config.ts): the app opens
 * from the phone, with or without a network (docs/decisions/0017-service-worker.md).
 *
 * - Precached, served from the cache first: the app shell of every language (the signed-in
 *   pages' shells, each language's home and sign-in page), every script, the icons and the
 *   manifests. A new build's worker installs beside the old one and takes over at the next
 *   start, once no tab of the old is open: a page never mixes two builds' files.
 * - The public pages at an address without a language (`/about`) depend on the visitor's
 *   language cookie (Hosting's i18n rewrite), which a worker cannot see: they come from the
 *   network first, the copy last served when it does not answer within 3 s, and with neither
 *   (a page never opened on this phone, offline) the app shell, which renders the page in the
 *   address's language from the precached scripts: our page, never the browser's error.
 * - Every other address of the app gets the app shell, as Hosting's catch-all rewrite gives.
 * - /api and Hosting's own /__/ files are the network's, except the Firebase config, which the
 *   app needs to start offline: precached, fetched again by every new worker.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { generateSW, type ManifestTransform } from 'workbox-build';
// eslint-disable-next-line import-x/no-relative-packages -- part of Vite's config, which reaches common/ by path (compiledMessages.ts)
import { DEFAULT_LANG, LANGS, localizedPath } from '../common/src/i18n.ts';
import { APP_SHELL } from './prerender.ts';
import { SERVICE_WORKER } from './src/lib/appFiles.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const htmlOf = (path: string) => join(path.slice(1), 'index.html');
const INDEX = '/index.html';

/**
 * A page's file under the address it is opened at (`dashboard/index.html` as `dashboard`), as
 * Hosting serves it: the worker looks a navigation up by its address, and would otherwise miss
 * the page's own file and answer with the app shell.
 */
const atItsAddress: ManifestTransform = (entries) => ({
  manifest: entries.map((entry) => (entry.url.endsWith(INDEX) ? { ...entry, url: entry.url.slice(0, -INDEX.length) } : entry)),
});

/**
 * `publicPaths`: the prerendered pages in English (`/`, `/about`); `shellPaths`: the signed-in
 * pages with a shell of their own, in every language (`/dashboard`, `/hi/dashboard`);
 * `firebaseConfigUrl`: Hosting's init.json.
 */
export async function writeServiceWorker(
  dist: string,
  publicPaths: readonly string[],
  shellPaths: readonly string[],
  firebaseConfigUrl: string,
): Promise<{ count: number; size: number }> {
  const offline = ['/', '/login'].flatMap((path) => LANGS.filter((lang) => lang !== DEFAULT_LANG).map((lang) => localizedPath(path, lang)));
  const everyPublic = publicPaths.flatMap((path) => LANGS.map((lang) => localizedPath(path, lang)));
  const networkFirst = new RegExp(`^[^/]+//[^/]+(?:${everyPublic.map(escapeRegExp).join('|')})(?:[?#].*)?$`);
  const { count, size, warnings } = await generateSW({
    swDest: join(dist, SERVICE_WORKER.slice(1)),
    globDirectory: dist,
    globPatterns: [APP_SHELL, ...[...shellPaths, ...offline].map(htmlOf), 'assets/*', 'icons/*', '**/manifest.webmanifest'],
    // Hashed names change with their content: no revision needed.
    dontCacheBustURLsMatching: /^assets\//,
    manifestTransforms: [atItsAddress],
    maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
    navigateFallback: `/${APP_SHELL}`,
    navigateFallbackDenylist: [
      /^\/api(?:\/|$)/,
      /^\/__\//,
      new RegExp(
        `^(?:${everyPublic
          .filter((path) => !offline.includes(path))
          .map(escapeRegExp)
          .join('|')})(?:[?#].*)?$`,
      ),
    ],
    // Fetched afresh by each new worker, which a new app shell (new script names) brings: the
    // app cannot start without it.
    additionalManifestEntries: [
      {
        url: firebaseConfigUrl,
        revision: createHash('sha256')
          .update(await readFile(join(dist, APP_SHELL)))
          .digest('hex')
          .slice(0, 16),
      },
    ],
    runtimeCaching: [
      {
        urlPattern: networkFirst,
        handler: 'NetworkFirst',
        options: {
          cacheName: 'pages',
          networkTimeoutSeconds: 3,
          expiration: { maxEntries: 60 },
          precacheFallback: { fallbackURL: `/${APP_SHELL}` },
        },
      },
    ],
    inlineWorkboxRuntime: true,
    cleanupOutdatedCaches: true,
    clientsClaim: false,
    skipWaiting: false,
    mode: 'production',
    sourcemap: false,
  });
  if (warnings.length) throw new Error(`service worker: ${warnings.join('; ')}`);
  return { count, size };
}
