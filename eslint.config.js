import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import prettier from 'eslint-config-prettier/flat';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const features = readdirSync(`${root}/web/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// The layers of the README's architecture, as zones: files in `target` never import `from`.
// Paths are relative to this file, wherever ESLint is started.
const boundaries = [
  ...features.map((feature) => ({
    target: `web/src/features/${feature}`,
    from: 'web/src/features',
    except: [`./${feature}`],
    message: 'Features never import each other: move what both need to components/, lib/ or content/ (or common/).',
  })),
  {
    target: ['web/src/components', 'web/src/lib', 'web/src/content'],
    from: ['web/src/features', 'web/src/app'],
    message: 'Shared web code never imports a feature or the app shell.',
  },
  {
    target: 'web',
    from: ['functions', 'devstack'],
    message: 'The web app shares code with the server only through common/.',
  },
  {
    target: 'functions/src/http',
    from: 'functions/src/store',
    message: 'Routers call services, never the store.',
  },
  {
    target: 'functions/src/services',
    from: 'functions/src/http',
    message: 'Services know nothing of HTTP: throw ServiceError (services/errors.ts), which http/ maps to a status.',
  },
  {
    target: 'functions/src/store',
    from: ['functions/src/services', 'functions/src/http'],
    message: 'The store is the bottom layer: it imports neither services nor http.',
  },
  // The two stack tiers share their helpers through testkit/ (@gh/testkit), which sits below both.
  {
    target: 'functions',
    from: 'e2e',
    message: 'The functions never import the browser tests: shared test helpers live in testkit/ (@gh/testkit).',
  },
  {
    target: ['e2e', 'testkit'],
    from: 'functions/test',
    message: 'Shared test helpers live in testkit/ (@gh/testkit), not in functions/test.',
  },
  {
    target: 'testkit',
    from: 'e2e',
    message: 'testkit/ sits below both test tiers: it never imports the browser tests.',
  },
  {
    target: 'functions/src/**/!(*.test).ts',
    from: ['testkit/**', 'devstack/**'],
    message: "The functions' code never imports test helpers or the local stack; only its *.test.ts files may.",
  },
];

// A workspace reaches another only through the other's package entries (@gh/<workspace>/...,
// the `exports` of its package.json), never by a relative path into its folder. The settings
// files at the repository's root (firebase.json, firestore.indexes.json) belong to no workspace.
const throughTheDoor = ['error', { ignore: ['^(\\.\\./)+[\\w.-]+\\.json$'] }];

// Polling is banned everywhere; the web app also reaches the network only through web/src/lib.
const noPolling = { name: 'setInterval', message: 'Read live listeners; never poll.' };
const fetchOnlyInLib = 'Reach the network through web/src/lib (the API client).';

export default tseslint.config(
  { ignores: ['**/node_modules/**', 'web/dist/**', 'web/dist-server/**', 'functions/lib/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-globals': ['error', noPolling],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaries }],
      'import-x/no-relative-packages': throughTheDoor,
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Pages and features never reach the network or the database directly: they use lib/.
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['firebase/*'], message: 'Use web/src/lib (live hooks, API client, session).' }],
        },
      ],
      'no-restricted-globals': ['error', noPolling, { name: 'fetch', message: fetchOnlyInLib }],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].map((object) => ({ object, property: 'fetch', message: fetchOnlyInLib })),
      ],
    },
  },
  {
    files: ['web/src/lib/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off', 'no-restricted-globals': ['error', noPolling], 'no-restricted-properties': 'off' },
  },
  {
    // Test files share their worker's modules (vitest.config.ts), and a mocked module stays
    // mocked there: only the web app's *.mocked.test files, which run isolated, may mock one.
    files: ['**/*.test.{ts,tsx}'],
    ignores: ['web/src/**/*.mocked.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock)$/]",
          message: 'Only web/src/**/*.mocked.test.{ts,tsx} files mock modules: they run isolated.',
        },
      ],
    },
  },
  // Biome's formatter owns the layout (npm run format): no rule here may disagree with it.
  prettier,
);
