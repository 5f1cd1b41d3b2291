/**
 * Hindi and Marathi: the prerendered /hi and /mr pages as served, before any script
 * (their language, alternates and text, with no English left on the translated pages), the
 * local web server choosing a language for `/` as Hosting's i18n rewrites do, the language
 * switcher in the browser (kept over a reload and a later visit to `/`; a signed-in person's
 * choice saved on their document, for their e-mails). Their axe scans are in
 * i18n-a11y.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { webUrl } from '@gh/testkit/stack';
import { DESKTOP, PHONE, browserForFile, waitUntilLive } from '../src/visitor.ts';
import { fillSeniorRegistration, newEmail, registeredSenior, signInThroughPage } from '../src/identity.ts';
import { personDoc } from '@gh/testkit/identity';
import { mailbox } from '@gh/testkit/stack';
import { FILE_TYPES } from '@gh/common/files';

/** The translated pages, their headings, and their tab's name where it is not the heading. */
const TRANSLATED: [path: string, lang: string, h1: string, title?: string][] = [
  ['/hi', 'hi', 'सुनिए, बातें कीजिए और हँसिए, क्योंकि साथ की कोई उम्र नहीं होती'],
  ['/mr', 'mr', 'ऐका, गप्पा मारा आणि हसा, कारण सोबतीला वय नसतं'],
  ['/hi/about', 'hi', 'गोल्डन हार्ट्स के बारे में'],
  ['/mr/about', 'mr', 'गोल्डन हार्ट्सविषयी'],
  ['/hi/services', 'hi', 'हमारी सेवाएँ'],
  ['/mr/services', 'mr', 'आमच्या सेवा'],
  ['/hi/careers', 'hi', 'हमारी टीम से जुड़िए'],
  ['/mr/careers', 'mr', 'आमच्या टीममध्ये सामील व्हा'],
  ['/hi/events', 'hi', 'कार्यक्रम'],
  ['/mr/events', 'mr', 'कार्यक्रम'],
  ['/hi/contact', 'hi', 'संपर्क कीजिए'],
  ['/mr/contact', 'mr', 'संपर्क साधा'],
  ['/hi/login', 'hi', 'साइन इन'],
  ['/mr/login', 'mr', 'साइन इन'],
  ['/hi/register', 'hi', 'गोल्डन हार्ट्स में आपका स्वागत है', 'रजिस्टर कीजिए'],
  ['/mr/register', 'mr', 'गोल्डन हार्ट्समध्ये तुमचे स्वागत आहे', 'नोंदणी करा'],
  ['/hi/apply', 'hi', 'स्वयंसेवक का आवेदन'],
  ['/mr/apply', 'mr', 'स्वयंसेवकाचा अर्ज'],
  ['/hi/terms', 'hi', 'सेवा की शर्तें'],
  ['/mr/terms', 'mr', 'सेवेच्या अटी'],
  ['/hi/privacy', 'hi', 'गोपनीयता नीति'],
  ['/mr/privacy', 'mr', 'गोपनीयता धोरण'],
];
const SIGN_IN: Record<string, string> = { hi: 'साइन इन', mr: 'साइन इन' };
/** The footer's first heading, a word that differs between the two. */
const QUICK_LINKS: Record<string, string> = { hi: 'ज़रूरी लिंक', mr: 'महत्त्वाच्या लिंक' };
const ENGLISH_H1 = 'Listen, share and laugh, because companionship knows no age';

