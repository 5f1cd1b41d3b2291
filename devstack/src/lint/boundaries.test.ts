/**
 * The boundaries eslint.config.js draws (docs/architecture.md) fire: for each kind of crossing,
 * a file placed where the config's paths apply (linted from text, never written to disk)
 * imports a real module across the line and must be refused by the rule that guards it; the
 * same import inside the line passes. That the real tree has no crossing is `npm run lint`'s
 * to say: it lints every file with this configuration, before any test runs.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, relative, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

/**
 * How the file at `from` names `target`: a package entry (`@gh/...`) as it is, which must resolve
 * from there; a file by its relative path, which must really exist.
 */
function specifierOf(from: string, target: string): string {
  if (target.startsWith('@gh/')) {
    expect(() => createRequire(resolve(root, from)).resolve(target), `${target} does not resolve from ${from}`).not.toThrow();
    return target;
  }
  expect(existsSync(resolve(root, target)), `${target} is gone: point this fixture at another file`).toBe(true);
  const specifier = relative(dirname(resolve(root, from)), resolve(root, target)).replaceAll('\\', '/');
  return specifier.startsWith('.') ? specifier : `./${specifier}`;
}

/** `import '<target>'` as the file at `from` would write it. */
const importOf = (from: string, target: string): string => `import '${specifierOf(from, target)}';\n`;

/** The rules that report errors when `code` is the file `path`, in name order. */
async function errorsOf(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, path) });
  return (result?.messages ?? [])
    .filter((m) => m.severity === 2)
    .map((m) => m.ruleId ?? m.message)
    .sort();
}

const RESTRICTED = 'import-x/no-restricted-paths';
const RELATIVE = 'import-x/no-relative-packages';
/** The first lint loads the parser and resolver, and no-cycle reads whole import graphs: slow on a busy machine. */
const LINT = { timeout: 60_000 };

describe('eslint.config.js refuses each crossing', LINT, () => {
  const byZone = [RESTRICTED];
  const asPath = [RELATIVE];
  it.each<[string, string, string, string[]]>([
    [
      'a feature imports another feature',
      'web/src/features/admin/visits/Crossing.tsx',
      'web/src/features/dashboard/dashboardModel.ts',
      byZone,
    ],
    ['a shared component imports a feature', 'web/src/components/Crossing.tsx', 'web/src/features/auth/useCodeSignIn.ts', byZone],
    ['lib imports the app shell', 'web/src/lib/crossing.ts', 'web/src/app/theme.ts', byZone],
    ['content imports a feature', 'web/src/content/crossing.ts', 'web/src/features/public/contactForm.ts', byZone],
    ['an http router imports the store', 'functions/src/http/crossing.ts', 'functions/src/store/probes.ts', byZone],
    ['a service imports http', 'functions/src/services/visits/crossing.ts', 'functions/src/http/errors.ts', byZone],
    ['the store imports a service', 'functions/src/store/crossing.ts', 'functions/src/services/errors.ts', byZone],
    // The resolver follows a package entry to its file, so the lines between workspaces hold at the doors too.
    ['web imports functions', 'web/src/features/status/crossing.ts', '@gh/functions/testing', byZone],
    ['web imports devstack', 'web/src/app/crossing.ts', '@gh/devstack/config', byZone],
    ["the functions' code imports testkit", 'functions/src/services/crossing.ts', '@gh/testkit/fixtures', byZone],
    ["the functions' code imports the local stack", 'functions/src/store/crossing.ts', '@gh/devstack/config', byZone],
    // Neither test tier has a door to the other (e2e exports nothing; functions/test is no entry): a path is refused twice.
    ['a functions test imports the browser tests', 'functions/test/crossing.test.ts', 'e2e/src/identity.ts', [RELATIVE, RESTRICTED]],
    ['a browser test imports a functions test', 'e2e/tests/crossing.test.ts', 'functions/test/health.test.ts', [RELATIVE, RESTRICTED]],
    ['testkit imports the browser tests', 'testkit/src/crossing.ts', 'e2e/src/admin.ts', [RELATIVE, RESTRICTED]],
    ['testkit reaches into devstack by a relative path', 'testkit/src/crossing.ts', 'devstack/src/stack/config.ts', asPath],
    [
      "a browser test reaches into web's messages by a relative path",
      'e2e/tests/crossing.test.ts',
      'web/src/i18n/messages/en/admin.ts',
      asPath,
    ],
    [
      'a functions test reaches into devstack by a relative path',
      'functions/test/crossing.test.ts',
      'devstack/src/stack/config.ts',
      asPath,
    ],
    ['devstack reaches into the store by a relative path', 'devstack/src/seed/crossing.ts', 'functions/src/store/admin-record.ts', asPath],
    ['web reaches into common by a relative path', 'web/crossing.ts', 'common/src/i18n.ts', asPath],
  ])('%s', async (_crossing, from, target, errors) => {
    expect(await errorsOf(from, importOf(from, target))).toEqual(errors);
  });

  it.each([
    ['a dynamic import', 'devstack/src/cli/crossing.ts', (path: string) => `export const load = () => import('${path}');\n`],
    ['a re-export', 'testkit/src/crossing.ts', (path: string) => `export * from '${path}';\n`],
  ])('%s reaches into another workspace', async (_crossing, from, code) => {
    expect(await errorsOf(from, code(specifierOf(from, 'functions/src/services/pairs/matching.ts')))).toEqual([RELATIVE]);
  });

  it.each([
    ['fetch', 'export const load = () => fetch("/api/health");\n', 'no-restricted-globals'],
    ['window.fetch', 'export const load = () => window.fetch("/api/health");\n', 'no-restricted-properties'],
    ['globalThis.fetch', 'export const load = () => globalThis.fetch("/api/health");\n', 'no-restricted-properties'],
  ])('a feature calls %s', async (_call, code, rule) => {
    expect(await errorsOf('web/src/features/status/crossing.ts', code)).toEqual([rule]);
  });

  it('an import cycle', async () => {
    // store/people.ts imports store/firebase.ts; this firebase.ts imports people.ts back.
    const path = 'functions/src/store/firebase.ts';
    expect(await errorsOf(path, importOf(path, 'functions/src/store/people.ts'))).toEqual(['import-x/no-cycle']);
  });
});

