/**
 * Match ranking (docs/members.md, Matching): a volunteer and a senior match when they live near
 * each other (places.ts `nearby`: within MATCH_RADIUS_KM by their PIN codes, or of one district
 * where a position is missing), speak a language in common, and share at least one of the
 * volunteer's skills and the senior's interests. Shared skills weigh most; shared availability
 * and languages add. Pure: the functions query the candidates, this orders them.
 */
import type { MatchItem, SeniorDoc, VolunteerDoc } from './documents.ts';
import { hasWithdrawn } from './optional-uses.ts';
import { nearby, type Place } from './places.ts';

/** What ranking needs of one person. `topics`: a volunteer's skills, a senior's interests. */
export interface MatchProfile {
  name: string;
  email: string;
  /** As the person typed it: shown on the other side's card, never compared. */
  city: string;
  /** From the PIN code; null when the directory does not know it (then nobody is near). */
  place: Place | null;
  topics: readonly string[];
  availability?: readonly string[];
  /** The languages the person speaks: a match needs one in common. */
  languages: readonly string[];
  /**
   * The other side's people this person is kept apart from: the admin unlinked them, or (on a
   * senior) she said No to him. Never a match again while it lasts.
   */
  apartFrom?: readonly string[];
  /** They withdrew consent to matching: nobody's match, and nobody is theirs, until they give it again. */
  withdrawn?: boolean;
}

/** A shared skill or interest counts this many times a shared time slot or language. */
export const TOPIC_WEIGHT = 3;
/** At most this many matches are kept per person: a dashboard card, not a directory. */
export const MAX_MATCHES = 20;

export function volunteerProfile(
  doc: Pick<VolunteerDoc, 'name' | 'email' | 'city' | 'place' | 'skills' | 'availability' | 'languages' | 'apartFrom' | 'withdrawn'>,
): MatchProfile {
  return {
    name: doc.name,
    email: doc.email,
    city: doc.city,
    place: doc.place ?? null,
    topics: doc.skills,
    availability: doc.availability,
    languages: doc.languages ?? [],
    apartFrom: doc.apartFrom,
    withdrawn: hasWithdrawn(doc.withdrawn, 'matching'),
  };
}

export function seniorProfile(
  doc: Pick<SeniorDoc, 'name' | 'email' | 'city' | 'place' | 'interests' | 'languages' | 'apartFrom' | 'declined' | 'withdrawn'>,
): MatchProfile {
  return {
    name: doc.name,
    email: doc.email,
    city: doc.city,
    place: doc.place ?? null,
    topics: doc.interests,
    languages: doc.languages ?? [],
    apartFrom: [...(doc.apartFrom ?? []), ...saidNoTo(doc)],
    withdrawn: hasWithdrawn(doc.withdrawn, 'matching'),
  };
}

/** The e-mails of the volunteers a senior said No to. */
export const saidNoTo = (doc: Pick<SeniorDoc, 'declined'>): string[] => (doc.declined ?? []).map((entry) => entry.email);

/** Whether the two are kept apart (an unlink, her No): either side's record is enough. */
export const keptApart = (a: Pick<MatchProfile, 'email' | 'apartFrom'>, b: Pick<MatchProfile, 'email' | 'apartFrom'>): boolean =>
  Boolean(a.apartFrom?.includes(b.email) || b.apartFrom?.includes(a.email));

/** The values of `a` that `b` holds too, in `a`'s order, once each. */
export const inCommon = (a: readonly string[] = [], b: readonly string[] = []) => {
  const other = new Set(b);
  return [...new Set(a)].filter((value) => other.has(value));
};

/** The card for `candidate` as `self` sees it, or null when they do not match at all. */
export function matchItem(self: MatchProfile, candidate: MatchProfile): MatchItem | null {
  if (self.email === candidate.email || self.withdrawn || candidate.withdrawn) return null;
  if (!nearby(self.place, candidate.place) || keptApart(self, candidate)) return null;
  const shared = inCommon(candidate.topics, self.topics);
  const languages = inCommon(candidate.languages, self.languages);
  if (shared.length === 0 || languages.length === 0) return null;
  const score = TOPIC_WEIGHT * shared.length + inCommon(self.availability, candidate.availability).length + languages.length;
  return { name: candidate.name, email: candidate.email, city: candidate.city, shared, languages, score };
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