async function served(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${webUrl}${path}`, { headers, redirect: 'manual' });
  return { status: response.status, html: await response.text() };
}

const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
const langOf = (html: string) => /<html lang="([^"]+)">/.exec(html)?.[1];
const h1Of = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(rootOf(html))?.[1];

/** Names written in Latin in every language: the file formats an attachment may have (PDF, JPEG) and MB. */
const LATIN_NAMES = new Set([...Object.values(FILE_TYPES).map((type) => type.label), 'MB']);

/**
 * Every run of Latin letters a reader would meet in the page's body: its text and its
 * aria-label, alt and title attributes. Left out: what is marked as another language (the
 * switcher's "English"), the e-mail address and phone links, which are written in Latin, and
 * LATIN_NAMES.
 */
function englishIn(html: string): string[] {
  const body = rootOf(html)
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<a [^>]*lang="en"[^>]*>[\s\S]*?<\/a>/g, '')
    .replace(/<a [^>]*href="(mailto|tel):[^"]*"[^>]*>[\s\S]*?<\/a>/g, '');
  const attributes = [...body.matchAll(/\s(?:aria-label|alt|title)="([^"]*)"/g)].map((match) => match[1] ?? '');
  const text = body.replace(/<[^>]+>/g, ' ').replace(/&[a-z]+;|&#\d+;/g, ' ');
  return [...attributes, text].flatMap((chunk) => chunk.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !LATIN_NAMES.has(word));
}

describe('the Hindi and Marathi pages as served, before any script runs', () => {
  it.each(TRANSLATED)('%s has its language, its heading, its title and description', async (path, lang, h1, title = h1) => {
    const { status, html } = await served(path);
    expect(status).toBe(200);
    expect(langOf(html)).toBe(lang);
    expect(h1Of(html)).toBe(h1);
    // The page's own name, then the site's (the home page has the site's alone).
    expect(html).toMatch(path === `/${lang}` ? /<title>गोल्डन हार्ट्स<\/title>/ : new RegExp(`<title>${title} · गोल्डन हार्ट्स</title>`));
    expect(html).not.toContain('content="Golden Hearts connects seniors');
  });

  it.each(TRANSLATED)('%s has no English left in what a reader meets', async (path) => {
    const { html } = await served(path);
    expect(englishIn(html)).toEqual([]);
    // The check itself sees English where there is some.
    expect(englishIn((await served(path.replace(/^\/(hi|mr)/, '') || '/')).html).length).toBeGreaterThan(0);
  });

  it.each(['/about', '/login', '/events', '/careers', '/contact', '/register', '/apply', '/terms', '/privacy'])(
    'serves %s in Hindi and Marathi too, each naming its alternates',
    async (path) => {
      for (const lang of ['hi', 'mr']) {
        const { status, html } = await served(`/${lang}${path}`);
        expect(status).toBe(200);
        expect(langOf(html)).toBe(lang);
        // Absolute, as search engines want them (a local build names the local web server).
        const alternate = (hreflang: string, href: string) =>
          new RegExp(`<link rel="alternate" hreflang="${hreflang}" href="https?://[^/"]+${href}">`);
        expect(html).toMatch(alternate('en', path));
        expect(html).toMatch(alternate('hi', `/hi${path}`));
        expect(html).toMatch(alternate('mr', `/mr${path}`));
        expect(html).toMatch(alternate('x-default', path));
        // The chrome is translated on every page, and its links stay in the language.
        expect(rootOf(html)).toMatch(new RegExp(`href="/${lang}/login"[^>]*>${SIGN_IN[lang]}</a>`));
        expect(rootOf(html)).toContain(`>${QUICK_LINKS[lang]}</h2>`);
      }
    },
  );
});

