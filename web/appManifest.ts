/**
 * What makes the site an installable app, written by `vite build` (vite.config.ts): a web
 * manifest per language (/manifest.webmanifest, /hi/manifest.webmanifest, ...) in that
 * language's words, opening at that language's dashboard, and the icons, drawn from the
 * favicon's heart in index.html so the tab and the home screen show the same mark.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
// eslint-disable-next-line import-x/no-relative-packages -- part of Vite's config, which reaches common/ by path (compiledMessages.ts)
import { LANGS, localizedPath, type Lang } from '../common/src/i18n.ts';
// eslint-disable-next-line import-x/no-relative-packages -- as above
import { PAGES } from '../common/src/routes.ts';
import { colors } from './src/components/colors.ts';
import { MANIFEST } from './src/lib/appFiles.ts';
import { messages as en } from './src/i18n/messages/en/chrome.ts';
import { messages as hi } from './src/i18n/messages/hi/chrome.ts';
import { messages as mr } from './src/i18n/messages/mr/chrome.ts';

const CHROME: Record<Lang, Record<'site.name' | 'footer.tagline', string>> = { en, hi, mr };
const ICON_SIZES = [192, 512] as const;
/** iOS's home screen takes no manifest icon, only this one. */
export const APPLE_TOUCH_ICON = '/icons/apple-touch-icon.png';

const iconPath = (size: number) => `/icons/icon-${size}.png`;

/** The heart of index.html's favicon (an SVG data URI, 24 units square). */
function heartPath(template: string): string {
  const uri = /rel="icon"\s+href="data:image\/svg\+xml,([^"]+)"/.exec(template)?.[1];
  const path = uri && /<path[^>]*\/>/.exec(decodeURIComponent(uri))?.[0];
  if (!path) throw new Error('appManifest: index.html must hold the heart as an SVG data URI icon');
  return path;
}

/**
 * The heart on the top bar's cream, filling the square: the same picture serves as an ordinary
 * icon and as a maskable one, since the heart stays inside the safe circle (80% of the side).
 */
function iconSvg(template: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" fill="${colors.creamDeep}"/>` +
    `<g transform="translate(4.8 4.8) scale(0.6)">${heartPath(template)}</g></svg>`
  );
}

function manifestOf(lang: Lang): object {
  const words = CHROME[lang];
  return {
    id: localizedPath(PAGES.dashboard, lang),
    name: words['site.name'],
    short_name: words['site.name'],
    description: words['footer.tagline'],
    lang,
    dir: 'ltr',
    start_url: localizedPath(PAGES.dashboard, lang),
    scope: '/',
    display: 'standalone',
    background_color: colors.cream,
    theme_color: colors.creamDeep,
    icons: ICON_SIZES.flatMap((size) => [
      { src: iconPath(size), sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' },
      { src: iconPath(size), sizes: `${size}x${size}`, type: 'image/png', purpose: 'maskable' },
    ]),
  };
}

/** Writes the icons and every language's manifest into `dist`; `template` is index.html. */
export async function writeAppManifests(dist: string, template: string): Promise<void> {
  const svg = Buffer.from(iconSvg(template));
  await mkdir(join(dist, 'icons'), { recursive: true });
  for (const [file, size] of [...ICON_SIZES.map((size) => [iconPath(size), size] as const), [APPLE_TOUCH_ICON, 180] as const]) {
    await sharp(svg, { density: (72 * size) / 24 })
      .resize(size, size)
      .png()
      .toFile(join(dist, file));
  }
  for (const lang of LANGS) {
    const file = join(dist, localizedPath(MANIFEST, lang));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify(manifestOf(lang), null, 2));
  }
}
