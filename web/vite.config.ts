/**
 * Builds the single-page app into web/dist (firebase.json serves it). No manual chunking:
 * every page is a `React.lazy` import, so Rolldown splits by route on its own, and Firebase
 * is only reachable through lib/firebase.ts's dynamic imports.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The Firestore SDK chunk alone is ~560 kB raw; it loads only with pages that listen.
    chunkSizeWarningLimit: 600,
  },
});
