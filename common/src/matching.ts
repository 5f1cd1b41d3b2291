/**
 * Match ranking (design.md, Matching): a volunteer and a senior match when they live in the
 * same city (cityKey) and share at least one of the volunteer's skills and the senior's
 * interests. Shared skills weigh most; shared availability and languages add where both sides
 * gave them. Pure: the functions query the candidates, this orders them.
 */
import { cityKey, type MatchItem, type SeniorDoc, type VolunteerDoc } from './documents.ts';

/** What ranking needs of one person. `topics`: a volunteer's skills, a senior's interests. */
export interface MatchProfile {
  name: string;
  email: string;
  city: string;
  topics: readonly string[];
  availability?: readonly string[];
  languages?: readonly string[];
  /** The other side's people the admin unlinked this person from: never a match again. */
  apartFrom?: readonly string[];
}

/** A shared skill or interest counts this many times a shared time slot or language. */
export const TOPIC_WEIGHT = 3;
/** At most this many matches are kept per person: a dashboard card, not a directory. */
export const MAX_MATCHES = 20;

export function volunteerProfile(
  doc: Pick<VolunteerDoc, 'name' | 'email' | 'city' | 'skills' | 'availability' | 'languages' | 'apartFrom'>,
): MatchProfile {
  return {
    name: doc.name,
    email: doc.email,
    city: doc.city,
    topics: doc.skills,
    availability: doc.availability,
    languages: doc.languages,
    apartFrom: doc.apartFrom,
  };
}

export function seniorProfile(doc: Pick<SeniorDoc, 'name' | 'email' | 'city' | 'interests' | 'apartFrom'>): MatchProfile {
  return { name: doc.name, email: doc.email, city: doc.city, topics: doc.interests, apartFrom: doc.apartFrom };
}

/** Whether the admin unlinked the two: either side's record is enough. */
export const keptApart = (a: Pick<MatchProfile, 'email' | 'apartFrom'>, b: Pick<MatchProfile, 'email' | 'apartFrom'>): boolean =>
  Boolean(a.apartFrom?.includes(b.email) || b.apartFrom?.includes(a.email));

const common = (a: readonly string[] = [], b: readonly string[] = []) => {
  const other = new Set(b);
  return [...new Set(a)].filter((value) => other.has(value));
};

/** The card for `candidate` as `self` sees it, or null when they do not match at all. */
export function matchItem(self: MatchProfile, candidate: MatchProfile): MatchItem | null {
  if (self.email === candidate.email || cityKey(self.city) !== cityKey(candidate.city) || keptApart(self, candidate)) return null;
  const shared = common(candidate.topics, self.topics);
  if (shared.length === 0) return null;
  const score =
    TOPIC_WEIGHT * shared.length +
    common(self.availability, candidate.availability).length +
    common(self.languages, candidate.languages).length;
  return { name: candidate.name, email: candidate.email, city: candidate.city, shared, score };
}

/** Best first; equal scores by name, then e-mail, so the order never depends on query order. */
export function compareMatches(a: MatchItem, b: MatchItem): number {
  return (
    (b.score ?? 0) - (a.score ?? 0) ||
    a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) ||
    (a.email < b.email ? -1 : a.email > b.email ? 1 : 0)
  );
}

/** `self`'s matches among `candidates`, best first, at most `limit`. */
export function rankMatches(self: MatchProfile, candidates: readonly MatchProfile[], limit = MAX_MATCHES): MatchItem[] {
  return candidates
    .map((candidate) => matchItem(self, candidate))
    .filter((item): item is MatchItem => item !== null)
    .sort(compareMatches)
    .slice(0, limit);
}

/**
 * `items` (a ranked list of at most `limit`) with `email`'s entry replaced by `item`, or dropped
 * when `item` is null: how the other side's lists follow one person's change without a query.
 * Null when the list alone cannot tell: the list was full and the person fell or left, so
 * someone beyond it may now belong in it (the caller ranks that list again from a query).
 */
export function mergeMatch(items: readonly MatchItem[], email: string, item: MatchItem | null, limit = MAX_MATCHES): MatchItem[] | null {
  const before = items.find((entry) => entry.email === email);
  if (before && items.length >= limit && (!item || compareMatches(item, before) > 0)) return null;
  const rest = items.filter((entry) => entry.email !== email);
  return (item ? [...rest, item] : rest).sort(compareMatches).slice(0, limit);
}
