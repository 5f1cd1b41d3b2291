/**
 * Each workspace's package.json lists the workspaces it imports (`@gh/...`), and no others.
 * Except the functions': Cloud Build installs from functions/package.json, and npm looks up every
 * name in it on the public registry, devDependencies too, where no workspace is. Their bundle
 * carries @gh/common; their tests find the others where npm links every workspace, node_modules/@gh.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const BUILT = new Set(['node_modules', 'dist', 'dist-server', 'lib']);

interface Package {
  name: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}
const packageOf = (dir: string): Package => JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces: string[] };

function* sourcesIn(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && !BUILT.has(entry.name)) yield* sourcesIn(path);
    else if (entry.isFile() && /\.(ts|tsx|js|mjs)$/.test(entry.name)) yield path;
  }
}

/** The other workspaces that the files of `dir` import, dynamic imports included. */
function importedBy(dir: string, own: string): string[] {
  const names = new Set<string>();
  for (const file of sourcesIn(join(root, dir))) {
    for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      const name = /^@gh\/[^/]+/.exec(fileName)?.[0];
      if (name && name !== own) names.add(name);
    }
  }
  return [...names].sort();
}

const listed = ({ dependencies, devDependencies }: Package): string[] =>
  Object.keys({ ...dependencies, ...devDependencies })
    .filter((name) => name.startsWith('@gh/'))
    .sort();

describe('workspace dependencies', () => {
  it.each(workspaces.filter((dir) => dir !== 'functions'))('%s lists the workspaces it imports', (dir) => {
    const pkg = packageOf(dir);
    expect(listed(pkg)).toEqual(importedBy(dir, pkg.name));
  });

  it('functions lists no workspace', () => {
    expect(listed(packageOf('functions'))).toEqual([]);
  });
});
