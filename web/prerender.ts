/**
 * The last step of `vite build` (vite.config.ts): writes the public pages as HTML, so their
 * first paint needs no script (design.md, weight). The laid-out files are what Firebase Hosting
 * serves with `trailingSlash: false` (firebase.json): `/` is dist/index.html, `/about` is
 * dist/about/index.html. The shell that every other route gets (no page, only "Loading…") goes to dist/app.html,
 * the destination of the catch-all rewrite.
 *
 * Every page is written once per language: /about, /hi/about, /mr/about, each with
 * its `<html lang>` and hreflang links to the others. Hosting's i18n rewrites serve a Hindi or
 * Marathi visitor the copies under I18N_ROOT (dist/intl/hi/about/index.html) at the English
 * address, when their language cookie or, on a first visit, Accept-Language names it.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderedPage } from './src/entry-server';
import { MANIFEST } from './src/lib/appFiles.ts';
import { chunksOfFirstPaint, chunksOfListen, chunksOfOneTap, chunksOfPage, type Manifest } from './pageShell.ts';
import { CODE_LINK_PRELOADS } from './src/features/auth/codeLinkMark.ts';
// eslint-disable-next-line import-x/no-relative-packages -- part of Vite's config, which reaches common/ by path (compiledMessages.ts)
import { DEFAULT_LANG, I18N_ROOT, LANGS, localizedPath, type Lang } from '../common/src/i18n.ts';
// eslint-disable-next-line import-x/no-relative-packages -- as above
import { PAGES } from '../common/src/routes.ts';

/** The catch-all rewrite's destination in firebase.json; the devstack web server reads it there. */
export const APP_SHELL = 'app.html';

type ServerEntry = typeof import('./src/entry-server');

/** Puts one piece into the template at a marker that must be there exactly once. */
function fill(template: string, marker: string, replacement: string): string {
  const parts = template.split(marker);
  if (parts.length !== 2) throw new Error(`prerender: index.html must hold ${marker} exactly once`);
  return parts.join(replacement);
}

/**
 * Where the site is served, for the alternates: search engines want them absolute. The deploy
 * builds with the functions' WEB_ORIGIN (docs/operations.md, Deploy); a local build, which has none, names
 * the local stack's web server at its default ports (devstack/src/stack/config.ts, offset 0).
 */
const LOCAL_ORIGIN = 'http://127.0.0.1:5173';
const SITE_ORIGIN = (process.env.WEB_ORIGIN || LOCAL_ORIGIN).trim().replace(/\/+$/, '');

/** What the dashboard loads by `import()` on every senior's visit, after its first view: her family circle card. */
const DASHBOARD_PARTS = ['src/features/dashboard/CircleCard.tsx'];

/** Links to the page in every language; `x-default` (a reader of none of them) is English. */
const alternates = (path: string) =>
  [...LANGS.map((lang) => [lang, localizedPath(path, lang)]), ['x-default', path]]
    .map(([lang, href]) => `<link rel="alternate" hreflang="${lang}" href="${SITE_ORIGIN}${href}">`)
    .join('\n    ');

/** Meta tags listing files for a head script to fetch (lib/listedPreloads.ts), by the tag's name. */
const listedFiles = (lists: Readonly<Record<string, string[]>>) =>
  Object.entries(lists)
    .map(([name, files]) => `<meta name="${name}" content="${files.join(' ')}">\n    `)
    .join('');

/** `lists`: what the head script fetches when the page opens from a code link (codeLinkMark.ts), and after. */
function pageHtml(
  template: string,
  page: RenderedPage,
  headScript: string,
  path: string,
  lang: Lang,
  lists: Readonly<Record<string, string[]>>,
  head = '',
): string {
  let html = fill(template, '<html lang="en">', `<html lang="${lang}">`);
  html = fill(html, `<link rel="manifest" href="${MANIFEST}" />`, `<link rel="manifest" href="${localizedPath(MANIFEST, lang)}" />`);
  html = fill(html, '<title>Golden Hearts</title>', `<title>${escapeText(page.title)}</title>`);
  if (!DESCRIPTION.test(html)) throw new Error('prerender: index.html must hold a description meta tag');
  html = html.replace(DESCRIPTION, (_match, start: string) => `${start}${escapeAttribute(page.description)}"`);
  html = fill(
    html,
    '</head>',
    `  ${alternates(path)}\n    ${listedFiles(lists)}<script>${headScript}</script>\n${page.styles}\n${head}  </head>`,
  );
  return fill(html, '<div id="root"></div>', `<div id="root">${page.html}</div>`);
}

type Opening = Awaited<ReturnType<ServerEntry['renderOpening']>>;

/**
 * A signed-in page's own shell in `lang` (the dashboard's): its frame prerendered (the top bar,
 * "Loading…" in the page, the footer), the head script that finds the phone's copy
 * (keptCopyMark.ts) with the lists of files it fetches, and the Firebase config fetched at once.
 */