describe('choosing the language of / as Hosting does (i18n rewrites)', () => {
  it.each([
    [{ 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' }, 'hi'],
    [{ 'accept-language': 'mr-IN' }, 'mr'],
    [{ 'accept-language': 'en-IN,en;q=0.9,hi;q=0.8' }, 'en'],
    [{ 'accept-language': 'fr' }, 'en'],
    [{}, 'en'],
    // The cookie, the visitor's own choice, wins over the browser's languages.
    [{ 'accept-language': 'hi', cookie: 'firebase-language-override=en' }, 'en'],
    [{ 'accept-language': 'en', cookie: 'firebase-language-override=mr' }, 'mr'],
    [{ cookie: 'firebase-language-override=xx' }, 'en'],
  ])('%j gets %s', async (headers, lang) => {
    const { status, html } = await served('/', headers);
    expect(status).toBe(200);
    expect(langOf(html)).toBe(lang);
  });

  it('serves the other public pages in the chosen language too, and the app shell where it has no copy', async () => {
    const about = await served('/about', { 'accept-language': 'mr' });
    expect(langOf(about.html)).toBe('mr');
    expect(rootOf(about.html)).toContain('href="/mr/login"');
    // The app shell: no page of its own, only "Loading…" (the script picks its language).
    const profile = await served('/profile', { 'accept-language': 'mr' });
    expect(rootOf(profile.html)).toMatch(/^<div class="gh-opening" role="status">/);
    // The dashboard's own shell in that language: its frame, "Loading…" in the page.
    const dashboard = await served('/dashboard', { 'accept-language': 'mr' });
    expect(langOf(dashboard.html)).toBe('mr');
    expect(rootOf(dashboard.html)).toContain('href="/mr/login"');
    expect(rootOf(dashboard.html)).toMatch(/<main[^>]*>(<!--[^>]*-->)*<div class="gh-opening" role="status">/);
  });
});

describe('the language switcher in the browser', () => {
  const browser = browserForFile();
  const hydrationErrors = (page: Page) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    return errors;
  };

  it('switches to Hindi, keeps it over a reload and on a later visit to /, and back to English', async () => {
    const { page } = await browser.open({ viewport: DESKTOP }, '/about');
    await waitUntilLive(page);
    const hindi = page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'हिन्दी' });
    expect(await hindi.getAttribute('lang')).toBe('hi');
    await hindi.click();
    await page.waitForURL(`${webUrl}/hi/about`);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('hi');
    await page.reload({ waitUntil: 'load' });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');

    // A later visit to the English address: the stored choice opens the Hindi page, at its address.
    const errors = hydrationErrors(page);
    await page.goto(`${webUrl}/`);
    await page.waitForURL(`${webUrl}/hi`);
    await waitUntilLive(page);
    expect(await page.locator('h1').textContent()).toBe(TRANSLATED[0]![2]);
    expect(await page.getByRole('navigation', { name: 'भाषा' }).getByRole('link', { name: 'हिन्दी' }).getAttribute('aria-current')).toBe(
      'true',
    );
    // In-app links stay in Hindi.
    await page.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'हमारे बारे में' }).click();
    await page.waitForURL(`${webUrl}/hi/about`);
    // The page's own words came with its chunk, in Hindi (its area, i18n/areas.ts).
    await expect.poll(() => page.locator('h1').textContent()).toBe('गोल्डन हार्ट्स के बारे में');
    expect(errors).toEqual([]);

    await page.getByRole('navigation', { name: 'भाषा' }).getByRole('link', { name: 'English' }).click();
    await page.waitForURL(`${webUrl}/about`);
    await page.goto(`${webUrl}/`);
    await waitUntilLive(page);
    expect(await page.locator('h1').textContent()).toBe(ENGLISH_H1);
  });

  it("is in the phone's top bar, reachable by keyboard", async () => {
    const { page } = await browser.open({ viewport: PHONE }, '/');
    await waitUntilLive(page);
    const marathi = page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'मराठी' });
    await marathi.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${webUrl}/mr`);
    await waitUntilLive(page);
    expect(await page.locator('h1').textContent()).toBe(TRANSLATED[1]![2]);
    expect(await page.getByRole('button', { name: 'मेनू' }).count()).toBe(1);
  });

  it.each(['/hi', '/mr', '/hi/login', '/mr/login'])('%s fits a 390 px phone: nothing scrolls sideways, the menu included', async (path) => {
    const { page } = await browser.open({ viewport: PHONE }, path);
    await waitUntilLive(page);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBe(0);
    await page.locator('button[aria-controls="main-menu"]').click();
    expect(await overflow()).toBe(0);
  });

  it('registers a senior from the Hindi page: the code e-mail arrives in Hindi, its link opens the Hindi page', async () => {
    const email = newEmail('senior-hi');
    const { page } = await browser.open({ viewport: DESKTOP }, '/hi/senior-registration');
    await waitUntilLive(page);
    await fillSeniorRegistration(page, email, '/hi/senior-registration');
    const mail = await mailbox.waitFor(email, /./, 20_000);
    expect(mail.subject).toBe('गोल्डन हार्ट्स में रजिस्ट्रेशन का आपका कोड');
    expect(mail.text).toContain('नमस्ते,');
    const link = /^(https?:\/\/\S+)$/m.exec(mail.text ?? '')?.[1] ?? '';
    expect(new URL(link).pathname).toBe('/hi/senior-registration');
  });

  it("saves a signed-in senior's choice on their document, which their e-mails follow", async () => {
    const email = await registeredSenior();
    const { page } = await browser.open({ viewport: DESKTOP }, '/');
    await waitUntilLive(page);
    await signInThroughPage(page, email, 'Senior Citizen');
    expect((await personDoc('senior', email).get()).get('lang')).toBeUndefined();
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'मराठी' }).click();
    await page.waitForURL(`${webUrl}/mr/dashboard`);
    // Saved before the page changed.
    expect((await personDoc('senior', email).get()).get('lang')).toBe('mr');
  });

  it('follows a Hindi browser on its first visit to /', async () => {
    const { page } = await browser.open({ viewport: DESKTOP }, '/', (page) =>
      page.setExtraHTTPHeaders({ 'accept-language': 'hi-IN,hi;q=0.9' }),
    );
    await page.waitForURL(`${webUrl}/hi`);
    await waitUntilLive(page);
    expect(await page.locator('h1').textContent()).toBe(TRANSLATED[0]![2]);
  });
});
