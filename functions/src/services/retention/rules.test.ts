/** The table in code and the tables it must agree with: docs/privacy.md, and the TTL policies deployed. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { keptForText } from './cut-offs.ts';
import { RETENTION_TABLE } from './rules.ts';

const root = new URL('../../../../', import.meta.url);
const privacy = readFileSync(new URL('docs/privacy.md', root), 'utf8');
const indexes = JSON.parse(readFileSync(new URL('firestore.indexes.json', root), 'utf8')) as {
  fieldOverrides: { collectionGroup: string; fieldPath: string; ttl?: boolean }[];
};

/** The rows of privacy.md's retention table: its cells, by the rule's name in the first. */
const docRows = new Map(
  privacy
    .split('\n')
    .filter((line) => /^\| `[a-z-]+` \|/.test(line))
    .map((line) => {
      const cells = line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim());
      return [cells[0]!.slice(1, -1), cells] as const;
    }),
);

describe('the retention table', () => {
  it('has one row in docs/privacy.md per rule, saying how long and who erases it', () => {
    expect([...docRows.keys()]).toEqual(RETENTION_TABLE.map(({ name }) => name));
    for (const rule of RETENTION_TABLE) {
      const [, , kept, by] = docRows.get(rule.name)!;
      expect(kept, rule.name).toContain(keptForText(rule.kept));
      expect(by, rule.name).toBe(rule.by === 'job' ? 'the retention job' : 'TTL (`deleteAt`)');
    }
  });

  it('leaves to TTL exactly the collections with a TTL policy on deleteAt', () => {
    const ttl = indexes.fieldOverrides.filter((override) => override.ttl).map((override) => override.collectionGroup);
    const byTtl = RETENTION_TABLE.flatMap((rule) => (rule.by === 'ttl' ? [rule.collection] : []));
    // The kept-aside applications have a policy too, behind the job that takes their resumes first.
    expect(ttl.sort()).toEqual([...byTtl, 'applicationReplacements'].sort());
    expect(indexes.fieldOverrides.filter((override) => override.ttl).every((override) => override.fieldPath === 'deleteAt')).toBe(true);
  });

  it('names each rule once', () => {
    const names = RETENTION_TABLE.map(({ name }) => name);
    expect(new Set(names).size).toBe(names.length);
  });
});
