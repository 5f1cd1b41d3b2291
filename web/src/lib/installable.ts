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

/** Chromium's install prompt, held back from arrival until the page offers it (not in the DOM's types). */
export interface InstallPromptEvent extends Event {
  prompt: () => Promise<unknown>;
}

let heldPrompt: InstallPromptEvent | null = null;
const promptWatchers = new Set<() => void>();
const tellWatchers = () => promptWatchers.forEach((watch) => watch());

/**
 * Holds the browser's install prompt instead of letting it show on arrival: the app offers it
 * itself, after a person's first visit is done (InstallOffer). Called once, at the start.
 */
export function holdInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    heldPrompt = event as InstallPromptEvent;
    tellWatchers();
  });
  window.addEventListener('appinstalled', () => {
    heldPrompt = null;
    tellWatchers();
  });
}

/** Whether the browser offered a prompt that is held for the page to show. */
export const installPromptHeld = (): boolean => heldPrompt !== null;

/** Tells `changed` whenever a prompt is held or used; returns the way to stop. */
export function watchInstallPrompt(changed: () => void): () => void {
  promptWatchers.add(changed);
  return () => void promptWatchers.delete(changed);
}

/** Shows the held prompt; it can be used once. */
export async function showInstallPrompt(): Promise<void> {
  const prompt = heldPrompt;
  heldPrompt = null;
  tellWatchers();
  await prompt?.prompt();
}
