/**
 * The last step of `vite build` (vite.config.ts): writes the public pages as HTML, so their
 * first paint needs no script (design.md, weight). The laid-out files are what Firebase Hosting
 * serves with `trailingSlash: false` (firebase.json): `/` is dist/index.html, `/about` is
 * dist/about/index.html. The empty shell that every other route gets moves to dist/app.html,
 * the destination of the catch-all rewrite.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderedPage } from './src/entry-server';
import { chunksOfPage, shellWithPreloads, type Manifest } from './pageShell.ts';

/** The catch-all rewrite's destination in firebase.json; the devstack web server reads it there. */
export const APP_SHELL = 'app.html';

type ServerEntry = typeof import('./src/entry-server');

/** Puts one piece into the template at a marker that must be there exactly once. */
function fill(template: string, marker: string, replacement: string): string {
  const parts = template.split(marker);
  if (parts.length !== 2) throw new Error(`prerender: index.html must hold ${marker} exactly once`);
  return parts.join(replacement);
}

function pageHtml(template: string, page: RenderedPage, headScript: string): string {
  let html = fill(template, '<title>Golden Hearts</title>', `<title>${escapeText(page.title)}</title>`);
  html = fill(html, '</head>', `<script>${headScript}</script>\n${page.styles}\n  </head>`);
  return fill(html, '<div id="root"></div>', `<div id="root">${page.html}</div>`);
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

const fileFor = (dist: string, path: string) => join(dist, path, 'index.html');

/** `dist` holds the client build; `serverEntry` is the SSR build of src/entry-server.tsx. */
export async function prerender(dist: string, serverEntry: string): Promise<string[]> {
  const template = await readFile(join(dist, 'index.html'), 'utf8');
  await writeFile(join(dist, APP_SHELL), template);
  const { render, PRERENDERED_PATHS, SIGNED_IN_MARK_SCRIPT, SHELL_PAGES, FIREBASE_CONFIG_URL } =
    (await import(pathToFileURL(serverEntry).href)) as ServerEntry;
  // The manifest only feeds the shells: it is not deployed.
  const manifestFile = join(dist, '.vite', 'manifest.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
  await rm(join(dist, '.vite'), { recursive: true });
  for (const [path, page] of Object.entries(SHELL_PAGES)) {
    const file = fileFor(dist, path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, shellWithPreloads(template, chunksOfPage(manifest, page), [FIREBASE_CONFIG_URL]));
  }
  for (const path of PRERENDERED_PATHS) {
    const file = fileFor(dist, path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, pageHtml(template, await render(path), SIGNED_IN_MARK_SCRIPT));
  }
  return PRERENDERED_PATHS;
}
