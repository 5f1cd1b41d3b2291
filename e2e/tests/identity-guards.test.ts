/**
 * The guard and redirects of spec sections 2 and 6, page by page, for each kind of stored
 * session: nothing, a signed-in user, an admin key.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, BrowserContextOptions } from 'playwright-core';
import { ADMIN_KEY_ENTRY, USER_COOKIE } from '@gh/common/constants';
import { PAGES } from '@gh/common/routes';
import { adminKey, webUrl } from '@gh/testkit/stack';
import { chromiumForFile, closeAfterTest, troubleOf, whereAndWhat } from '../src/visitor.ts';
import { newVisitor, registeredSenior, signInThroughPage, signedInState, userCookie } from '../src/identity.ts';

/** What /login says when the guard found a stored user with no Auth session behind it. */
const SESSION_ENDED = 'Your session has ended. Please sign in again.';

type Session = 'nothing' | 'user' | 'admin key';

/** Where each page ends up (null: it stays) for each stored session. */
const MATRIX: [string, Record<Session, string | null>][] = [
  [PAGES.dashboard, { nothing: PAGES.login, user: null, 'admin key': PAGES.admin }],
  [PAGES.profile, { nothing: PAGES.login, user: null, 'admin key': PAGES.admin }],
  [PAGES.login, { nothing: null, user: PAGES.dashboard, 'admin key': PAGES.admin }],
  [PAGES.seniorRegistration, { nothing: null, user: PAGES.dashboard, 'admin key': null }],
  [PAGES.volunteerRegistration, { nothing: null, user: PAGES.dashboard, 'admin key': null }],
  [PAGES.admin, { nothing: null, user: PAGES.dashboard, 'admin key': null }],
];

const chromium = chromiumForFile();
/** What each session keeps: a case opens its page in a fresh context that starts with it. */
const stored = {} as Record<Session, BrowserContextOptions['storageState']>;

beforeAll(async () => {
  stored.nothing = { cookies: [], origins: [] };
  stored.user = await signedInState(chromium(), await registeredSenior(), 'Senior Citizen');
  stored['admin key'] = { cookies: [], origins: [{ origin: webUrl, localStorage: [{ name: ADMIN_KEY_ENTRY, value: adminKey }] }] };
});

describe('guards and redirects', () => {
  const cases = MATRIX.flatMap(([path, outcomes]) =>
    (Object.keys(outcomes) as Session[]).map((session) => [path, session, outcomes[session] ?? path] as const),
  );

  it.each(cases)('%s with %s stored ends on %s', async (path, session, expected) => {
    const context = await closeAfterTest(await chromium().newContext({ storageState: stored[session] }));
    const trouble = troubleOf(context);
    const page = await context.newPage();
    try {
      await page.goto(`${webUrl}${path}`);
      await page.waitForURL(`${webUrl}${expected}`);
      // Settled: the page's own heading is shown, not the guard's 'Loading...'.
      await page.locator('h1').first().waitFor();
    } catch (error) {
      // In the message, which a CI log's summary of failures shows whole.
      throw new Error(`${(error as Error).message}\nthe page: ${await whereAndWhat(page)}\nwhat it reported:\n${trouble.join('\n')}`, {
        cause: error,
      });
    }
    expect(new URL(page.url()).pathname).toBe(expected);
  });
});

describe('a user cookie with no Firebase Auth session behind it', () => {
  /** Opens /dashboard and expects /login, saying the session ended, with the cookie gone. */
  async function expectSentToSignIn(context: BrowserContext) {
    const page = await context.newPage();
    await page.goto(`${webUrl}${PAGES.dashboard}`);
    await page.waitForURL(`${webUrl}${PAGES.login}`);
    await page.getByRole('status').filter({ hasText: SESSION_ENDED }).waitFor();
    expect(await page.getByRole('heading', { level: 1, name: 'Sign In' }).count()).toBe(1);
    expect(await userCookie(context)).toBeNull();
    // The chrome follows: the person is signed out everywhere, not only on /dashboard.
    await page.getByRole('link', { name: 'Sign In' }).first().waitFor();
  }

  it('never backed by a session: /dashboard sends the person to /login, calmly, and the cookie goes', async () => {
    const context = await newVisitor(chromium());
    const user = encodeURIComponent(JSON.stringify({ email: await registeredSenior(), interests: ['Reading'] }));
    await context.addCookies([{ name: USER_COOKIE, value: user, url: webUrl }]);
    await expectSentToSignIn(context);
  });

  it('whose session is gone (site data for Firebase cleared): the same, instead of member pages whose calls fail', async () => {
    const context = await newVisitor(chromium());
    try {
      const signedIn = await context.newPage();
      await signInThroughPage(signedIn, await registeredSenior(), 'Senior Citizen');
      await signedIn.close();
      // A public page loads no Firebase, so nothing holds the database open while it goes.
      const about = await context.newPage();
      await about.goto(`${webUrl}${PAGES.about}`);
      await about.evaluate(
        () =>
          new Promise((resolve, reject) => {
            const request = indexedDB.deleteDatabase('firebaseLocalStorageDb');
            request.onsuccess = resolve;
            request.onerror = reject;
            request.onblocked = reject;
          }),
      );
      await about.close();
      expect(await userCookie(context)).not.toBeNull();
      await expectSentToSignIn(context);
    } finally {
      await context.close();
    }
  });
});
