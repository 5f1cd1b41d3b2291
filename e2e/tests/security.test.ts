/**
 * The security headers in Chromium: every page, public or signed in (the dashboard and the admin
 * dashboard listen to the Firestore emulator and sign in at the Auth emulator), runs
 * under the Content-Security-Policy of firebase.json without a single violation; /admin cannot
 * be framed by another page; and a limit's 429 tells the person when to try again, as a time.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { SUPPORT } from '@gh/common/support';
import { PAGES } from '@gh/common/routes';
import { panel, panelAnswered, signInAtAdmin } from '../src/admin.ts';
import { newVisitor, registeredSenior, requestLoginCode, signInThroughPage } from '../src/identity.ts';
import { fillLimit } from '@gh/testkit/limits';
import { webUrl } from '@gh/testkit/stack';
import { phoneCopyNotice } from '../src/member.ts';
import { chromiumForFile } from '../src/visitor.ts';

const chromium = chromiumForFile();

/** A page that records every CSP violation and console error it meets. */
async function watchedPage(): Promise<{ page: Page; problems: string[] }> {
  const page = await (await newVisitor(chromium())).newPage();
  const problems: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => problems.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${location.pathname}: ${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content.Security.Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  return { page, problems };
}

describe('the Content-Security-Policy', () => {
  it('lets every public page load and come alive without a violation', { timeout: 120_000 }, async () => {
    const { page, problems } = await watchedPage();
    for (const path of [
      PAGES.home,
      PAGES.about,
      PAGES.services,
      PAGES.contact,
      PAGES.login,
      PAGES.register,
      PAGES.apply,
      PAGES.careers,
      PAGES.events,
      PAGES.admin,
    ]) {
      await page.goto(`${webUrl}${path}`, { waitUntil: 'networkidle' });
    }
    expect(problems).toEqual([]);
  });

  it('lets a member sign in and see the live dashboard without a violation', { timeout: 120_000 }, async () => {
    const { page, problems } = await watchedPage();
    await signInThroughPage(page, await registeredSenior(), 'Senior Citizen');
    await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();
    // Live: the dashboard's chunks have loaded and every list has its server's answer.
    await phoneCopyNotice(page).waitFor({ state: 'detached' });
    await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'));
    expect(problems).toEqual([]);
  });

  it('lets the admin sign in and see the live panels without a violation', { timeout: 120_000 }, async () => {
    const { page, problems } = await watchedPage();
    await signInAtAdmin(page);
    // The panels that listen at once have their answers from Firestore.
    for (const title of ['Pending Volunteer Applications', 'Open concerns']) await panelAnswered(panel(page, title));
    expect(problems).toEqual([]);
  });
});

describe('framing', () => {
  it("keeps /admin out of another site's frame", async () => {
    // What Chromium obeys: no ancestor at all, in the policy and in the older header.
    const headers = (await fetch(`${webUrl}${PAGES.admin}`)).headers;
    const frameAncestors = (headers.get('content-security-policy') ?? '')
      .split(';')
      .map((directive) => directive.trim())
      .find((directive) => directive.startsWith('frame-ancestors '));
    expect(frameAncestors).toBe("frame-ancestors 'none'");
    expect(headers.get('x-frame-options')).toBe('DENY');

    // And it does: the frame's load ends (a refused frame's too), on Chromium's error page.
    const page = await (await newVisitor(chromium())).newPage();
    await page.setContent(`<iframe src="${webUrl}${PAGES.admin}" width="800" height="600" onload="this.dataset.loaded = ''"></iframe>`);
    await page.locator('iframe[data-loaded]').waitFor({ state: 'attached' });
    const framed = page.frames().find((frame) => frame !== page.mainFrame());
    expect(framed?.url()).toBeDefined();
    expect(framed!.url()).not.toBe(`${webUrl}${PAGES.admin}`);
    expect(await framed!.locator('body').innerText()).not.toContain('Admin Access');
  });
});

describe('a limit reached', () => {
  it('shows on /login when the person can ask for a code again, as a time, with the support phone', async () => {
    const email = await registeredSenior();
    // The wrong tries of the hour are used up: no new code until the hour ends.
    const full = await fillLimit('wrongTries', email);
    try {
      const page = await (await newVisitor(chromium())).newPage();
      await requestLoginCode(page, email, 'Senior Citizen');
      const alert = page.getByRole('alert').filter({ hasText: /try again/ });
      await alert.waitFor();
      expect(await alert.innerText()).toMatch(
        new RegExp(
          `^We cannot send another code to this e-mail address just now\\. Please try again after \\d{1,2}:\\d{2} [AP]M, or call us on \\${SUPPORT.phone}\\.$`,
        ),
      );
    } finally {
      await full.release();
    }
  });

  it('says on /login that the code already sent still works, with the support phone', async () => {
    const email = await registeredSenior();
    const page = await (await newVisitor(chromium())).newPage();
    await requestLoginCode(page, email, 'Senior Citizen');
    await page.getByRole('textbox', { name: /one-time code/i }).waitFor();
    // A second page asks again at once, as a stranger would.
    const again = await (await newVisitor(chromium())).newPage();
    await requestLoginCode(again, email, 'Senior Citizen');
    const alert = again.getByRole('alert').filter({ hasText: /still works/ });
    await alert.waitFor();
    expect(await alert.innerText()).toBe(SERVER_MESSAGES.codeStillWorks);
    expect(await alert.innerText()).toContain(SUPPORT.phone);
  });

  it('shows on /contact when the form can be sent again, as a time, and keeps what was typed', async () => {
    // Every browser test comes from 127.0.0.1, the address the web server appends for it.
    const full = await fillLimit('contactAddress', '127.0.0.1');
    try {
      const page = await (await newVisitor(chromium())).newPage();
      await page.goto(`${webUrl}${PAGES.contact}`);
      await page.locator('button:enabled', { hasText: 'Send Message' }).waitFor();
      await page.getByLabel(/^Your name/).fill('Kamala Rao');
      await page.getByLabel(/^Your e-mail address/).fill('kamala.rao@example.com');
      await page.getByLabel(/^Your message/).fill('Could someone call me?');
      await page.getByRole('button', { name: 'Send Message' }).click();
      const alert = page.getByRole('alert').filter({ hasText: /try again/ });
      await alert.waitFor();
      expect(await alert.innerText()).toMatch(/Too many requests\. Please try again after \d{1,2}:\d{2} [AP]M\./);
      expect(await page.getByLabel(/^Your message/).inputValue()).toBe('Could someone call me?');
    } finally {
      await full.release();
    }
  });
});
