/**
 * The shared chrome of spec section 2: the entries signed-out and signed-in visitors see, the
 * avatar menu and Sign Out, the notification bell, and the folded menu on a phone with its
 * three ways of closing (a route change, a click outside, Escape).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { USER_COOKIE } from '@gh/common/constants';
import { webUrl } from '@gh/testkit/stack';
import { PHONE, SENIOR, browserForFile, signOutThroughMenu, waitUntilLive, type Visitor } from '../src/visitor.ts';

const browser = browserForFile();

async function openAs(visitor: Visitor, path: string): Promise<Page> {
  const { page } = await browser.open(visitor, path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await waitUntilLive(page);
  return page;
}

const mainNav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Main' });

describe('signed out', () => {
  it('shows Home, Services, Events, About, Careers, Contact, Admin, Sign In and Register, and no account menu', async () => {
    const page = await openAs({}, '/about');
    expect(await mainNav(page).getByRole('link').allTextContents()).toEqual([
      'Home',
      'Services',
      'Events',
      'About',
      'Careers',
      'Contact',
      'Admin',
    ]);
    const bar = page.getByRole('banner');
    expect(await bar.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
    expect(await bar.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
    expect(await bar.getByRole('button', { name: /your account/i }).count()).toBe(0);
    expect(await bar.getByRole('button', { name: /notifications/i }).count()).toBe(0);
  });

  it('keeps the bar in view while the page scrolls', async () => {
    const page = await openAs({}, '/services');
    await page.mouse.wheel(0, 1500);
    await page.waitForFunction(() => window.scrollY > 500);
    expect(await page.getByRole('banner').evaluate((bar) => bar.getBoundingClientRect().top)).toBe(0);
  });
});

describe('signed in', () => {
  it('shows Home, Services, Events, About and Contact, the bell and an avatar with the first letter of the e-mail', async () => {
    const page = await openAs({ user: SENIOR }, '/about');
    expect(await mainNav(page).getByRole('link').allTextContents()).toEqual(['Home', 'Services', 'Events', 'About', 'Contact']);
    const bar = page.getByRole('banner');
    const avatar = bar.getByRole('button', { name: `Your account (${SENIOR.email})` });
    expect((await avatar.textContent())?.trim()).toBe(SENIOR.email[0]?.toUpperCase());
    expect(await bar.getByRole('link', { name: 'Sign In' }).count()).toBe(0);
    expect(await bar.getByRole('link', { name: 'Register' }).count()).toBe(0);
  });

  it('has a bell whose badge shows no "0" and whose list kindly says there is nothing new', async () => {
    const page = await openAs({ user: SENIOR }, '/about');
    const bell = page.getByRole('button', { name: 'Notifications: 0 new' });
    expect((await bell.textContent())?.trim()).toBe('');
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    expect(await panel.textContent()).toContain('You are all caught up');
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    expect(await bell.evaluate((button) => button === document.activeElement)).toBe(true);
  });

  it('opens an account menu with the e-mail, a Profile link and Sign Out', async () => {
    const page = await openAs({ user: SENIOR }, '/events');
    await page.getByRole('button', { name: /your account/i }).click();
    const menu = page.getByRole('dialog', { name: /your account/i });
    expect(await menu.textContent()).toContain(SENIOR.email);
    // This visitor has the cookie but no Firebase session, so /profile soon sends them on to
    // /login: every address the page takes is kept, not only the last.
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await menu.getByRole('link', { name: 'Profile' }).click();
    await expect.poll(() => visited).toContain('/profile');
    await menu.waitFor({ state: 'hidden' });
  });

  it('signs out: forgets the user, shows the signed-out chrome and goes to /login', async () => {
    const page = await openAs({ user: SENIOR }, '/about');
    await signOutThroughMenu(page);
    expect((await page.context().cookies()).find((cookie) => cookie.name === USER_COOKIE)).toBeUndefined();
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).waitFor();
  });
});

describe('the folded menu on a phone', () => {
  const toggle = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Menu' });

  async function openMenu(path: string, visitor: Visitor = {}): Promise<Page> {
    const page = await openAs({ viewport: PHONE, ...visitor }, path);
    expect(await mainNav(page).isVisible()).toBe(false);
    await toggle(page).click();
    await mainNav(page).waitFor();
    expect(await toggle(page).getAttribute('aria-expanded')).toBe('true');
    return page;
  }

  async function expectClosed(page: Page): Promise<void> {
    await mainNav(page).waitFor({ state: 'hidden' });
    expect(await toggle(page).getAttribute('aria-expanded')).toBe('false');
  }

  it('closes on a route change and puts focus on the new page', async () => {
    const page = await openMenu('/about');
    await mainNav(page).getByRole('link', { name: 'Services' }).click();
    await page.waitForURL(`${webUrl}/services`);
    await expectClosed(page);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
  });

  it('closes on a click outside it', async () => {
    const page = await openMenu('/about');
    await page.getByRole('heading', { level: 1 }).click();
    await expectClosed(page);
    expect(new URL(page.url()).pathname).toBe('/about');
  });

  it('closes on Escape and gives focus back to the toggle', async () => {
    const page = await openMenu('/about');
    await mainNav(page).getByRole('link', { name: 'Events' }).focus();
    await page.keyboard.press('Escape');
    await expectClosed(page);
    expect(await toggle(page).evaluate((button) => button === document.activeElement)).toBe(true);
  });

  it('holds Sign In and Register for signed-out visitors, and keeps the bell and avatar in sight for signed-in ones', async () => {
    const out = await openMenu('/about');
    expect(await out.getByRole('banner').getByRole('link', { name: 'Register' }).isVisible()).toBe(true);
    const signedIn = await openAs({ viewport: PHONE, user: SENIOR }, '/about');
    // The bell and the avatar are their own chunk, loaded once the page knows who is signed in.
    await signedIn.getByRole('button', { name: /your account/i }).waitFor({ state: 'visible' });
    expect(await signedIn.getByRole('button', { name: /notifications/i }).isVisible()).toBe(true);
    expect(await signedIn.getByRole('link', { name: 'Golden Hearts', exact: true }).isVisible()).toBe(true);
  });
});
