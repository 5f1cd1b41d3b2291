/**
 * The `match` blocks of a rules text, each with a loosened copy of the whole text where that
 * block's read condition is `if true`: what loosened-rules.test.ts proves the table would catch.
 */
import { readFileSync } from 'node:fs';

/** The rules the project deploys (firebase.json names this file). */
export const RULES = readFileSync(new URL('../../../firestore.rules', import.meta.url), 'utf8');

export interface MatchBlock {
  /** As written, e.g. `/volunteers/{email}` or `/{document=**}`. */
  path: string;
  /** The collection it names; null for the catch-all. */
  collection: string | null;
  /** Its read condition is already `if true`: nothing to loosen. */
  readIsOpen: boolean;
  loosened: string;
}

const MATCH = /match\s+(\/\S+)\s*\{/g;
/** A block's read statement; `allow read, write` keeps its condition for the write when loosened. */
const READ = /allow read(, write)?: if ([^;]+);/g;
/** The block that holds the others. */
const OUTER = '/databases/{database}/documents';

export function matchBlocks(rules: string): MatchBlock[] {
  const starts = [...rules.matchAll(MATCH)].filter(([, path]) => path !== OUTER);
  return starts.map((match, i) => {
    const path = match[1] ?? '';
    READ.lastIndex = match.index;
    const read = READ.exec(rules);
    const end = starts[i + 1]?.index ?? rules.length;
    if (!read || read.index > end) throw new Error(`firestore.rules: ${path} has no \`allow read\` of its own`);
    const [statement, alsoWrite, condition = ''] = read;
    const open = `allow read: if true;${alsoWrite ? ` allow write: if ${condition};` : ''}`;
    const name = path.split('/')[1] ?? '';
    return {
      path,
      collection: name.startsWith('{') ? null : name,
      readIsOpen: condition.trim() === 'true',
      loosened: rules.slice(0, read.index) + open + rules.slice(read.index + statement.length),
    };
  });
}

/** The block that decides for `collection`: its own, else the catch-all. */
export function blockFor(blocks: readonly MatchBlock[], collection: string): MatchBlock | undefined {
  return blocks.find((block) => block.collection === collection) ?? blocks.find((block) => block.collection === null);
}

export const BLOCKS = matchBlocks(RULES);
