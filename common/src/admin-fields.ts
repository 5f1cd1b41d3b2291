/**
 * Fields the admin area queries on, kept on the stored documents beside what they
 * are derived from and written by the same code that writes the source: no stored field holds
 * them as they are (every prefix of a name; when a link took its status). One home, so the
 * services and the seed derive them alike.
 */
import type { Link, VolunteerLinkFields } from './documents.ts';

/** Stored prefixes are cut here: a longer query is cut too, then checked in full (`matchesSearch`). */
export const SEARCH_KEY_MAX = 32;
/** At most this many people per collection answer one search. */
export const SEARCH_LIMIT = 10;

/** Search text as compared: Unicode-normalised, lower case, single spaces, trimmed. */
export function foldSearch(text: string): string {
  return text.normalize('NFKC').toLowerCase().trim().replace(/\s+/g, ' ');
}

const prefixes = (text: string) => Array.from({ length: Math.min(text.length, SEARCH_KEY_MAX) }, (_, i) => text.slice(0, i + 1));

/**
 * `searchKeys`: every prefix of the folded full name, of each of its words, and of the e-mail,
 * so one `array-contains` query finds 'Aditi Sharma' from 'adi', 'sharma', 'aditi s' or
 * 'aditi.s@'. About 40 short strings for a usual name and address.
 */
export function searchKeys(name: string, email: string): string[] {
  const folded = foldSearch(name);
  const words = folded.split(' ').filter(Boolean);
  return [...new Set([folded, ...words, foldSearch(email)].flatMap(prefixes))];
}

/** The key a query looks up for what was typed, or null when there is nothing to look up. */
export function searchKeyFor(typed: string): string | null {
  const folded = foldSearch(typed);
  return folded ? folded.slice(0, SEARCH_KEY_MAX) : null;
}

/** Whether a person found by `searchKeyFor(typed)` really starts with all that was typed. */
export function matchesSearch(typed: string, name: string, email: string): boolean {
  const folded = foldSearch(typed);
  const name_ = foldSearch(name);
  return [name_, ...name_.split(' '), foldSearch(email)].some((text) => text.startsWith(folded));
}

/** The link fields a volunteer whose link is `link` carries. */
export function linkFields(link: Link | null): VolunteerLinkFields {
  return link ? { linkStatus: link.status, linkAt: link.assTime ?? link.reqTime } : { linkStatus: null, linkAt: null };
}
