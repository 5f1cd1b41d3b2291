/**
 * Keeps every person's `matches/{email}` current (design.md, Matching). A person's own list is
 * ranked from one indexed query of the other side in their city; when a person appears,
 * changes or gets linked, only the other side's people in their old and new city who share
 * something with them can see a different list, and each of those lists is merged in place
 * (common/src/matching.ts mergeMatch), ranked again from a query only when it cannot be.
 */
import { logger } from 'firebase-functions/logger';
import type { UserType } from '@gh/common/constants';
import type { MatchItem, SeniorDoc, VolunteerDoc } from '@gh/common/documents';
import { matchItem, mergeMatch, rankMatches, seniorProfile, volunteerProfile, type MatchProfile } from '@gh/common/matching';
import { changeMatches, peopleSharing, writeMatches, type Found } from '../../store/matches.ts';
import type { PersonDocs } from '../../store/people.ts';

type PersonDoc = VolunteerDoc | SeniorDoc;

const otherSide = (type: UserType): UserType => (type === 'volunteer' ? 'senior' : 'volunteer');

function profileOf(type: UserType, doc: PersonDoc): MatchProfile {
  return type === 'volunteer' ? volunteerProfile(doc as VolunteerDoc) : seniorProfile(doc as SeniorDoc);
}

function isLinked(type: UserType, doc: PersonDoc): boolean {
  return type === 'volunteer' ? (doc as VolunteerDoc).senior != null : (doc as SeniorDoc).volunteer != null;
}

/** The other side's people who share something with `doc` in its city (linked or not). */
function around(type: UserType, doc: PersonDoc): Promise<Found<PersonDocs[UserType]>> {
  const { topics } = profileOf(type, doc);
  if (topics.length === 0) return Promise.resolve({ people: [], reads: 0 });
  return peopleSharing(otherSide(type), doc.cityKey, topics);
}

function rank(type: UserType, doc: PersonDoc, candidates: readonly PersonDoc[]): MatchItem[] {
  if (isLinked(type, doc)) return [];
  const side = otherSide(type);
  return rankMatches(
    profileOf(type, doc),
    candidates.filter((c) => !isLinked(side, c)).map((c) => profileOf(side, c)),
  );
}

export interface RankedMatches {
  items: MatchItem[];
  /** Documents read to rank them (the benchmark prints it). */
  reads: number;
}

/** `doc`'s matches from the database, best first; a linked person has none. */
export async function matchesFor(type: UserType, doc: PersonDoc): Promise<RankedMatches> {
  if (isLinked(type, doc)) return { items: [], reads: 0 };
  const { people, reads } = await around(type, doc);
  return { items: rank(type, doc, people), reads };
}

/** Ranks `doc`'s matches again and stores them. */
export async function refreshMatches(type: UserType, doc: PersonDoc): Promise<MatchItem[]> {
  const { items } = await matchesFor(type, doc);
  await writeMatches(doc.email, items);
  return items;
}

/** How many of the other side's lists are updated at once. */
const PARALLEL = 16;

/**
 * After one person changed from `before` to `after` (null: did not exist), brings their own
 * list and every list they could be in up to date. Bounded to the people in the city or
 * cities involved who share a skill or interest with them.
 */
async function matchesChanged(type: UserType, before: PersonDoc | null, after: PersonDoc): Promise<void> {
  const side = otherSide(type);
  const present = !isLinked(type, after);
  const [was, now] = await Promise.all([
    before && !isLinked(type, before) ? around(type, before) : null,
    present ? around(type, after) : null,
  ]);
  await writeMatches(after.email, now ? rank(type, after, now.people) : []);

  const affected = new Map<string, PersonDoc>();
  for (const person of [...(was?.people ?? []), ...(now?.people ?? [])]) {
    if (!isLinked(side, person)) affected.set(person.email, person);
  }
  const people = [...affected.values()];
  for (let i = 0; i < people.length; i += PARALLEL) {
    await Promise.all(
      people.slice(i, i + PARALLEL).map(async (person) => {
        const item = present ? matchItem(profileOf(side, person), profileOf(type, after)) : null;
        const merged = await changeMatches(person.email, (items) => mergeMatch(items, after.email, item));
        if (!merged) await refreshMatches(side, person);
      }),
    );
  }
}

/**
 * matchesChanged for the services whose real work is done when it runs: a failure is logged,
 * not passed on (the lists heal at the person's next change or matches call).
 */
export async function keepMatchesCurrent(type: UserType, before: PersonDoc | null, after: PersonDoc): Promise<void> {
  try {
    await matchesChanged(type, before, after);
  } catch (error) {
    logger.error(error instanceof Error ? error : new Error(String(error)), { matches: after.email });
  }
}
