/**
 * The boundaries eslint.config.js draws (README, Architecture) fire: for each kind of crossing,
 * a file placed where the config's paths apply (linted from text, never written to disk)
 * imports a real module across the line and must be refused by the rule that guards it; the
 * same import inside the line passes; and the real tree has no crossing at all.
 */
import { existsSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

/** `import '<target>'` as the file at `from` would write it; the target must really exist. */
function importOf(from: string, target: string): string {
  expect(existsSync(resolve(root, target)), `${target} is gone: point this fixture at another file`).toBe(true);
  const specifier = relative(dirname(resolve(root, from)), resolve(root, target)).replaceAll('\\', '/');
  return `import '${specifier.startsWith('.') ? specifier : `./${specifier}`}';\n`;
}

/** The rules that report errors when `code` is the file `path`. */
async function errorsOf(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, path) });
  return (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => m.ruleId ?? m.message);
}

const RESTRICTED = 'import-x/no-restricted-paths';
/** The first lint loads the parser and resolver, and no-cycle reads whole import graphs: slow on a busy machine. */
const LINT = { timeout: 60_000 };

describe('eslint.config.js refuses each crossing', LINT, () => {
  it.each([
    ['a feature imports another feature', 'web/src/features/admin/Crossing.tsx', 'web/src/features/dashboard/dashboardModel.ts'],
    ['a shared component imports a feature', 'web/src/components/Crossing.tsx', 'web/src/features/auth/signInOutcomes.ts'],
    ['lib imports the app shell', 'web/src/lib/crossing.ts', 'web/src/app/theme.ts'],
    ['content imports a feature', 'web/src/content/crossing.ts', 'web/src/features/public/contactForm.ts'],
    ['web imports functions', 'web/src/features/status/crossing.ts', 'functions/src/config.ts'],
    ['web imports devstack', 'web/src/app/crossing.ts', 'devstack/src/config.ts'],
    ['an http router imports the store', 'functions/src/http/crossing.ts', 'functions/src/store/probes.ts'],
    ['a service imports http', 'functions/src/services/crossing.ts', 'functions/src/http/errors.ts'],
    ['the store imports a service', 'functions/src/store/crossing.ts', 'functions/src/services/errors.ts'],
    ['a functions test imports the browser tests', 'functions/test/crossing.test.ts', 'e2e/src/identity.ts'],
    ['a browser test imports a functions test', 'e2e/tests/crossing.test.ts', 'functions/test/health.test.ts'],
    ['testkit imports the browser tests', 'testkit/src/crossing.ts', 'e2e/src/admin.ts'],
    ['the functions\' code imports testkit', 'functions/src/services/crossing.ts', 'testkit/src/fixtures.ts'],
  ])('%s', async (_crossing, from, target) => {
    expect(await errorsOf(from, importOf(from, target))).toEqual([RESTRICTED]);
  });

  it.each([
    ['fetch', 'export const load = () => fetch("/api/health");\n', 'no-restricted-globals'],
    ['window.fetch', 'export const load = () => window.fetch("/api/health");\n', 'no-restricted-properties'],
    ['globalThis.fetch', 'export const load = () => globalThis.fetch("/api/health");\n', 'no-restricted-properties'],
  ])('a feature calls %s', async (_call, code, rule) => {
    expect(await errorsOf('web/src/features/status/crossing.ts', code)).toEqual([rule]);
  });

  it('the functions\' code imports testkit by its package name', async () => {
    expect(await errorsOf('functions/src/services/crossing.ts', "import '@gh/testkit/fixtures';\n")).toEqual([RESTRICTED]);
  });

  it('an import cycle', async () => {
    // store/people.ts imports store/firebase.ts; this firebase.ts imports people.ts back.
    const path = 'functions/src/store/firebase.ts';
    expect(await errorsOf(path, importOf(path, 'functions/src/store/people.ts'))).toEqual(['import-x/no-cycle']);
  });
});

describe('eslint.config.js lets the allowed through', LINT, () => {
  it.each([
    ['a feature imports its own module and a shared component', 'web/src/features/admin/Inside.tsx',
      ['web/src/features/admin/adminData.ts', 'web/src/components/outcome.ts', 'web/src/lib/api.ts']],
    ['the app shell imports a feature', 'web/src/app/inside.ts', ['web/src/features/public/contactForm.ts']],
    ['a router imports a service', 'functions/src/http/inside.ts', ['functions/src/services/errors.ts']],
    ['a service imports the store', 'functions/src/services/inside.ts', ['functions/src/store/probes.ts']],
    ['a functions test imports testkit', 'functions/test/inside.test.ts', ['testkit/src/stack.ts', 'testkit/src/identity.ts']],
    ['a browser test imports testkit and its own helpers', 'e2e/tests/inside.test.ts', ['testkit/src/applicant.ts', 'e2e/src/identity.ts']],
    ['a unit test of the functions imports testkit', 'functions/src/services/inside.test.ts', ['testkit/src/fixtures.ts']],
  ])('%s', async (_case, from, targets) => {
    expect(await errorsOf(from, targets.map((target) => importOf(from, target)).join(''))).toEqual([]);
  });

  it('web/src/lib calls fetch', async () => {
    expect(await errorsOf('web/src/lib/inside.ts', 'export const load = () => fetch("/api/health");\n')).toEqual([]);
  });

  it('the real tree has no crossing', async () => {
    const results = await eslint.lintFiles(['.']);
    const errors = results.flatMap((r) => r.messages.filter((m) => m.severity === 2)
      .map((m) => `${relative(root, r.filePath)}:${m.line} ${m.ruleId}: ${m.message}`));
    expect(errors).toEqual([]);
  }, 300_000);
});
