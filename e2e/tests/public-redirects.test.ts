/**
 * Redirects of the public pages (spec section 2): home sends a stored user to /dashboard and a
 * stored admin key to /admin; /register sends a signed-in user to /dashboard; /careers sends a
 * signed-in non-volunteer there too. Everyone else stays.
 */
import { describe, expect, it } from 'vitest';
import { adminKey, webUrl } from '@gh/testkit/stack';
import { SENIOR, VOLUNTEER, browserForFile, waitUntilLive, type Visitor } from '../src/visitor.ts';

const browser = browserForFile();

/**
 * Opens `path` and waits to land on `expected`, watched from before the page loads: a cookie
 * with no Auth session behind it is handed on from /dashboard to /login within moments. When
 * `expected` is `path` itself, the page must render (its h1 shows) and the address must still
 * be the same afterwards.
 */
async function expectLanding(visitor: Visitor, path: string, expected: string): Promise<void> {
  const watching: Promise<void>[] = [];
  const { page } = await browser.open(visitor, path, async (page) => {
    watching.push(page.waitForURL((url) => url.pathname === expected));
  });
  expect(watching).toHaveLength(1);
  await watching[0];
  if (expected === path) {
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe(expected);
  }
}

describe('redirects', () => {
  it.each<[string, string, string, Visitor]>([
    ['a signed-out visitor', '/', '/', {}],
    ['a senior', '/', '/dashboard', { user: SENIOR }],
    ['a volunteer', '/', '/dashboard', { user: VOLUNTEER }],
    ['an admin', '/', '/admin', { adminKey }],
    ['a signed-out visitor', '/register', '/register', {}],
    ['a senior', '/register', '/dashboard', { user: SENIOR }],
    ['a volunteer', '/register', '/dashboard', { user: VOLUNTEER }],
    ['a signed-out visitor', '/careers', '/careers', {}],
    ['a senior', '/careers', '/dashboard', { user: SENIOR }],
    ['a volunteer', '/careers', '/careers', { user: VOLUNTEER }],
  ])('%s opening %s lands on %s', async (_who, path, expected, visitor) => {
    await expectLanding(visitor, path, expected);
  });

  it('replaces the home entry in history, so Back does not bounce to the dashboard again', async () => {
    const { page } = await browser.open({ user: SENIOR }, '/about');
    await page.getByRole('heading', { level: 1 }).waitFor();
    // /about is prerendered signed out; the signed-in top bar (fewer links) replaces it when live.
    await waitUntilLive(page);
    // Watched from before the click, as above.
    const reachedDashboard = page.waitForURL(`${webUrl}/dashboard`);
    await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
    await reachedDashboard;
    await page.goBack();
    await page.waitForURL(`${webUrl}/about`);
  });
});
