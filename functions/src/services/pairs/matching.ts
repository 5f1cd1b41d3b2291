/**
 * Keeps every person's `matches/{email}` current (docs/members.md, Matching). A person's own
 * list is ranked from indexed queries of the other side near their place; when a person
 * appears, changes or gets linked, only the other side's people near their old and new place
 * who share something with them can see a different list, and each of those lists is merged in
 * place (common/src/matching.ts mergeMatch), ranked again from a query only when it cannot be.
 */
import { logger } from 'firebase-functions/logger';
import type { UserType } from '@gh/common/constants';
import type { MatchItem, SeniorDoc, VolunteerDoc } from '@gh/common/documents';
import { matchItem, mergeMatch, rankMatches, seniorProfile, volunteerProfile, type MatchProfile } from '@gh/common/matching';
import { changeMatches, peopleNear, writeMatches, type Found } from '../../store/matches.ts';
import type { PersonDocs } from '../../store/people.ts';
import { inGroups } from '../in-groups.ts';

type PersonDoc = VolunteerDoc | SeniorDoc;

const otherSide = (type: UserType): UserType => (type === 'volunteer' ? 'senior' : 'volunteer');

function profileOf(type: UserType, doc: PersonDoc): MatchProfile {
  return type === 'volunteer' ? volunteerProfile(doc as VolunteerDoc) : seniorProfile(doc as SeniorDoc);
}

function isLinked(type: UserType, doc: PersonDoc): boolean {
  return type === 'volunteer' ? (doc as VolunteerDoc).senior != null : (doc as SeniorDoc).volunteer != null;
}

/** The other side's people near `doc` who share something with it (linked or not); none without a place. */
function around(type: UserType, doc: PersonDoc): Promise<Found<PersonDocs[UserType]>> {
  const { topics, place } = profileOf(type, doc);
  if (topics.length === 0 || !place) return Promise.resolve({ people: [], reads: 0 });
  return peopleNear(otherSide(type), place, topics);
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
 * After one person changed from `before` to `after` (null: did not exist, or no longer does),
 * brings their own list and every list they could be in up to date. Bounded to the people near
 * the place or places involved who share a skill or interest with them.
 */
async function matchesChanged(type: UserType, before: PersonDoc | null, after: PersonDoc | null): Promise<void> {
  const side = otherSide(type);
  const email = (after ?? before)?.email;
  if (!email) return;
  // In others' lists only while registered and free.
  const present = after !== null && !isLinked(type, after) ? after : null;
  const [was, now] = await Promise.all([
    before && !isLinked(type, before) ? around(type, before) : null,
    present ? around(type, present) : null,
  ]);
  await writeMatches(email, present && now ? rank(type, present, now.people) : []);

  const affected = new Map<string, PersonDoc>();
  for (const person of [...(was?.people ?? []), ...(now?.people ?? [])]) {
    if (!isLinked(side, person)) affected.set(person.email, person);
  }
  await inGroups([...affected.values()], PARALLEL, async (person) => {
    const item = present ? matchItem(profileOf(side, person), profileOf(type, present)) : null;
    const merged = await changeMatches(person.email, (items) => mergeMatch(items, email, item));
    if (!merged) await refreshMatches(side, person);
  });
}

/**
 * matchesChanged for the services whose real work is done when it runs: a failure is logged,
 * not passed on (the lists heal at the person's next change or matches call).
 */
export async function keepMatchesCurrent(type: UserType, before: PersonDoc | null, after: PersonDoc | null): Promise<void> {
  try {
    await matchesChanged(type, before, after);
  } catch (error) {
    logger.error(error instanceof Error ? error : new Error(String(error)), { matches: (after ?? before)?.email });
  }
}
