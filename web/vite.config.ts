/**
 * `vite build` builds the whole web app into web/dist (firebase.json serves it): the client,
 * then a server build of src/entry-server.tsx, then prerender.ts writes the public pages' HTML
 * with it. No manual chunking: every page is a lazy import, so Rolldown splits by route on
 * its own, and Firebase is only reachable through lib/firebase.ts's dynamic imports.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { prerender } from './prerender.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
/** The server build only feeds the prerender; it is not deployed. */
const SERVER_OUT_DIR = 'dist-server';

export default defineConfig({
  root,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The Firestore SDK chunk alone is ~560 kB raw; it loads only with pages that listen.
    chunkSizeWarningLimit: 600,
  },
  environments: {
    ssr: {
      build: {
        outDir: SERVER_OUT_DIR,
        rolldownOptions: { input: { 'entry-server': 'src/entry-server.tsx' } },
      },
    },
  },
  builder: {
    async buildApp(builder) {
      await builder.build(builder.environments.client!);
      await builder.build(builder.environments.ssr!);
      const pages = await prerender(join(root, 'dist'), join(root, SERVER_OUT_DIR, 'entry-server.js'));
      builder.config.logger.info(`prerendered ${pages.join(' ')}`);
    },
  },
});
