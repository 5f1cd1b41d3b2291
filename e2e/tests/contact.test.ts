/**
 * The contact form end to end in Chromium on the local stack: a person fills it in, attaches a
 * PDF and sends it; the confirmation shows in the page and the message, with the same bytes
 * attached, arrives in the support inbox over SMTP. A refused file leaves what they typed.
 */
import { beforeEach, afterEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { PAGES } from '@gh/common/routes';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { SUPPORT_INBOX } from '@gh/devstack/config';
import { fixture } from '@gh/testkit/fixtures';
import { mailbox, uniqueId, webUrl } from '@gh/testkit/stack';
import { axeViolations } from '../src/axe.ts';
import { chromiumForFile } from '../src/visitor.ts';

const chromium = chromiumForFile();
let context: BrowserContext;
let page: Page;

beforeEach(async () => {
  context = await chromium().newContext();
  page = await context.newPage();
  // The page must never fall back to window.alert.
  page.on('dialog', (dialog) => {
    throw new Error(`unexpected ${dialog.type()} dialog: ${dialog.message()}`);
  });
  await page.goto(`${webUrl}${PAGES.contact}`);
  await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
  // The page is prerendered; its form is enabled once the page is live.
  await page.locator('button:enabled', { hasText: 'Send Message' }).waitFor();
});
afterEach(async () => {
  await context?.close();
});

async function fillIn(name: string) {
  await page.getByLabel(/^Your name/).fill(name);
  await page.getByLabel(/^Your e-mail address/).fill(`${name.toLowerCase()}@example.com`);
  await page.getByLabel(/^Your message/).fill(`Hello, this is ${name}.\nCould someone call me about the weekly visits?`);
}

describe('contact form', () => {
  it('sends a message with a PDF; the confirmation shows and the mail arrives with the file', async () => {
    const name = uniqueId('Kamala');
    const pdf = fixture('letter.pdf');
    await fillIn(name);
    await page.getByLabel('Choose a file').setInputFiles({ name: 'letter.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByText('Chosen file: letter.pdf').waitFor();
    await page.getByRole('button', { name: 'Send Message' }).click();

    const alert = page.getByRole('alert');
    await alert.getByText(SERVER_MESSAGES.messageSent).waitFor();
    expect(await alert.textContent()).toContain(`We will reply to ${name.toLowerCase()}@example.com.`);
    expect(await page.getByLabel(/^Your name/).inputValue()).toBe('');

    const mail = await mailbox.waitFor(SUPPORT_INBOX, new RegExp(name));
    expect(mail.text).toContain(`Hello, this is ${name}.\nCould someone call me about the weekly visits?`);
    expect((await mailbox.attachment(mail, 'letter.pdf')).equals(pdf)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("shows the server's refusal of a renamed program in the page and keeps what was typed", async () => {
    const name = uniqueId('Ravi');
    await fillIn(name);
    await page
      .getByLabel('Choose a file')
      .setInputFiles({ name: 'report.pdf', mimeType: 'application/pdf', buffer: fixture('program.exe') });
    await page.getByRole('button', { name: 'Send Message' }).click();

    await page.getByRole('alert').getByText(SERVER_MESSAGES.contactAttachmentType).waitFor();
    expect(await page.getByLabel(/^Your name/).inputValue()).toBe(name);
    expect(await page.getByLabel(/^Your message/).inputValue()).toContain(`Hello, this is ${name}.`);
    await page.getByText('Chosen file: report.pdf').waitFor();
    expect(await mailbox.to(SUPPORT_INBOX).then((mails) => mails.some((mail) => mail.subject.includes(name)))).toBe(false);
  });

  it('marks missing fields without sending, and passes an accessibility scan in that state', async () => {
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Name is required').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('is reachable by keyboard alone, file picker included', async () => {
    await page.getByLabel(/^Your message/).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe('file');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Send Message');
  });
});
