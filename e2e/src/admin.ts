/**
 * Admin and applicant steps for the applications browser tests: the admin signs in through
 * /admin with the local key, an applicant fills /apply as a person would, and panels of the
 * dashboard are found by their headings.
 */
import { expect } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { adminKey, apiUrl, webUrl } from '@gh/testkit/stack';
import { fixture } from '@gh/testkit/fixtures';
import { localizedPath, type Lang } from '@gh/common/i18n';
import { NOTICE_VERSION } from '@gh/common/consent';
import { PAGES } from '@gh/common/routes';
import { messages as EN_ADMIN } from '@gh/web/messages/en/admin';
import { messages as HI_ADMIN } from '@gh/web/messages/hi/admin';
import { messages as MR_ADMIN } from '@gh/web/messages/mr/admin';
import { messages as EN_SIGNIN } from '@gh/web/messages/en/signin';
import { messages as HI_SIGNIN } from '@gh/web/messages/hi/signin';
import { messages as MR_SIGNIN } from '@gh/web/messages/mr/signin';
import { messages as EN_STAFF } from '@gh/web/messages/en/staff';
import { messages as HI_STAFF } from '@gh/web/messages/hi/staff';
import { messages as MR_STAFF } from '@gh/web/messages/mr/staff';
import { agreeToNotice, expectCode, newVisitor } from './identity.ts';
import { LIVE } from './visitor.ts';

const ADMIN_WORDS: Record<Lang, Readonly<Record<keyof typeof EN_ADMIN, string>>> = { en: EN_ADMIN, hi: HI_ADMIN, mr: MR_ADMIN };

/** Signs in at /admin (/hi/admin, /mr/admin) with the key, as a person would, and waits for the live panels. */
export async function signInAtAdmin(page: Page, lang: Lang = 'en'): Promise<void> {
  const words = ADMIN_WORDS[lang];
  await page.goto(`${webUrl}${localizedPath(PAGES.admin, lang)}`);
  await page.getByLabel(words['admin.keyLabel']).fill(adminKey);
  await page.getByRole('button', { name: words['admin.submit'], exact: true }).click();
  await panel(page, words['admin.analyticsTitle']).waitFor();
}

const STAFF_WORDS = {
  en: { ...EN_STAFF, ...EN_SIGNIN },
  hi: { ...HI_STAFF, ...HI_SIGNIN },
  mr: { ...MR_STAFF, ...MR_SIGNIN },
} satisfies Record<Lang, Readonly<Record<keyof typeof EN_STAFF | keyof typeof EN_SIGNIN, string>>>;

/** Signs in at /admin (/hi/admin, /mr/admin) as the member of staff `email`, with the code mailed to them. */
export async function staffSignIn(page: Page, email: string, lang: Lang = 'en'): Promise<void> {
  const words = STAFF_WORDS[lang];
  await page.goto(`${webUrl}${localizedPath(PAGES.admin, lang)}`);
  await page.getByLabel(words['staff.emailLabel']).fill(email);
  const code = await expectCode(email);
  await page.getByRole('button', { name: words['staff.sendCode'] }).click();
  await page.getByLabel(words['signin.code.label']).fill(await code());
  await page.getByRole('button', { name: words['staff.signIn'] }).click();
}

/** A page in a fresh browser context, signed in at /admin. */
export async function openAdminDashboard(browser: Browser): Promise<Page> {
  const page = await (await newVisitor(browser)).newPage();
  await signInAtAdmin(page);
  return page;
}

/** One panel of the admin dashboard, by its title. */
export const panel = (page: Page, title: string): Locator => page.getByRole('region', { name: new RegExp(`^${title}`) });

/**
 * Whether `found` comes onto the screen within a second, as an IntersectionObserver in the page
 * sees it, and then two frames have passed. The page's own observers are asked in the same
 * frame, and one that watches for "near the screen" (the panels') has seen it near by then, its
 * listener started.
 */
const seenOnScreen = (found: Locator): Promise<boolean> =>
  found.evaluate(
    (element) =>
      new Promise<boolean>((resolve) => {
        const frame = () => new Promise((next) => requestAnimationFrame(next));
        const observer = new IntersectionObserver((entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          void frame()
            .then(frame)
            .then(() => resolve(true));
        });
        observer.observe(element);
        setTimeout(() => {
          observer.disconnect();
          resolve(false);
        }, 1_000);
      }),
  );

/**
 * Scrolls the panel `title` into view and answers it: a panel starts listening only when it
 * comes near the screen, so one further down lists nothing until then.
 */
export async function showPanel(page: Page, title: string): Promise<Locator> {
  const found = panel(page, title);
  // Panels above may fill and grow just after the scroll, pushing this one away before it
  // noticed it was near: scroll again until it was seen on the screen.
  for (let round = 0; round < 3; round++) {
    await found.scrollIntoViewIfNeeded();
    if (await seenOnScreen(found)) break;
  }
  return found;
}

/** Waits until the panel's live query has answered: its 'Loading...' gone, listing entries or saying it has none. */
export async function panelAnswered(found: Locator): Promise<void> {
  await expect.poll(() => found.getByRole('status').count(), LIVE).toBe(0);
}

