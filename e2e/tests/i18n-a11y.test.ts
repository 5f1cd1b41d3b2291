/** axe scans of the Hindi and Marathi pages, live, at desktop and phone width. */
import { scanAtEachWidth, type PageState } from '../src/axe.ts';
import { webUrl } from '@gh/testkit/stack';
import { chromiumForFile, waitUntilLive } from '../src/visitor.ts';

const chromium = chromiumForFile();

const live = (path: string) => async (page: Parameters<PageState[1]>[0]) => {
  await page.goto(`${webUrl}${path}`);
  await waitUntilLive(page);
};

const STATES: PageState[] = [
  '/hi',
  '/mr',
  '/hi/login',
  '/mr/login',
  '/hi/about',
  '/mr/services',
  '/hi/careers',
  '/mr/events',
  '/hi/contact',
  '/mr/register',
  '/hi/apply',
  '/mr/terms',
  '/hi/privacy',
].map((path) => [path, live(path)]);

scanAtEachWidth(STATES, chromium);
