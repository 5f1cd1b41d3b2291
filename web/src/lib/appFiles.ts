/**
 * The files that make the site an installable app, written at build time (web/appManifest.ts,
 * web/serviceWorker.ts) and named by the page (lib/installable.ts). No imports: the build's
 * Vite config loads this file as it is.
 */
export const MANIFEST = '/manifest.webmanifest';
export const SERVICE_WORKER = '/sw.js';