/** The entry of a panel that mentions `text` (an e-mail, say; or each of several); see showPanel for a panel further down. */
export const entry = (page: Page, title: string, text: string | readonly string[]): Locator =>
  [text].flat().reduce((rows, part) => rows.filter({ hasText: part }), panel(page, title).getByRole('listitem'));

/**
 * The entry of a paged panel (newest first, 20 at a time) that mentions `text` (all
 * of it, when several), pressing Show more until it is listed: on a shared stack other tests'
 * people are newer than the demo seed's, and their visits come sooner. `showMore` is the
 * button's name in the page's language.
 */
export async function findEntry(
  page: Page,
  title: string,
  text: string | readonly string[],
  showMore = `Show more ${title}`,
): Promise<Locator> {
  const found = entry(page, title, text);
  const shown = await showPanel(page, title);
  const more = shown.getByRole('button', { name: showMore });
  const ready = shown.getByRole('button', { name: showMore, disabled: false });
  const rows = panel(page, title).getByRole('listitem');
  await rows.first().waitFor();
  // While a page loads, the button is disabled ("Loading..."); the last page takes it away, so
  // a click is sent only to a ready button, never to one that may not come back.
  const settled = async () => (await more.count()) === 0 || (await ready.count()) > 0;
  for (let pages = 0; pages < 50; pages++) {
    await expect.poll(settled, { timeout: 30_000 }).toBe(true);
    if ((await found.count()) > 0 || (await ready.count()) === 0) break;
    const before = await rows.count();
    await ready.click();
    // Other tests' entries may leave the list meanwhile, so it need not grow: its entry or its end also answers.
    const moved = async () => (await rows.count()) > before || (await more.count()) === 0 || (await found.count()) > 0;
    await expect.poll(moved, { timeout: 30_000 }).toBe(true);
  }
  return found;
}

/**
 * Opens "Assign a visit" on a request or assigned row (the Assign Task form sits
 * behind this button, so a long list stays short) and answers the form.
 */
export async function openAssignForm(row: Locator, options: { timeout?: number } = {}): Promise<Locator> {
  await row.getByRole('button', { name: /^(Assign a visit|Add visits)/ }).click(options);
  const form = row.getByRole('form', { name: /^Assign a task to/ });
  await form.waitFor(options);
  return form;
}

/** Fills the visit inputs of an open Assign Task form (a weekly series when `repeatWeeks` is given) and sends it. */
export async function assignVisit(
  form: Locator,
  visit: { task: string; date: string; startTime: string; endTime: string; repeatWeeks?: number },
): Promise<void> {
  await form.getByLabel(/^Task/).fill(visit.task);
  await form.getByLabel(/^Date/).fill(visit.date);
  await form.getByLabel(/^Start time/).fill(visit.startTime);
  await form.getByLabel(/^End time/).fill(visit.endTime);
  if (visit.repeatWeeks) await form.getByLabel(/^Repeat weekly for N weeks/).fill(String(visit.repeatWeeks));
  await form.getByRole('button', { name: /^Assign Task/ }).click();
}

/** Rejects the applicant `name` of a Pending row through the reason dialog, with `reason` or none. */
export async function rejectWithReason(row: Locator, name: string, reason = ''): Promise<void> {
  await row.getByRole('button', { name: `Reject ${name}` }).click();
  const dialog = row.page().getByRole('dialog', { name: `Reject ${name}?` });
  if (reason) await dialog.getByLabel('Reason (optional)').fill(reason);
  await dialog.getByRole('button', { name: 'Reject application' }).click();
}

/** Fills every field of /apply (resume aside) for `email`. */
export async function fillApplication(page: Page, email: string, fullName: string): Promise<void> {
  const fields: [RegExp, string][] = [
    [/^Full name/, fullName],
    [/^Email/, email],
    [/^Contact number/, '+91 98220 44444'],
    [/^PIN code where you live/, '411030'],
    [/^Why would you like/, 'My grandmother lived alone; I know how much a visit means.'],
    [/^What does companionship/, 'Being there, listening, laughing together.'],
    [/^What excites you/, 'Hearing stories from another time.'],
    [/^How would you help/, 'Regular visits, small routines, and calling family together.'],
    [/^When are you available/, 'Weekday mornings'],
  ];
  for (const [label, value] of fields) await page.getByLabel(label).fill(value);
  await page.getByRole('checkbox', { name: 'Marathi' }).check();
  await agreeToNotice(page);
}

/** A one-page PDF resume from the shared test fixtures. */
export const resumePdf = (): Buffer => fixture('letter.pdf');

/** An application for `email` sent straight to the api (multipart, with a PDF resume), as /apply would. */
export async function submitApplication(email: string, fullName = 'Meera Iyer'): Promise<number> {
  const form = new FormData();
  const fields = {
    email,
    fullName,
    contact: '+91 98220 44444',
    motivation: 'A visit means a lot.',
    companionshipMeaning: 'Being there.',
    excitement: 'Their stories.',
    handlingLoneliness: 'Regular visits.',
    availability: 'Weekday mornings',
    consentVersion: String(NOTICE_VERSION),
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(resumePdf())], { type: 'application/pdf' }), 'cv.pdf');
  return (await fetch(`${apiUrl}/volunteer/volunteer/application`, { method: 'POST', body: form })).status;
}
