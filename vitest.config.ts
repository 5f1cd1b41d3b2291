/**
 * Test tiers (design.md, Tests). `unit` needs no server. `stack` needs the local stack that
 * `npm test` starts (devstack/src/cli/test.ts); its files reach it through @gh/devstack/config.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['common/**/*.test.ts', 'functions/src/**/*.test.ts', 'devstack/src/**/*.test.ts'],
          environment: 'node',
          // Property tests and the lint test take seconds on a busy 2-core machine.
          testTimeout: 20_000,
        },
      },
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          root: './web',
          include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
          environment: 'jsdom',
          // English for components rendered without the app's I18nProvider; Testing Library's waits.
          setupFiles: ['./src/testing/i18n.setup.ts', './src/testing/testing-library.setup.ts'],
          // Lazy pages and userEvent typing take seconds in jsdom on a busy 2-core machine.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'stack',
          include: ['devstack/test/**/*.test.ts', 'functions/test/**/*.test.ts', 'e2e/tests/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['./devstack/test/stack-env.setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // One stack serves every file; files run one after another so they do not race.
          fileParallelism: false,
        },
      },
    ],
  },
});
