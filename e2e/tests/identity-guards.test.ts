/**
 * The guard and redirects of spec sections 2 and 6, page by page, for each kind of stored
 * session: nothing, a signed-in user, an admin key.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { ADMIN_KEY_ENTRY } from '@gh/common/constants';
import { PAGES } from '@gh/common/routes';
import { adminKey, webUrl } from '../src/stack.ts';
import { chromiumForFile, newVisitor, registeredSenior, signInThroughPage } from '../src/identity.ts';

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
const contexts = {} as Record<Session, BrowserContext>;

beforeAll(async () => {
  const browser = chromium();
  contexts.nothing = await newVisitor(browser);
  contexts.user = await newVisitor(browser);
  await signInThroughPage(await contexts.user.newPage(), await registeredSenior(), 'Senior Citizen');
  contexts['admin key'] = await newVisitor(browser);
  await contexts['admin key'].addInitScript(
    ([entry, key]) => localStorage.setItem(entry, key),
    [ADMIN_KEY_ENTRY, adminKey] as const,
  );
});

describe('guards and redirects', () => {
  const cases = MATRIX.flatMap(([path, outcomes]) =>
    (Object.keys(outcomes) as Session[]).map((session) => [path, session, outcomes[session] ?? path] as const),
  );

  it.each(cases)('%s with %s stored ends on %s', async (path, session, expected) => {
    const page = await contexts[session].newPage();
    await page.goto(`${webUrl}${path}`);
    await page.waitForURL(`${webUrl}${expected}`);
    // Settled: the page's own heading is shown, not the guard's 'Loading...'.
    await page.locator('h1').first().waitFor();
    expect(new URL(page.url()).pathname).toBe(expected);
    await page.close();
  });
});
