/**
 * What a signed-in page's shell shows before any script has run: on a slow phone network the
 * app's scripts take seconds to arrive, and an empty white page looks broken. The shell's root
 * holds a calm "Loading…" in every language with a moving bar, shown only after 400 ms (quick
 * starts do not flash it); a tiny head script sets `<html lang>` from the address's language
 * prefix before first paint, and CSS shows that language's words. React's first render
 * replaces it, with the same words (layout.tsx's PageLoading) where the page is still loading.
 */
import { DEFAULT_LANG, LANGS, type Lang } from '@gh/common/i18n';
import { colors } from '../components/colors';
import { OPENING_CLASS } from './firstChunk';

const prefixed = LANGS.filter((lang) => lang !== DEFAULT_LANG).join('|');

/** Sets `<html lang>` from the prefix of the address (/mr/dashboard), as main.tsx will. */
export const OPENING_LANG_SCRIPT = `var m=/^\\/(${prefixed})(?=\\/|$)/.exec(location.pathname);if(m)document.documentElement.lang=m[1]`;

const BLOCK = `.${OPENING_CLASS}`;
const BAR = `.${OPENING_CLASS}-bar`;
const STYLE = [
  // The app's own CSS (MUI's baseline) sets the body's margin once it runs.
  `body{margin:0}`,
  `@keyframes gh-open-in{to{opacity:1}}`,
  `@keyframes gh-open-bar{from{transform:translateX(-100%)}to{transform:translateX(250%)}}`,
  `${BLOCK}{display:flex;flex-direction:column;align-items:center;gap:16px;padding:96px 24px;` +
    `font:1.25rem/1.5 "Segoe UI",system-ui,-apple-system,Roboto,Arial,sans-serif;color:${colors.ink};` +
    `background:${colors.cream};min-height:100vh;box-sizing:border-box;opacity:0;animation:gh-open-in 0s linear .4s forwards}`,
  `${BLOCK} p{display:none;margin:0}`,
  ...LANGS.map((lang) => `html[lang=${lang}] ${BLOCK} p[lang=${lang}]{display:block}`),
  `${BAR}{width:200px;height:8px;border-radius:4px;background:${colors.gold}40;overflow:hidden}`,
  `${BAR} span{display:block;width:40%;height:100%;border-radius:4px;background:${colors.gold};animation:gh-open-bar 1.4s ease-in-out infinite}`,
  `@media (prefers-reduced-motion:reduce){${BAR} span{animation:none;width:100%}}`,
].join('');

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The style for the head and the block for the root, with each language's `loading` words. */
export function openingShell(loading: Readonly<Record<Lang, string>>): { style: string; html: string } {
  const words = LANGS.map((lang) => `<p lang="${lang}">${escapeHtml(loading[lang])}</p>`).join('');
  return {
    style: `<style>${STYLE}</style>`,
    html: `<div class="${OPENING_CLASS}" role="status">${words}<div class="${OPENING_CLASS}-bar" aria-hidden="true"><span></span></div></div>`,
  };
}
