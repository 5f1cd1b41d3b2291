/**
 * The admin area at any size in the browser: a panel lists its newest 20 and Show
 * more brings the next ones (focus on the first of them); a new application arrives at the top
 * of an open, paged Pending panel without a reload; the search box finds people by the
 * beginning of a name or an e-mail, and opens their page, all with the keyboard.
 */
import { describe, expect, it, onTestFinished } from 'vitest';
import { searchMap } from '@gh/common/admin-fields';
import { APPLICATION_STATUS, COLLECTIONS, DAY_MS, LINK_STATUS } from '@gh/common/constants';
import type { ApplicationDoc, Link } from '@gh/common/documents';
import { addPerson, db, personDoc } from '@gh/testkit/identity';
import type { Page } from 'playwright-core';
import { uniqueId, webUrl } from '@gh/testkit/stack';
import { chromiumForFile, LIVE } from '../src/visitor.ts';
import { newEmail, newVisitor } from '../src/identity.ts';
import { openAdminDashboard, openAssignForm, panel, showPanel, signInAtAdmin, submitApplication } from '../src/admin.ts';

const chromium = chromiumForFile();
const PENDING = 'Pending Volunteer Applications';
const REQUESTED = 'Volunteer Requested Seniors';

/** `count` pending applications stored straight to Firestore, newest last, removed after the test. */
async function storePending(count: number, submittedAt: (index: number) => number): Promise<string[]> {
  const batch = db().batch();
  const emails = Array.from({ length: count }, (_, index) => newEmail(`paged-${String(index).padStart(2, '0')}`));
  emails.forEach((email, index) => {
    const fullName = `Paged Applicant ${index + 1}`;
    const application: ApplicationDoc = {
      email,
      fullName,
      contact: '+91 98220 44444',
      motivation: 'm',
      companionshipMeaning: 'c',
      excitement: 'e',
      handlingLoneliness: 'h',
      experience: '',
      availability: 'Mornings',
      languages: [],
      resume: null,
      status: APPLICATION_STATUS.submitted,
      submittedAt: submittedAt(index),
      search: searchMap({ name: fullName, email }),
    };
    batch.set(db().collection(COLLECTIONS.applications).doc(email), application);
  });
  await batch.commit();
  onTestFinished(async () => {
    const cleanup = db().batch();
    for (const email of emails) cleanup.delete(db().collection(COLLECTIONS.applications).doc(email));
    await cleanup.commit();
  });
  return emails;
}

/**
 * `count` volunteers asking for a visit, stored straight to Firestore (the fields the Requested
 * panel reads), requested after everything else in the stack, removed after the test.
 */
async function storeRequested(count: number): Promise<void> {
  const batch = db().batch();
  const ahead = Date.now() + 10 * DAY_MS;
  const emails = Array.from({ length: count }, (_, index) => newEmail(`asked-${String(index).padStart(2, '0')}`));
  emails.forEach((email, index) => {
    const name = `Asking Volunteer ${index + 1}`;
    const senior: Link = { email: newEmail('asked-senior'), name: 'Asked Senior', status: LINK_STATUS.requested, reqTime: ahead + index };
    batch.set(db().collection(COLLECTIONS.volunteers).doc(email), {
      name,
      email,
      city: 'Pune',
      skills: [],
      availability: [],
      senior,
      linkStatus: LINK_STATUS.requested,
      linkAt: ahead + index,
      search: searchMap({ name, email }),
    });
  });
  await batch.commit();
  onTestFinished(async () => {
    const cleanup = db().batch();
    for (const email of emails) cleanup.delete(db().collection(COLLECTIONS.volunteers).doc(email));
    await cleanup.commit();
  });
}

/**
 * What the page has asked Firestore to listen to so far: the bodies of its requests on the listen
 * channel, where each new query goes (as JSON, form-encoded).
 */
function listenedQueries(page: Page): () => string[] {
  const bodies: string[] = [];
  page.on('request', (request) => {
    const body = request.url().includes('/google.firestore.v1.Firestore/Listen/') ? request.postData() : null;
    if (body) bodies.push(decodeURIComponent(body.replace(/\+/g, ' ')));
  });
  return () => bodies;
}

/** A listen request that asks for the Requested panel's query: volunteers whose link is Requested. */
const asksForRequested = (body: string) => /"collectionId":"volunteers"[\s\S]*?"stringValue":"Requested"/.test(body);

/** The e-mails a panel lists, in order. */
const entryEmails = async (page: Page, title: string) =>
  (await panel(page, title).getByRole('listitem').allTextContents()).map((text) => /[a-z][a-z0-9.+-]*@example\.com/.exec(text)?.[0]);

