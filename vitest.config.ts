/**
 * Test tiers (design.md, Tests). `unit` needs no server. `stack` needs the local stack that
 * `npm test` starts (devstack/src/cli/test.ts); its files reach it through @gh/devstack/config.
 */
import { defineConfig } from 'vitest/config';

/** What every stack-tier file needs: the stack `npm test` started, reached through @gh/devstack/config. */
const stackTier = {
  include: ['devstack/test/**/*.test.ts', 'functions/test/**/*.test.ts', 'e2e/tests/**/*.test.ts'],
  environment: 'node',
  setupFiles: ['./devstack/test/stack-env.setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 60_000,
  // An expect.poll without a timeout waits on a page or the stack, which on a loaded 2-core
  // machine can take longer than Vitest's 1 s: it gets the browser tests' LIVE time.
  expect: { poll: { timeout: 45_000 } },
  // A worker's files share what it imported (the SDKs, Playwright, the testkit), loaded once
  // rather than once per file: about a tenth of the tier's time. A file leaves nothing open.
  isolate: false,
} as const;

/** The web app's components and hooks in jsdom. */
const webTier = {
  maxWorkers: 2,
  root: './web',
  include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
  environment: 'jsdom',
  // English for components rendered without the app's I18nProvider; Testing Library's waits.
  setupFiles: ['./src/testing/i18n.setup.ts', './src/testing/testing-library.setup.ts'],
  // Lazy pages and userEvent typing take seconds in jsdom on a busy 2-core machine.
  testTimeout: 20_000,
} as const;

/** Web test files that replace a module with vi.mock (lint allows it nowhere else). */
const MOCKED = 'src/**/*.mocked.test.{ts,tsx}';

/**
 * Stack-tier files that change or read what every file shares (a global rate limit, the admin's
 * panels, whole-collection exports, figures checked against a recount): they run one at a time,
 * with no other stack file beside them (npm test runs them first, beside the unit tier).
 */
const SHARED_STATE = [
  'functions/test/form-limits.test.ts',
  'functions/test/phone-sms-ceiling.test.ts',
  'functions/test/phone-keys.test.ts',
  'functions/test/places-job.test.ts',
  'functions/test/admin-figures.test.ts',
  'functions/test/admin-export.test.ts',
  'functions/test/reject-reason.test.ts',
  'functions/test/one-role.test.ts',
  'functions/test/staff-access.test.ts',
  'functions/test/retention.test.ts',
  'functions/test/erasure.test.ts',
  'functions/test/erasure-by-phone.test.ts',
  'functions/test/grievances.test.ts',
  'e2e/tests/grievances.test.ts',
  'e2e/tests/admin-export.test.ts',
  'e2e/tests/applications-admin.test.ts',
  'e2e/tests/security.test.ts',
  'e2e/tests/admin-paging.test.ts',
  'e2e/tests/admin-undo.test.ts',
];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          // Both cores (the default leaves one free, for a machine someone works at).
          maxWorkers: 2,
          // Its files keep no state in modules: without isolation the project takes about half the time.
          isolate: false,
          include: ['common/**/*.test.ts', 'functions/src/**/*.test.ts', 'devstack/src/**/*.test.ts'],
          environment: 'node',
          // Property tests and the lint test take seconds on a busy 2-core machine.
          testTimeout: 20_000,
        },
      },
      {
        extends: './web/vite.config.ts',
        test: {
          ...webTier,
          name: 'web',
          exclude: [MOCKED],
          // Without isolation, as the unit project: about 40% less time.
          isolate: false,
        },
      },
      {
        extends: './web/vite.config.ts',
        // A module replaced with vi.mock stays replaced in the worker: these files run isolated.
        test: { ...webTier, name: 'web-mocked', include: [MOCKED] },
      },
      {
        test: {
          ...stackTier,
          name: 'stack',
          exclude: SHARED_STATE,
          // Two files at once: most of a file's time is waiting on the stack, not the CPU.
          maxWorkers: 2,
        },
      },
      {
        test: {
          ...stackTier,
          name: 'stack-serial',
          include: SHARED_STATE,
          // One at a time, after the rest in one vitest run: these fill global limits or read whole panels.
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