describe('eslint.config.js lets the allowed through', LINT, () => {
  it.each([
    [
      'a feature imports its own modules and a shared component',
      'web/src/features/admin/visits/Inside.tsx',
      [
        'web/src/features/admin/adminData.ts',
        'web/src/features/admin/shared/adminWords.ts',
        'web/src/components/outcome.ts',
        'web/src/lib/api.ts',
      ],
    ],
    ['the app shell imports a feature', 'web/src/app/inside.ts', ['web/src/features/public/contactForm.ts']],
    ['a router imports a service', 'functions/src/http/inside.ts', ['functions/src/services/errors.ts']],
    ['a service imports the store', 'functions/src/services/visits/inside.ts', ['functions/src/store/probes.ts']],
    [
      "a functions test imports testkit and the stack's config",
      'functions/test/inside.test.ts',
      ['@gh/testkit/stack', '@gh/testkit/identity', '@gh/devstack/config'],
    ],
    ['a browser test imports testkit and its own helpers', 'e2e/tests/inside.test.ts', ['@gh/testkit/applicant', 'e2e/src/identity.ts']],
    ['a unit test of the functions imports testkit', 'functions/src/services/inside.test.ts', ['@gh/testkit/fixtures']],
    [
      'testkit imports the stack and the functions through their entries',
      'testkit/src/inside.ts',
      ['@gh/devstack/config', '@gh/devstack/mailbox', '@gh/functions/testing'],
    ],
    [
      "a browser test imports web's words and the stack's browser and seed",
      'e2e/tests/inside.test.ts',
      ['@gh/web/messages/hi/admin', '@gh/web/content/support', '@gh/devstack/browser', '@gh/devstack/seed'],
    ],
    ["the rules tests import the admin's queries", 'devstack/test/rules/inside.ts', ['@gh/web/admin-queries', '@gh/functions/testing']],
    ["a workspace imports the settings at the repository's root", 'devstack/src/stack/inside.ts', ['firebase.json']],
  ])('%s', async (_case, from, targets) => {
    expect(await errorsOf(from, targets.map((target) => importOf(from, target)).join(''))).toEqual([]);
  });

  it('web/src/lib calls fetch', async () => {
    expect(await errorsOf('web/src/lib/inside.ts', 'export const load = () => fetch("/api/health");\n')).toEqual([]);
  });
});
