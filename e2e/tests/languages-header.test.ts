/**
 * The languages on the first screen: every public page, in each language, shows
 * हिन्दी · मराठी · English in its top bar at 390 px without opening the menu, each a link to the
 * same page in it, the page's own marked current, and nothing scrolls sideways; axe finds
 * nothing. A browser that prefers Marathi, on an English page, is offered Marathi once: a line in
 * Marathi, its link, and Close, remembered over a reload. GH_SHOTS_DIR keeps the header at 390
 * and 1280 px, in Hindi and Marathi, and the offer.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LANGS, LANG_NAMES, localizedPath } from '@gh/common/i18n';
import { webUrl } from '@gh/testkit/stack';
import { axeViolations } from '../src/axe.ts';
import { DESKTOP, PHONE, browserForFile, waitUntilLive } from '../src/visitor.ts';
import { keepShot } from '../src/shots.ts';

const browser = browserForFile();
const PUBLIC_PAGES = [
  '/',
  '/about',
  '/services',
  '/events',
  '/careers',
  '/contact',
  '/register',
  '/senior-registration',
  '/volunteer-registration',
  '/login',
];
const LANGUAGE_LABEL = { en: 'Language', hi: 'भाषा', mr: 'भाषा' } as const;
const MARATHI_LINE = 'ही साइट मराठीतही आहे';
/** Where the offer marks its decision, on <html>: the language offered, or 'none'. */
const OFFER_DECIDED = 'data-language-offer';

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** What the bar's language links show a person: name, address, lang, current, and on screen. */
const languageLinks = (page: Page, label: string) =>
  page
    .getByRole('banner')
    .getByRole('navigation', { name: label })
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => {
        const box = link.getBoundingClientRect();
        const seen = box.width > 0 && box.top >= 0 && box.bottom <= window.innerHeight && box.left >= 0 && box.right <= window.innerWidth;
        return [
          link.textContent,
          new URL((link as HTMLAnchorElement).href).pathname,
          link.getAttribute('lang'),
          link.getAttribute('aria-current'),
          seen,
        ];
      }),
    );

describe('the languages in the top bar', { timeout: 300_000 }, () => {
  it.each(LANGS)('are on the first screen of every public page at 390 px, in %s', async (lang) => {
    const { page } = await browser.open({ viewport: PHONE }, localizedPath('/', lang));
    for (const path of PUBLIC_PAGES) {
      const address = localizedPath(path, lang);
      await page.goto(`${webUrl}${address}`);
      await waitUntilLive(page);
      expect({ address, links: await languageLinks(page, LANGUAGE_LABEL[lang]) }).toEqual({
        address,
        links: (['hi', 'mr', 'en'] as const).map((each) => [
          LANG_NAMES[each],
          localizedPath(path, each),
          each,
          each === lang ? 'true' : null,
          true,
        ]),
      });
      expect({ address, sideways: await sideways(page) }).toEqual({ address, sideways: 0 });
    }
    expect(await axeViolations(page)).toEqual([]);
  });

  it.each([PHONE, DESKTOP])('fit and pass axe at %j in Hindi and Marathi', async (viewport) => {
    for (const lang of ['hi', 'mr'] as const) {
      const { page } = await browser.open({ viewport }, localizedPath('/about', lang));
      await waitUntilLive(page);
      expect(await sideways(page)).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await keepShot(page.getByRole('banner'), `${lang}-header-${viewport.width}`);
    }
  });
});

/**
 * A browser whose languages are `languages`, and only its languages: the server still gets no
 * Accept-Language of them, as when Hosting served the English page (an English link, or a page
 * it has no copy of in that language).
 */
const browserLanguages = (languages: string[]) => async (page: Page) => {
  await page.addInitScript((list) => Object.defineProperty(Navigator.prototype, 'languages', { get: () => list }), languages);
};

describe("the offer of the browser's language", { timeout: 120_000 }, () => {
  it('offers Marathi to a Marathi browser on an English page at 390 px, and Close is remembered', async () => {
    const { page } = await browser.open({ viewport: PHONE }, '/about', browserLanguages(['mr-IN', 'en-IN']));
    await waitUntilLive(page);
    const offer = page.getByRole('complementary', { name: MARATHI_LINE });
    await offer.waitFor();
    expect(await offer.getAttribute('lang')).toBe('mr');
    expect(await offer.getByRole('link', { name: MARATHI_LINE }).getAttribute('href')).toBe('/mr/about');
    expect(await sideways(page)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await keepShot(page, 'en-offer-mr-390');

    await offer.getByRole('button', { name: 'बंद करा' }).click();
    expect(await offer.count()).toBe(0);
    await page.reload();
    await waitUntilLive(page);
    // The offer marks its decision before its words load: none is coming once it says so.
    await page.locator(`html[${OFFER_DECIDED}]`).waitFor({ state: 'attached' });
    expect(await page.locator('html').getAttribute(OFFER_DECIDED)).toBe('none');
    expect(await offer.count()).toBe(0);
  });

  it('follows the offer to the Marathi page, which offers nothing', async () => {
    const { page } = await browser.open({ viewport: PHONE }, '/services', browserLanguages(['mr']));
    await page.getByRole('link', { name: MARATHI_LINE }).click();
    await page.waitForURL(`${webUrl}/mr/services`);
    // A page not in English asks nothing: the offer's slot decides as the page goes live, and
    // loads the offer (which then marks its decision) only to ask.
    await waitUntilLive(page);
    expect(await page.locator('html').getAttribute(OFFER_DECIDED)).toBeNull();
    expect(await page.getByRole('complementary', { name: MARATHI_LINE }).count()).toBe(0);
  });
});
