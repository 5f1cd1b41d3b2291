/**
 * The web build ships its messages compiled: each area's module in
 * src/i18n/messages/<lang>/ is turned, as it is bundled, into the same exports with every ICU message
 * parsed to intl-messageformat's AST, and the browser's bundle gets the ICU parser's
 * `no-parser` entry instead of the parser (FormatJS's documented way: "Remove the parser",
 * formatjs.github.io/docs/guides/performance). The parser and its skeleton parser were 7.2 kB
 * gzip of every public page's JavaScript (docs/languages.md, How the messages are built).
 *
 * The .ts files stay the messages' one source: nothing compiled is written or committed. It
 * runs in builds only: Vitest's web project (which extends this config), the unit tests and the
 * functions' e-mails format the sources with the parser (common/src/translate.ts takes both).
 */
import type { Plugin } from 'vite';
// Vite loads its config's bare imports with Node, which cannot run common's .ts: by path, they are bundled.
/* eslint-disable import-x/no-relative-packages */
import { isLang, type Lang } from '../common/src/i18n.ts';
import { parseMessage, type Catalog } from '../common/src/translate.ts';
/* eslint-enable import-x/no-relative-packages */

const PARSER = '@formatjs/icu-messageformat-parser';
/** An area's messages in a language: src/i18n/messages/hi/about.ts. */
export const CATALOG_MODULE = /\/src\/i18n\/messages\/([a-z]+)\/[A-Za-z-]+\.ts$/;
/** Modules of the parser proper; `no-parser.js` holds only its types and helpers. */
const PARSER_MODULES = /\/node_modules\/@formatjs\/(icu-messageformat-parser\/index\.js|icu-skeleton-parser\/)/;

/** Every message of a catalog, parsed as intl-messageformat parses it for `lang` at run time. */
export function compileCatalog<Key extends string>(lang: Lang, catalog: Readonly<Record<Key, unknown>>): Catalog<Key> {
  const entries = Object.entries<unknown>(catalog).map(([key, message]) => {
    if (typeof message !== 'string') throw new Error(`messages/${lang}: '${key}' is not a string`);
    return [key, parseMessage(lang, message)];
  });
  return Object.fromEntries(entries) as Catalog<Key>;
}

/** The module's exports, from its code as the build has it by now (TypeScript stripped). */
async function exportsOf(code: string): Promise<Record<string, unknown>> {
  return (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as Record<string, unknown>;
}

export function compiledMessages(): Plugin {
  return {
    name: 'gh:compiled-messages',
    apply: 'build',
    // After TypeScript is stripped: a catalog module is then plain JavaScript to evaluate.
    enforce: 'post',
    config: () => ({ resolve: { alias: [{ find: new RegExp(`^${PARSER}$`), replacement: `${PARSER}/no-parser.js` }] } }),
    transform: {
      filter: { id: CATALOG_MODULE },
      async handler(code, id) {
        const lang = CATALOG_MODULE.exec(id)?.[1];
        if (!isLang(lang)) throw new Error(`${id}: src/i18n/messages/ holds a folder a language (en, hi, mr)`);
        const exports = Object.entries(await exportsOf(code));
        if (exports.some(([name]) => name === 'default')) throw new Error(`${id}: a catalog is a named export`);
        const compiled = exports.map(([name, catalog]) => {
          if (typeof catalog !== 'object' || catalog === null) throw new Error(`${id}: '${name}' is not a catalog of messages`);
          return `export const ${name} = ${JSON.stringify(compileCatalog(lang, catalog as Record<string, unknown>))};`;
        });
        return { code: compiled.join('\n'), map: { mappings: '' } };
      },
    },
    // The point of it all: fail the build if the browser's bundle has the parser after all.
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      for (const chunk of Object.values(bundle)) {
        const parser = chunk.type === 'chunk' ? chunk.moduleIds.find((moduleId) => PARSER_MODULES.test(moduleId)) : undefined;
        if (parser) this.error(`${chunk.fileName} holds the ICU parser (${parser}): format compiled messages only in the browser`);
      }
    },
  };
}
