/**
 * Bundles src/index.ts into lib/index.js for the Functions runtime. The packages listed in
 * `dependencies` stay external: Cloud Build installs them from package.json at deploy time.
 * Everything else (@gh/common and what it pulls in, such as zod) goes into the bundle. So
 * package.json names no workspace: npm would look it up on the public registry at deploy.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const pkg = JSON.parse(await readFile(here('package.json'), 'utf8'));
const runtimePackages = Object.keys(pkg.dependencies ?? {});

await build({
  entryPoints: [here('src/index.ts')],
  outfile: here('lib/index.js'),
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node22',
  sourcemap: true,
  // A package and its subpaths (firebase-admin/app, firebase-functions/https, ...).
  external: runtimePackages.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'info',
});
