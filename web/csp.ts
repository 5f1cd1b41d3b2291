/**
 * The Content-Security-Policy lives in firebase.json (Hosting serves it; the local web server
 * serves the same value from there). Its script-src allows our own files and, by hash, exactly
 * the inline scripts the build emits (the prerendered pages' signed-in mark): after every build
 * this puts the hashes of the inline scripts found in web/dist into that one policy, so a
 * changed script can never be blocked in production or let a foreign one run.
 */
import { createHash } from 'node:crypto';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const CSP = 'Content-Security-Policy';

/** Hashes of the inline (no src) scripts of one HTML file, as CSP source expressions. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes ?? '') || !body) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** `policy` with its script-src's hashes replaced by `hashes` (sorted, no duplicates). */
export function withScriptHashes(policy: string, hashes: string[]): string {
  const directives = policy
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);
  const index = directives.findIndex((directive) => directive.split(/\s+/)[0] === 'script-src');
  if (index < 0) throw new Error('csp: the policy in firebase.json has no script-src');
  const kept = directives[index]!.split(/\s+/).filter((source) => !source.startsWith("'sha256-"));
  directives[index] = [...kept, ...[...new Set(hashes)].sort()].join(' ');
  return directives.join('; ');
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => join(entry.parentPath, entry.name));
}

interface HostingHeaders {
  hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
}

/** Writes the inline scripts' hashes of `dist` into firebase.json's policy; true if it changed. */
export async function updateScriptHashes(dist: string, firebaseJsonPath: string): Promise<boolean> {
  const hashes = (await Promise.all((await htmlFiles(dist)).map(async (file) => inlineScriptHashes(await readFile(file, 'utf8'))))).flat();
  const text = await readFile(firebaseJsonPath, 'utf8');
  const config = JSON.parse(text) as HostingHeaders;
  const header = config.hosting.headers.flatMap((rule) => rule.headers).find((one) => one.key === CSP);
  if (!header) throw new Error(`csp: firebase.json sets no ${CSP}`);
  const policy = withScriptHashes(header.value, hashes);
  if (policy === header.value) return false;
  header.value = policy;
  await writeFile(firebaseJsonPath, `${JSON.stringify(config, null, 2)}\n`);
  return true;
}
