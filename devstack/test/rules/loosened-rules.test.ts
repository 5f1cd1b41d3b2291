/**
 * The mutation proof: for each match block, a copy of firestore.rules where that block's read
 * is `if true` lets through one of the table's refused cases under that block, so rules.test.ts
 * would turn red. Each copy runs in a project of its own.
 */
import { describe, expect, it } from 'vitest';
import { DENIED, blockOf, type Case } from './cases.ts';
import { openRulesProject, type RulesProject } from './project.ts';
import { BLOCKS } from './rules-text.ts';

/** The first of `cases` the project lets through, as rules.test.ts would stop at its first failure. */
async function firstThrough(project: RulesProject, cases: readonly Case[]): Promise<Case | undefined> {
  for (const found of cases) {
    if (
      await project.as(found.who, found.request).then(
        () => true,
        () => false,
      )
    )
      return found;
  }
  return undefined;
}

describe('firestore.rules loosened one block at a time', () => {
  it('has only the probes readable by anyone already: nothing to loosen there', () => {
    expect(BLOCKS.filter((block) => block.readIsOpen).map((block) => block.path)).toEqual(['/probes/{id}']);
  });

  const loosenable = BLOCKS.filter((block) => !block.readIsOpen);
  it.each(loosenable.map((block, i) => [block.path, block, `demo-rules-loose-${i}`] as const))(
    '%s readable by anyone lets a refused case through',
    async (_path, block, projectId) => {
      const project = await openRulesProject(projectId, block.loosened);
      try {
        await project.reset();
        const caught = await firstThrough(
          project,
          DENIED.filter(({ request }) => blockOf(request) === block),
        );
        expect(caught, 'a refused case under this block that the loosened rules let through').toBeDefined();
      } finally {
        await project.close();
      }
    },
  );
});