function frameShellHtml(
  template: string,
  lang: Lang,
  frame: Awaited<ReturnType<ServerEntry['renderFrame']>>,
  opening: Opening,
  headScript: string,
  lists: Readonly<Record<string, string[]>>,
  firebaseConfigUrl: string,
  firstPaintHead: string,
): string {
  let html = fill(template, '<html lang="en">', `<html lang="${lang}">`);
  html = fill(html, `<link rel="manifest" href="${MANIFEST}" />`, `<link rel="manifest" href="${localizedPath(MANIFEST, lang)}" />`);
  html = fill(html, '<title>Golden Hearts</title>', `<title>${escapeText(frame.siteName)}</title>`);
  html = fill(
    html,
    '</head>',
    `  ${listedFiles(lists)}<script>${headScript}</script>\n` +
      `    <link rel="preload" href="${firebaseConfigUrl}" as="fetch" crossorigin>\n${opening.style}\n${frame.styles}\n    ${firstPaintHead}\n  </head>`,
  );
  return fill(html, '<div id="root"></div>', `<div id="root">${fill(frame.html, '</main>', `${opening.html}</main>`)}</div>`);
}

/** The shell every signed-in page starts from: its language set and "Loading…" shown before any script. */
function shellHtml(template: string, opening: Opening): string {
  const html = fill(template, '</head>', `  <script>${opening.script}</script>\n    ${opening.style}\n  </head>`);
  return fill(html, '<div id="root"></div>', `<div id="root">${opening.html}</div>`);
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** index.html's description, which the page's own replaces. */
const DESCRIPTION = /(name="description"\s+content=")[^"]*"/;

const fileFor = (dist: string, path: string) => join(dist, path, 'index.html');

/** `dist` holds the client build; `serverEntry` is the SSR build of src/entry-server.tsx. */
export async function prerender(
  dist: string,
  serverEntry: string,
): Promise<{ written: string[]; publicPaths: string[]; shellPaths: string[]; firebaseConfigUrl: string }> {
  const template = await readFile(join(dist, 'index.html'), 'utf8');
  const entry = (await import(pathToFileURL(serverEntry).href)) as ServerEntry;
  const {
    render,
    renderFrame,
    renderOpening,
    PRERENDERED_PATHS,
    HEAD_SCRIPT,
    DASHBOARD_HEAD_SCRIPT,
    SHELL_PAGES,
    FIREBASE_CONFIG_URL,
    FIRST_PAINT_HEAD,
  } = entry;
  const opening = await renderOpening();
  await writeFile(join(dist, APP_SHELL), shellHtml(template, opening));
  // The manifest only feeds the shells: it is not deployed.
  const manifestFile = join(dist, '.vite', 'manifest.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
  await rm(join(dist, '.vite'), { recursive: true });
  /**
   * What the dashboard loads in `lang` after its first paint, in two lists (app/keptCopyMark.ts):
   * what opens its listeners, for once the phone's copy has painted, and every other file, for
   * once they have answered.
   */
  const dashboardLists = (lang: Lang) => {
    const painting = new Set(chunksOfFirstPaint(manifest, lang));
    const listen = chunksOfListen(manifest, lang).filter((file) => !painting.has(file));
    const earlier = new Set([...painting, ...listen]);
    const rest = chunksOfPage(manifest, SHELL_PAGES[PAGES.dashboard]!, lang, DASHBOARD_PARTS).filter((file) => !earlier.has(file));
    return { [entry.LISTEN_FILES]: listen, [entry.APP_FILES]: rest };
  };
  const written: string[] = [];
  const shellPaths: string[] = [];
  /** Writes `html` as `path` in `lang`, and where Hosting's i18n rewrite serves it at the English address. */
  const writePage = async (path: string, lang: Lang, html: string) => {
    const files = [fileFor(dist, localizedPath(path, lang))];
    if (lang !== DEFAULT_LANG) files.push(fileFor(join(dist, I18N_ROOT, lang), path));
    for (const file of files) {
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, html);
    }
  };
  for (const lang of LANGS) {
    for (const path of Object.keys(SHELL_PAGES)) {
      const lists = { [entry.FIRST_PAINT_FILES]: chunksOfFirstPaint(manifest, lang), ...dashboardLists(lang) };
      await writePage(
        path,
        lang,
        frameShellHtml(
          template,
          lang,
          await renderFrame(path, lang),
          opening,
          DASHBOARD_HEAD_SCRIPT,
          lists,
          FIREBASE_CONFIG_URL,
          FIRST_PAINT_HEAD,
        ),
      );
      shellPaths.push(localizedPath(path, lang));
    }
    for (const path of PRERENDERED_PATHS) {
      // The one-tap link of a sign-in code opens /login, which goes straight on to the dashboard,
      // painted first from the copy the code's check answers.
      const oneTap = path === PAGES.login;
      const lists: Record<string, string[]> = oneTap
        ? { [CODE_LINK_PRELOADS]: chunksOfOneTap(manifest, lang), ...dashboardLists(lang) }
        : {};
      await writePage(
        path,
        lang,
        pageHtml(template, await render(path, lang), HEAD_SCRIPT, path, lang, lists, oneTap ? `    ${FIRST_PAINT_HEAD}\n` : ''),
      );
      written.push(localizedPath(path, lang));
    }
  }
  return { written, publicPaths: PRERENDERED_PATHS, shellPaths, firebaseConfigUrl: FIREBASE_CONFIG_URL };
}
