/**
 * The code e-mail's one-tap link opens the person's dashboard from the code's answer
 * (common/dashboard-copy.ts) while their Firebase session starts behind it: shown before Auth
 * has signed in, without the login page ever loading, and live once it has; a reload meanwhile
 * resumes the start; a start that fails ends the session and keeps nothing of the person.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LAST_SEEN_ENTRY, SESSION_START_ENTRY } from '@gh/common/constants';
import { api, newClientAddress, webUrl } from '@gh/testkit/stack';
import { axeViolations } from '../src/axe.ts';
import { expectCodeLink, newVisitorPage, registeredSenior, userCookie } from '../src/identity.ts';
import { assignVisitTomorrow, pairWithVisitTomorrow, phoneCopyNotice } from '../src/member.ts';
import { PHONE, chromiumForFile, holdRoute, LIVE } from '../src/visitor.ts';
import { shootBoth } from '../src/shots.ts';

const chromium = chromiumForFile();
const SESSION_START = '**/accounts:signInWithCustomToken*';

/** The one-tap link of a fresh sign-in code mailed to the senior `email`. */
async function oneTapLink(email: string): Promise<string> {
  const link = await expectCodeLink(email);
  expect((await api('POST', '/login/senior', { email }, newClientAddress())).status).toBe(200);
  return link();
}

const stored = (page: Page, area: 'localStorage' | 'sessionStorage', key: string) =>
  page.evaluate(([where, entry]) => window[where].getItem(entry), [area, key] as const);

describe('the one-tap link opens the dashboard', { timeout: 120_000 }, () => {
  it("from the code's answer before the session has started, never loading the login page, then live", async () => {
    const pair = await pairWithVisitTomorrow('Reading the newspaper together');
    const url = await oneTapLink(pair.senior.email);
    const page = await newVisitorPage(chromium());
    await page.setViewportSize(PHONE);
    const scripts: string[] = [];
    page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname)));
    const start = await holdRoute(page, SESSION_START);
    await page.goto(url);

    await page.getByRole('heading', { level: 1, name: /Savitri Joshi/ }).waitFor(LIVE);
    await page.getByText('Reading the newspaper together').first().waitFor();
    await phoneCopyNotice(page).waitFor();
    expect(page.url()).toBe(`${webUrl}/dashboard`);
    expect(start.count()).toBeLessThanOrEqual(1);
    expect(scripts.filter((path) => path.includes('/LoginPage-'))).toEqual([]);
    expect(JSON.parse(decodeURIComponent((await userCookie(page.context()))!.value))).toMatchObject({ email: pair.senior.email });
    await shootBoth(page, page.getByRole('heading', { level: 1 }), 'one-tap-copy');
    expect(await axeViolations(page)).toEqual([]);

    start.release();
    await phoneCopyNotice(page).waitFor({ state: 'detached', ...LIVE });
    expect(await stored(page, 'sessionStorage', SESSION_START_ENTRY)).toBeNull();
    // Live: a visit the admin assigns now arrives by itself.
    await assignVisitTomorrow(pair, 'Tea on the balcony', '15:00', '16:00');
    await page.getByText('Tea on the balcony').first().waitFor(LIVE);
    await page.context().close();
  });

  it("is fetched from the login page's first byte when the address carries a code, and only then", async () => {
    const html = await (await fetch(`${webUrl}/mr/login`)).text();
    const listed = /<meta name="gh-code-link-preloads" content="([^"]+)">/.exec(html)?.[1]?.split(' ') ?? [];
    // The check's start and what paints the dashboard it answers, with its words in the page's
    // language; not the login page, nor React's app, MUI or Firebase, which load after.
    expect(listed.filter((file) => /\/(earlyStart|firstPaint)-/.test(file))).toHaveLength(2);
    expect(listed.filter((file) => /\/(LoginPage-|index\.esm|appElement-|DashboardPage-|client-)/.test(file))).toEqual([]);
    const page = await newVisitorPage(chromium());
    const preloaded = () =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('link[rel="modulepreload"]'), (link) => new URL((link as HTMLLinkElement).href).pathname),
      );
    await page.goto(`${webUrl}/mr/login`);
    expect((await preloaded()).filter((path) => path.includes('/firstPaint-'))).toEqual([]);
    await page.goto(`${webUrl}/mr/login#role=senior&email=nobody%40example.com&code=123456`);
    await page.reload();
    expect((await preloaded()).filter((path) => listed.includes(path.slice(1)))).toHaveLength(listed.length);
    await page.context().close();
  });

  it("resumes the session's start after a reload interrupted it, rather than ending the session", async () => {
    const email = await registeredSenior();
    const url = await oneTapLink(email);
    const page = await newVisitorPage(chromium());
    let starts = 0;
    await page.route(SESSION_START, async (route) => {
      starts += 1;
      // The first start is left unanswered: the reload drops it.
      if (starts > 1) await route.continue();
    });
    await page.goto(url);
    await phoneCopyNotice(page).waitFor(LIVE);
    await expect.poll(() => starts).toBe(1);
    expect(await stored(page, 'sessionStorage', SESSION_START_ENTRY)).not.toBeNull();

    await page.reload();
    await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor(LIVE);
    await phoneCopyNotice(page).waitFor({ state: 'detached', ...LIVE });
    expect(starts).toBe(2);
    expect(page.url()).toBe(`${webUrl}/dashboard`);
    expect(await userCookie(page.context())).not.toBeNull();
    expect(await stored(page, 'sessionStorage', SESSION_START_ENTRY)).toBeNull();
    await page.context().close();
  });

  it('ends the session calmly and keeps nothing of the person when the session cannot start', async () => {
    const email = await registeredSenior();
    const url = await oneTapLink(email);
    const page = await newVisitorPage(chromium());
    await page.route(SESSION_START, (route) => route.abort());
    await page.goto(url);
    await page.getByText('Your session has ended. Please sign in again.').waitFor(LIVE);
    expect(page.url()).toBe(`${webUrl}/login`);
    expect(await userCookie(page.context())).toBeNull();
    expect(await stored(page, 'localStorage', LAST_SEEN_ENTRY)).toBeNull();
    expect(await stored(page, 'sessionStorage', SESSION_START_ENTRY)).toBeNull();
    await page.context().close();
  });
});
