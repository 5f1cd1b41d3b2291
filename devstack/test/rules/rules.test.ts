/**
 * firestore.rules, proved by the emulator's rules engine: each request of the table in
 * cases.ts, made by every identity of identities.ts, succeeds for those its row names and is
 * refused (permission-denied) for all others. One test per match block, on freshly seeded data,
 * in a project of its own on the stack's emulator.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TABLE, blockOf, type Row } from './cases.ts';
import { EVERYONE, type Identity } from './identities.ts';
import { openRulesProject, type RulesProject } from './project.ts';
import { describeRequest } from './requests.ts';
import { BLOCKS } from './rules-text.ts';

let project: RulesProject;

beforeAll(async () => {
  project = await openRulesProject('demo-rules');
});
beforeEach(() => project.reset());
afterAll(() => project?.close());

/** What went wrong for `who`, or null. An allowed read must also find the seeded documents. */
async function wrongFor(who: Identity, { request, may }: Row): Promise<string | null> {
  try {
    if (may.includes(who)) expect(await assertSucceeds(project.as(who, request))).toBeGreaterThan(0);
    else expect(await assertFails(project.as(who, request))).toMatchObject({ code: 'permission-denied' });
    return null;
  } catch (error) {
    return `${describeRequest(request)} as ${who.name}: ${error instanceof Error ? error.message : String(error)}`;
  }
}

describe('firestore.rules', () => {
  it.each(BLOCKS.map((block) => [block.path, block] as const))('match %s', async (_path, block) => {
    const rows = TABLE.filter(({ request }) => blockOf(request) === block);
    expect(
      rows.filter(({ request }) => !('write' in request)),
      'reads under this block',
    ).not.toEqual([]);
    expect(
      rows.filter(({ request }) => 'write' in request),
      'writes under this block',
    ).not.toEqual([]);
    const wrong: (string | null)[] = [];
    // Row by row, so a write that wrongly went through cannot spoil another row's data.
    for (const row of rows) wrong.push(...(await Promise.all(EVERYONE.map((who) => wrongFor(who, row)))));
    expect(wrong.filter(Boolean)).toEqual([]);
  });
});
