/** The page's use of the app's manifest and service worker (lib/appFiles.ts). */
import { localizedPath, type Lang } from '@gh/common/i18n';
import { MANIFEST, SERVICE_WORKER } from './appFiles';

/** Points the page at its language's manifest: the app shell is one file for every language. */
export function linkManifest(lang: Lang): void {
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', localizedPath(MANIFEST, lang));
}

/**
 * Registers the service worker once the page has loaded, so its precaching never competes with
 * the first paint. A browser without service workers simply keeps using the network.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register(SERVICE_WORKER).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
