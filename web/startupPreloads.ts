/**
 * src/main.tsx starts the app in steps, each a dynamic import, so that no single task
 * evaluates every module at once. Vite preloads only an entry's static imports from the HTML,
 * and would add a `<link rel="modulepreload">` for each dynamic step's chunks as it runs
 * (one request after another, and DOM work in the middle of the start). These links put every
 * chunk of those steps in the HTML, so the browser fetches them at once and Vite finds them
 * already there.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Vite's build manifest (build.manifest in vite.config.ts). */
export const MANIFEST = '.vite/manifest.json';

/** The files the entry imports dynamically, and everything those import, minus what the HTML already preloads. */
function startupFiles(manifest: Manifest): string[] {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`prerender: expected one entry chunk in ${MANIFEST}, found ${entries.length}`);
  const [[entryKey, entry]] = entries as [[string, ManifestChunk]];
  // The module script and index.html's own preloads fetch these already.
  const seen = new Set([entryKey, ...(entry.imports ?? [])]);
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`prerender: ${MANIFEST} has no chunk ${key}`);
    files.push(chunk.file);
    chunk.imports?.forEach(visit);
  };
  entry.dynamicImports?.forEach(visit);
  return files;
}

/** index.html with a modulepreload link for each chunk of the start, after the script tag. */
export async function withStartupPreloads(template: string, dist: string): Promise<string> {
  const manifest = JSON.parse(await readFile(join(dist, MANIFEST), 'utf8')) as Manifest;
  const links = startupFiles(manifest).map((file) => `\n    <link rel="modulepreload" crossorigin href="/${file}">`);
  const script = /<script type="module" crossorigin src="[^"]+"><\/script>/.exec(template);
  if (!script) throw new Error('prerender: index.html has no module script');
  return template.replace(script[0], script[0] + links.join(''));
}
