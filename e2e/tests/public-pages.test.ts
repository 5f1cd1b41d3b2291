/**
 * Every public page of the built app shows what spec sections 1, 2 and 9 ask for, read the way
 * a visitor (or a screen reader) meets it: by role and visible text.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { SUPPORT } from '@gh/web/content/support';
import { webUrl } from '@gh/testkit/stack';
import { chromiumForFile, visit, waitUntilLive } from '../src/visitor.ts';

const chromium = chromiumForFile();
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  context = await visit(chromium());
  page = await context.newPage();
});

async function open(path: string, heading: string | RegExp): Promise<void> {
  await page.goto(`${webUrl}${path}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  // The pages are prerendered: tabs and buttons answer once the page is live.
  await waitUntilLive(page);
}

const main = () => page.getByRole('main');
const texts = (selector: string) => main().locator(selector).allTextContents();

describe('home', () => {
  beforeAll(() => open('/', /listen, share and laugh/i));

  it('invites visitors to listen, share and laugh, because companionship knows no age', async () => {
    const heading = await main().getByRole('heading', { level: 1 }).textContent();
    expect(heading).toMatch(/companionship knows no age/i);
    expect(await main().textContent()).toMatch(/silver hairs, golden hearts/i);
  });

  it('links the free trial to /register and shows a sized picture', async () => {
    const join = main().getByRole('link', { name: /free 30-day trial/i });
    expect(await join.getAttribute('href')).toBe('/register');
    const image = main().getByRole('img', { name: /laughing together/i });
    expect(await image.getAttribute('width')).toBeTruthy();
    expect(await image.getAttribute('height')).toBeTruthy();
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  it('lists the four benefits as cards', async () => {
    const benefits = main().getByRole('region', { name: 'Why families choose Golden Hearts' });
    expect(await benefits.getByRole('listitem').count()).toBe(4);
    expect(await benefits.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'Companionship',
      'Community',
      'Flexible Schedule',
      'Local Support',
    ]);
  });

  it('shows three five-star reviews from seniors aged 87, 80 and 89', async () => {
    const reviews = main().getByRole('region', { name: 'Latest Reviews' });
    const cards = reviews.getByRole('listitem');
    expect(await cards.count()).toBe(3);
    const captions = await reviews.locator('figcaption').allTextContents();
    expect(captions.map((caption) => caption.match(/Age (\d+)/)?.[1])).toEqual(['87', '80', '89']);
    for (const caption of captions) expect(caption).toMatch(/Senior Citizen/);
    expect(await reviews.getByRole('img', { name: 'Rated 5 out of 5 stars' }).count()).toBe(3);
  });
});

describe('about', () => {
  it('has the mission, community and values cards', async () => {
    await open('/about', 'About Golden Hearts');
    expect(await main().getByRole('heading', { level: 2 }).allTextContents()).toEqual(['Our Mission', 'Our Community', 'Our Values']);
  });
});

describe('services', () => {
  beforeAll(() => open('/services', 'Our Services'));

  it('has the six service cards', async () => {
    expect(await main().getByRole('heading', { level: 2 }).allTextContents()).toEqual([
      'Social Companionship',
      'Reading Sessions',
      'Music & Arts',
      'Emotional Support',
      'Walking Companion',
      'Games & Activities',
      'Subscription Plans',
    ]);
  });

  it('shows the three plans with rupee prices, durations and every feature', async () => {
    const plans = main().getByRole('region', { name: 'Subscription Plans' }).getByRole('article');
    expect(await plans.count()).toBe(3);
    const text = (await plans.allTextContents()).map((t) => t.replace(/\s+/g, ' '));
    expect(text[0]).toContain('Free for 30 days');
    expect(text[1]).toContain('₹999 per month');
    expect(text[2]).toContain('₹2499 per month');
    // Spec section 9's features, as the spec writes them.
    const features = [
      ['Basic companionship', '2 visits per week', 'Emergency support'],
      ['All trial features', '4 visits per week', 'Activity planning', '24/7 support line'],
      ['All basic features', 'Daily visits', 'Specialized activities', 'Priority matching', 'A dedicated coordinator'],
    ];
    features.forEach((planFeatures, i) => {
      for (const feature of planFeatures) expect(text[i]).toContain(feature);
    });
  });
});

describe('events', () => {
  beforeAll(() => open('/events', 'Events'));

  it('has the four tabs, Festivals first', async () => {
    const tabs = page.getByRole('tablist', { name: 'Kinds of events' }).getByRole('tab');
    expect(await tabs.allTextContents()).toEqual(['Festivals', 'Workshops', 'Parties', 'Seminar/Sessions']);
    expect(await tabs.first().getAttribute('aria-selected')).toBe('true');
    expect(await texts('[role="tabpanel"]:not([hidden]) h2')).toContain('Holi Celebration');
  });

  it.each([
    ['Workshops', 'Wellness Workshop', null],
    ['Parties', 'Monthly Birthday Bash', 'Last Sunday of each month'],
    ['Seminar/Sessions', 'Gentle Yoga & Meditation', 'Weekly on Tuesday'],
  ])('the %s tab shows %s', async (tab, title, when) => {
    await page.getByRole('tab', { name: tab }).click();
    const panel = page.getByRole('tabpanel', { name: tab });
    const card = panel.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
    await card.waitFor();
    const text = (await card.textContent()) ?? '';
    for (const label of ['Date', 'Time', 'Place']) expect(text).toContain(label);
    expect(text).toMatch(/\d+ taking part/);
    if (when) expect(text).toContain(when);
    expect(await card.getByRole('img').getAttribute('loading')).toBe('lazy');
    expect(new URL(page.url()).searchParams.get('tab')).toBeTruthy();
  });

  it('moves between tabs with the arrow keys, Home and End, one tab in the Tab order', async () => {
    const tablist = page.getByRole('tablist', { name: 'Kinds of events' });
    await tablist.getByRole('tab', { name: 'Festivals' }).click();
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toBe('Workshops');
    await expect.poll(() => page.getByRole('tab', { name: 'Workshops' }).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('End');
    expect(await focused()).toBe('Seminar/Sessions');
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toBe('Festivals');
    await page.keyboard.press('ArrowLeft');
    expect(await focused()).toBe('Seminar/Sessions');
    await page.keyboard.press('Home');
    expect(await focused()).toBe('Festivals');
    await page.getByRole('tabpanel', { name: 'Festivals' }).getByRole('heading', { name: 'Holi Celebration' }).waitFor();
    expect(await tablist.locator('[tabindex="0"]').count()).toBe(1);
  });

  it('says nothing is booked and to call to join when Register Now is pressed', async () => {
    const card = page.getByRole('tabpanel').getByRole('article').first();
    await card.getByRole('button', { name: 'Register Now' }).click();
    const note = card.getByRole('status');
    expect(await note.textContent()).toBe(
      `Nothing is booked yet. Call us to join: ${SUPPORT.phone}; we will save your place on the phone.`,
    );
    expect(await note.textContent()).not.toContain('Thank you');
    expect(await note.getByRole('link', { name: SUPPORT.phone }).getAttribute('href')).toBe(`tel:${SUPPORT.phone.replace(/\s/g, '')}`);
  });

  it('opens the tab named in the address', async () => {
    await open('/events?tab=parties', 'Events');
    expect(await page.getByRole('tab', { name: 'Parties' }).getAttribute('aria-selected')).toBe('true');
  });
});

describe('careers', () => {
  it('invites people to join the team in four areas and to apply', async () => {
    await open('/careers', 'Join Our Team');
    expect(await main().getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'Accounting & Funding',
      'Sessions',
      'Training',
      'Managing Events',
    ]);
    const apply = main().getByRole('link', { name: 'Apply Now' });
    expect(await apply.first().getAttribute('href')).toBe('/apply');
    await apply.first().click();
    await page.waitForURL(`${webUrl}/apply`);
  });
});

describe('register', () => {
  beforeAll(() => open('/register', 'Welcome to Golden Hearts'));

  it('shows the line and the two paths with their exact bullets and links', async () => {
    expect(await main().textContent()).toContain('Choose your path to join our caring community');
    const senior = main().getByRole('region', { name: 'Senior Citizens' });
    expect(await senior.getByRole('listitem').allTextContents()).toEqual([
      'Free 30-day trial period',
      'Matched with compatible volunteers',
      'Access to various activities',
      '24/7 support system',
    ]);
    expect(await senior.getByRole('link').getAttribute('href')).toBe('/senior-registration');
    const volunteer = main().getByRole('region', { name: 'Volunteers' });
    expect(await volunteer.getByRole('listitem').allTextContents()).toEqual([
      'Flexible scheduling',
      'Training provided',
      'Make meaningful connections',
      'Contribute to community',
    ]);
    expect(await volunteer.getByRole('link', { name: /register as a volunteer/i }).getAttribute('href')).toBe('/volunteer-registration');
    expect(await main().getByRole('link', { name: 'Already have an account? Sign in here' }).getAttribute('href')).toBe('/login');
  });
});

describe('terms and privacy', () => {
  it('the Terms of Service say in short sections what we ask, and lead to the Privacy Policy', async () => {
    await open('/terms', 'Terms of Service');
    const headings = await main().getByRole('heading', { level: 2 }).allTextContents();
    expect(headings).toContain('Who can join');
    expect(headings).toContain('Your information');
    await main().getByRole('link', { name: 'Read the Privacy Policy' }).click();
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
  });

  it('the Privacy Policy says of each item what it is for and who sees it, how long, and how to complain', async () => {
    await open('/privacy', 'Privacy Policy');
    const kept = main().getByRole('region', { name: 'What we keep, and why' });
    const items = await kept.getByRole('heading', { level: 3 }).count();
    expect(items).toBeGreaterThanOrEqual(9);
    expect(await kept.getByText('Why:').count()).toBe(items);
    expect(await kept.getByText('Who sees it:').count()).toBe(items);
    expect(await main().getByRole('heading', { level: 2, name: 'How long we keep it' }).isVisible()).toBe(true);
    const complain = main().getByRole('region', { name: 'Questions and complaints' });
    expect(await complain.getByRole('link', { name: SUPPORT.email }).getAttribute('href')).toBe(`mailto:${SUPPORT.email}`);
    expect(await complain.getByRole('link', { name: 'Go to the Contact page' }).getAttribute('href')).toBe('/contact');
  });

  it('the registration note links to both, and Back finds the form as it was typed', async () => {
    await open('/senior-registration', 'Senior Registration');
    await page.getByRole('textbox', { name: /^first name/i }).fill('Kamala');
    const note = main().getByText(/^By registering, you agree to our/);
    expect(await note.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    // By keyboard, as a screen reader's user would follow it.
    await note.getByRole('link', { name: 'Terms of Service' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Senior Registration' }).waitFor();
    await expect.poll(() => page.getByRole('textbox', { name: /^first name/i }).inputValue()).toBe('Kamala');
  });
});

describe('footer', () => {
  it('has Quick Links, the Support block and Follow Us icons with names', async () => {
    await open('/about', 'About Golden Hearts');
    const footer = page.getByRole('contentinfo');
    const quick = footer.getByRole('navigation', { name: 'Quick Links' }).getByRole('link');
    expect(await quick.allTextContents()).toEqual(['Home', 'Events', 'Careers', 'Contact']);
    expect(await footer.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
    expect(await footer.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    const support = footer.getByRole('region', { name: 'Support' });
    expect(await support.getByRole('link', { name: SUPPORT.phone }).getAttribute('href')).toBe(`tel:${SUPPORT.phone.replace(/\s/g, '')}`);
    expect(await support.getByRole('link', { name: SUPPORT.email }).getAttribute('href')).toBe(`mailto:${SUPPORT.email}`);
    const follow = footer.getByRole('region', { name: 'Follow Us' }).getByRole('link');
    expect(await follow.count()).toBe(4);
    for (const name of await follow.evaluateAll((links) => links.map((link) => link.getAttribute('aria-label')))) {
      expect(name).toMatch(/^Golden Hearts on /);
    }
  });
});
