/**
 * Lighthouse and chrome-launcher for `npm run bench:web`, installed apart from the project:
 * with Puppeteer and their other dependencies they are some 200 packages and 190 MB that nothing
 * but this benchmark uses, so `npm install` leaves them out. `npm run bench:setup` installs the
 * versions pinned by devstack/lighthouse/package-lock.json into devstack/lighthouse/node_modules.
 * Only what the benchmark reads of them is typed here.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from '../stack/firebase-emulators.ts';

const FOLDER = join(repoRoot, 'devstack', 'lighthouse');

interface Audit {
  id: string;
  title: string;
  score: number | null;
  displayValue?: string;
}

interface Category {
  score: number | null;
  auditRefs: { id: string; weight: number }[];
}

export interface LighthouseResult {
  lhr: {
    categories: Record<string, Category | undefined>;
    audits: Record<string, Audit | undefined>;
    /** benchmarkIndex: Lighthouse's own measure of the machine's speed that run. */
    environment: { benchmarkIndex: number };
  };
}

interface Flags {
  port: number;
  output: 'json';
  logLevel: 'error';
  onlyCategories: string[];
}

interface LaunchedChrome {
  port: number;
  kill(): void;
}

export interface LighthouseTools {
  lighthouse(url: string, flags: Flags, config?: object): Promise<LighthouseResult | undefined>;
  /** Lighthouse's desktop configuration (its default is a phone). */
  desktopConfig: object;
  launchChrome(options: { chromePath: string; chromeFlags: string[] }): Promise<LaunchedChrome>;
}

export const LIGHTHOUSE_HELP =
  'bench:web needs Lighthouse, which `npm install` leaves out: run `npm run bench:setup` once ' +
  '(it installs Lighthouse and chrome-launcher into devstack/lighthouse, about 190 MB).';

/** Lighthouse from devstack/lighthouse; throws LIGHTHOUSE_HELP when it is not installed. */
export async function loadLighthouse(): Promise<LighthouseTools> {
  const require = createRequire(join(FOLDER, 'package.json'));
  const load = async (name: string) => {
    let path: string;
    try {
      path = require.resolve(name);
    } catch {
      throw new Error(LIGHTHOUSE_HELP);
    }
    return (await import(pathToFileURL(path).href)) as Record<string, unknown>;
  };
  const [lighthouse, chromeLauncher] = await Promise.all([load('lighthouse'), load('chrome-launcher')]);
  return {
    lighthouse: lighthouse.default as LighthouseTools['lighthouse'],
    desktopConfig: lighthouse.desktopConfig as object,
    launchChrome: chromeLauncher.launch as LighthouseTools['launchChrome'],
  };
}
