/**
 * `vite build` builds the whole web app into web/dist (firebase.json serves it): the client,
 * then a server build of src/entry-server.tsx, then prerender.ts writes the public pages' HTML
 * with it, appManifest.ts and serviceWorker.ts make it an installable app that opens offline,
 * and csp.ts puts the hashes of their inline scripts into firebase.json's policy. No
 * manual chunking: every page is a lazy import, so Rolldown splits by route on its own, and
 * Firebase is only reachable through lib/firebase.ts's dynamic imports. The messages ship
 * compiled, without the ICU parser (compiledMessages.ts).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compiledMessages } from './compiledMessages.ts';
import { updateScriptHashes } from './csp.ts';
import { writeAppManifests } from './appManifest.ts';
import { prerender } from './prerender.ts';
import { writeServiceWorker } from './serviceWorker.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
/** The server build only feeds the prerender; it is not deployed. */
const SERVER_OUT_DIR = 'dist-server';

export default defineConfig({
  root,
  plugins: [react(), compiledMessages()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Read by prerender.ts for the signed-in pages' shells (pageShell.ts), then removed.
    manifest: true,
    // The Firestore SDK chunk alone is ~560 kB raw; it loads only with pages that listen.
    chunkSizeWarningLimit: 600,
  },
  environments: {
    ssr: {
      build: {
        outDir: SERVER_OUT_DIR,
        // Minified like the client: the signed-in mark inlines a function's source from it.
        minify: true,
        rolldownOptions: { input: { 'entry-server': 'src/entry-server.tsx' } },
      },
    },
  },
  builder: {
    async buildApp(builder) {
      await builder.build(builder.environments.client!);
      await builder.build(builder.environments.ssr!);
      const dist = join(root, 'dist');
      const { written, publicPaths, shellPaths, firebaseConfigUrl } = await prerender(dist, join(root, SERVER_OUT_DIR, 'entry-server.js'));
      builder.config.logger.info(`prerendered ${written.join(' ')}`);
      await writeAppManifests(dist, await readFile(join(root, 'index.html'), 'utf8'));
      const precached = await writeServiceWorker(dist, publicPaths, shellPaths, firebaseConfigUrl);
      builder.config.logger.info(`service worker: ${precached.count} files precached, ${(precached.size / 1024).toFixed(0)} kB`);
      if (await updateScriptHashes(join(root, 'dist'), join(root, '..', 'firebase.json'))) {
        builder.config.logger.warn(
          "firebase.json: the Content-Security-Policy now holds the hashes of this build's inline scripts; commit it",
        );
      }
    },
  },
});
