/**
 * Files a page's HTML lists in a `<meta name="..." content="assets/a.js assets/b.js">` for a
 * script of its head to fetch, when the page decides it needs them before any module has run
 * (the one-tap link's sign-in page, the dashboard's shell: web/prerender.ts). The same step, as
 * the head's source and as a function for the app.
 */

/** The head script's function: fetches the files the meta tag `name` lists (modulepreload). */
export const PRELOAD_LISTED_SOURCE =
  "function(n){var p=document.querySelector('meta[name=\"'+n+'\"]');" +
  "if(p)p.content.split(' ').forEach(function(f){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href='/'+f;document.head.appendChild(l)})}";

/** Fetches the files the meta tag `name` lists, as the head script does. */
export function preloadListed(name: string): void {
  const listed = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  for (const file of listed?.content.split(' ') ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = `/${file}`;
    document.head.append(link);
  }
}
