/**
 * The installable app: every page links its language's manifest (the name in that language,
 * opening at that language's dashboard, icons that load), and once a first visit has let the
 * service worker precache the app shell, the Marathi home, sign-in page and dashboard address
 * open with no network at all, served by the worker, as they were online; the dashboard's address
 * gets its own shell, which names every chunk the page loads; a public page never opened on this
 * phone (/mr/contact) opens offline too, as our own page in Marathi.
 */
import { describe, expect, it } from 'vitest';
import { LANGS, localizedPath } from '@gh/common/i18n';
import { PAGES } from '@gh/common/routes';
import { webUrl } from '@gh/testkit/stack';
import { messages as EN } from '@gh/web/messages/en/chrome';
import { messages as HI } from '@gh/web/messages/hi/chrome';
import { messages as MR } from '@gh/web/messages/mr/chrome';
import { messages as MR_CONTACT } from '@gh/web/messages/mr/contact';
import { SUPPORT } from '@gh/common/support';
import { PHONE, browserForFile, waitUntilLive } from '../src/visitor.ts';

const browser = browserForFile();
const SITE_NAME = { en: EN['site.name'], hi: HI['site.name'], mr: MR['site.name'] } as const;

interface AppManifest {
  lang: string;
  name: string;
  start_url: string;
  display: string;
  icons: { src: string; sizes: string; purpose: string }[];
}

describe('the installable app', { timeout: 180_000 }, () => {
  it('links a manifest in each language, whose icons load', async () => {
    const { page } = await browser.open({ viewport: PHONE }, '/');
    for (const lang of LANGS) {
      // A prerendered page, and the app shell every other address gets (here a missing page).
      for (const path of [localizedPath('/', lang), localizedPath('/no-such-page', lang)]) {
        await page.goto(`${webUrl}${path}`);
        await waitUntilLive(page);
        expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe(localizedPath('/manifest.webmanifest', lang));
      }
      const answer = await page.request.get(`${webUrl}${localizedPath('/manifest.webmanifest', lang)}`);
      expect(answer.headers()['content-type']).toBe('application/manifest+json');
      const manifest = (await answer.json()) as AppManifest;
      expect(manifest).toMatchObject({
        lang,
        name: SITE_NAME[lang],
        start_url: localizedPath(PAGES.dashboard, lang),
        display: 'standalone',
      });
      expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
        '192x192 any',
        '192x192 maskable',
        '512x512 any',
        '512x512 maskable',
      ]);
      for (const icon of manifest.icons) {
        const image = await page.request.get(`${webUrl}${icon.src}`);
        expect([image.status(), image.headers()['content-type']]).toEqual([200, 'image/png']);
      }
    }
  });

  it('opens the Marathi home, sign-in page and dashboard address with no network, from the worker', async () => {
    const { page, context } = await browser.open({ viewport: PHONE, serviceWorkers: 'allow' }, '/mr');
    await waitUntilLive(page);
    // Ready once a worker is active, which it is only after precaching everything.
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)).toBe(`${webUrl}/sw.js`);
    const online: Record<string, string> = {};
    for (const path of ['/mr', '/mr/login', '/mr/dashboard']) {
      await page.goto(`${webUrl}${path}`);
      await waitUntilLive(page);
      online[path] = `${new URL(page.url()).pathname} ${await page.locator('h1').first().innerText()}`;
    }
    await context.setOffline(true);
    for (const path of ['/mr', '/mr/login', '/mr/dashboard']) {
      const response = await page.goto(`${webUrl}${path}`);
      expect(response?.fromServiceWorker()).toBe(true);
      await waitUntilLive(page);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('mr');
      expect(`${new URL(page.url()).pathname} ${await page.locator('h1').first().innerText()}`).toBe(online[path]);
    }
    // A public page never opened here: our own page in Marathi, from the app shell, with the
    // support number, never the browser's error.
    const contact = await page.goto(`${webUrl}/mr/contact`);
    expect(contact?.fromServiceWorker()).toBe(true);
    await waitUntilLive(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('mr');
    expect(await page.locator('h1').first().innerText()).toBe(MR_CONTACT['contact.title']);
    expect(await page.locator('main').innerText()).toContain(SUPPORT.phone);
    // A page's own file, looked up by its address: the dashboard's shell with its list of files, not the bare app shell.
    const dashboard = await page.goto(`${webUrl}${PAGES.dashboard}`);
    expect(dashboard?.fromServiceWorker()).toBe(true);
    expect(/name="gh-app-files" content="([^"]+)"/.exec((await dashboard?.text()) ?? '')?.[1]?.split(' ').length).toBeGreaterThan(10);
  });
});