describe('paged admin panels', () => {
  it('a new application appears at the top of the open Pending panel without a reload', async () => {
    await storePending(21, (index) => Date.now() - DAY_MS + index);
    const admin = await openAdminDashboard(chromium());
    let loads = 0;
    admin.on('load', () => loads++);
    const pending = panel(admin, PENDING);
    await pending.getByRole('button', { name: `Show more ${PENDING}` }).waitFor();
    expect(await pending.getByRole('listitem').count()).toBe(20);

    const email = newEmail('arrives');
    expect(await submitApplication(email, 'Nandini Arrives')).toBe(200);
    await expect.poll(async () => (await pending.getByRole('listitem').first().textContent()) ?? '', LIVE).toContain(email);
    expect(await pending.getByRole('listitem').count()).toBe(20);
    expect(loads).toBe(0);
  });

  it('lists the newest 20, and Show more brings the next ones with focus on the first of them', async () => {
    // Dated ahead of everything else in the stack, so they are the newest 25.
    const emails = await storePending(25, (index) => Date.now() + 10 * DAY_MS + index);
    const newestFirst = [...emails].reverse();
    const admin = await openAdminDashboard(chromium());
    const pending = panel(admin, PENDING);
    await expect.poll(() => entryEmails(admin, PENDING), LIVE).toEqual(newestFirst.slice(0, 20));

    await pending.getByRole('button', { name: `Show more ${PENDING}` }).press('Enter');
    await expect.poll(() => pending.getByRole('listitem').count(), LIVE).toBeGreaterThanOrEqual(25);
    expect((await entryEmails(admin, PENDING)).slice(0, 25)).toEqual(newestFirst);
    await expect.poll(() => admin.evaluate(() => document.activeElement?.textContent ?? '')).toContain(newestFirst[20]!);
  });

  it('Show more goes from 20 straight to 40 entries and stays there, each row and its inputs as they were', async () => {
    await storeRequested(45);
    const admin = await openAdminDashboard(chromium());
    const requested = await showPanel(admin, REQUESTED);
    const rows = requested.getByRole('listitem');
    const more = requested.getByRole('button', { name: `Show more ${REQUESTED}` });
    await more.waitFor();
    expect(await rows.count()).toBe(20);
    const task = (await openAssignForm(rows.first())).getByRole('textbox', { name: 'Task' });
    await task.fill('A walk in the park');
    // Every length the panel's list takes from here on, however briefly.
    await requested.getByRole('list', { name: REQUESTED }).evaluate((list) => {
      const lengths = ((window as unknown as { lengths: number[] }).lengths = [list.children.length]);
      new MutationObserver(() => {
        if (list.children.length !== lengths.at(-1)) lengths.push(list.children.length);
      }).observe(list, { childList: true });
    });

    await more.click();
    await expect.poll(() => rows.count(), LIVE).toBe(40);
    // Watched through the app's own wait for the server (5 s, SYNC_WAIT_MS in lib/live.ts), the
    // last moment the next page could show the cache's short answer instead.
    await admin.waitForTimeout(5_000);
    expect(await rows.count()).toBe(40);
    expect(await admin.evaluate(() => (window as unknown as { lengths: number[] }).lengths)).toEqual([20, 40]);
    expect(await task.inputValue()).toBe('A walk in the park');
  });
});

describe('panels further down', () => {
  it('on a phone, listen only once they come near the screen', async () => {
    // A full page of Pending entries fills the screen and more; Requested comes after it.
    await storePending(21, (index) => Date.now() + 10 * DAY_MS + index);
    await storeRequested(1);
    const admin = await (await newVisitor(chromium(), { width: 390, height: 844 })).newPage();
    const listened = listenedQueries(admin);
    await signInAtAdmin(admin);
    const requested = panel(admin, REQUESTED);
    // Pending listens at once and has answered: the panels' listeners all open as the page
    // renders, so had Requested listened too, Firestore would have been asked for it by now.
    await panel(admin, PENDING).getByRole('listitem').first().waitFor();
    expect(listened().some(asksForRequested)).toBe(false);
    expect(await requested.getByRole('listitem').count()).toBe(0);
    expect(await requested.getByRole('status').textContent()).toBe('Loading...');

    await showPanel(admin, REQUESTED);
    await requested.getByRole('listitem').first().waitFor(LIVE);
    expect(listened().some(asksForRequested)).toBe(true);
  });
});

describe('the admin search', () => {
  it('finds a senior by the beginning of a surname and an applicant by the beginning of an e-mail, and opens their page', async () => {
    const surname = `Zq${uniqueId('')
      .replace(/[^a-z]/gi, '')
      .slice(-6)}`.toLowerCase();
    const senior = { email: await addPerson('senior') };
    const name = `Savitri ${surname[0]!.toUpperCase()}${surname.slice(1)}`;
    await personDoc('senior', senior.email).update({ name, search: searchMap({ name, email: senior.email }) });
    const applicant = newEmail('searchable');
    expect(await submitApplication(applicant, 'Meera Searchable')).toBe(200);

    const admin = await openAdminDashboard(chromium());
    const search = admin.getByRole('combobox', { name: 'Find a person' });
    await search.focus();
    await admin.keyboard.type(surname.slice(0, 5).toUpperCase());
    const option = admin.getByRole('option').filter({ hasText: senior.email });
    await option.waitFor();
    expect(await option.textContent()).toContain('Senior');
    await admin.keyboard.press('ArrowDown');
    await admin.keyboard.press('Enter');
    await admin.waitForURL(`${webUrl}/admin/profile?email=${encodeURIComponent(senior.email)}`);

    await admin.goBack();
    await search.waitFor();
    await search.focus();
    await admin.keyboard.type(applicant.slice(0, applicant.indexOf('@') + 1));
    const found = admin.getByRole('option').filter({ hasText: applicant });
    await found.waitFor();
    expect(await found.textContent()).toContain('Application Submitted');
    await admin.keyboard.press('ArrowDown');
    await admin.keyboard.press('Enter');
    await admin.waitForURL(`${webUrl}/admin/profile?email=${encodeURIComponent(applicant)}`);
    await admin.getByText('Meera Searchable').first().waitFor();
  });
});
