/**
 * Fields the admin area queries on, kept on the stored documents beside what they
 * are derived from and written by the same code that writes the source: no stored field holds
 * them as they are (every prefix of a name; when a link took its status). One home, so the
 * services and the seed derive them alike.
 */
import type { ApplicationDoc, Link, SearchKeys, SeniorDoc, VolunteerDoc, VolunteerLinkFields } from './documents.ts';
import { soundsOf } from './name-sounds.ts';
import { indianPhoneKey } from './schemas.ts';

/** Stored prefixes are cut here: a longer query is cut too, then checked in full (`matchesSearch`). */
export const SEARCH_KEY_MAX = 32;
/** At most this many people per collection answer one search. */
export const SEARCH_LIMIT = 10;
/** A mobile number is looked up from this many of its digits on. */
const PHONE_DIGITS_MIN = 3;
/** Marks a name's sound key and a phone's digits among the keys, so neither is taken for typed letters. */
const SOUND = '~';
const DIGITS = '#';

/** The map the search keys are stored in, each key a field of it (SearchKeys). */
export const SEARCH_FIELD = 'search';
/** The most bytes Firestore takes in a field's path. */
const FIELD_PATH_BYTES_MAX = 1_500;

/** How many bytes `text` takes in UTF-8. */
const utf8Bytes = (text: string) =>
  [...text].reduce((bytes, char) => {
    const code = char.codePointAt(0)!;
    return bytes + (code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4);
  }, 0);

/**
 * Whether `key` may be a field name of the search map: not `__…__` (Firestore keeps those),
 * whole Unicode (no half of a surrogate pair, which a cut prefix could leave), and with the
 * map's name within Firestore's bytes. A key that may not is neither stored nor looked up.
 */
export const isSearchFieldName = (key: string): boolean =>
  key !== '' && !/^__.*__$/su.test(key) && !/\p{Cs}/u.test(key) && utf8Bytes(`${SEARCH_FIELD}.${key}`) <= FIELD_PATH_BYTES_MAX;

/** Search text as compared: Unicode-normalised, lower case, single spaces, trimmed. */
export function foldSearch(text: string): string {
  return text.normalize('NFKC').toLowerCase().trim().replace(/\s+/g, ' ');
}

const prefixes = (text: string, from = 1) =>
  Array.from({ length: Math.max(0, Math.min(text.length, SEARCH_KEY_MAX) - from + 1) }, (_, i) => text.slice(0, from + i));

/** The ten digits of an Indian number however it is written (+91, 0, spaces, dashes), or null. */
const nationalDigits = (phone: string) => indianPhoneKey(phone)?.slice(-10) ?? null;

/** What a search can find a person by: their name, e-mail and phone numbers (their own, their contact's). */
export interface Searchable {
  name: string;
  email: string;
  phones?: readonly (string | undefined)[];
}

/**
 * `searchKeys`: every prefix, of the folded full name, of each name word and of the e-mail (so
 * 'adi', 'sharma', 'aditi s' or 'aditi.s@' find 'Aditi Sharma'); of how the name and each word
 * sound (name-sounds.ts, so 'Kulkarni' finds 'कुलकर्णी' and the other way round); and of each
 * phone's ten digits from the third on (so '98234' finds +91 98234 56789). About 80 short strings.
 */
export function searchKeys({ name, email, phones = [] }: Searchable): string[] {
  const folded = foldSearch(name);
  const words = folded.split(' ').filter(Boolean);
  const sounds = soundsOf(folded);
  const digits = phones.flatMap((phone) => (phone ? [nationalDigits(phone)] : [])).filter((value) => value !== null);
  return [
    ...new Set([
      ...[folded, ...words, foldSearch(email)].flatMap((text) => prefixes(text)),
      ...[sounds.join(' '), ...sounds].flatMap((sound) => prefixes(sound).map((key) => SOUND + key)),
      ...digits.flatMap((number) => prefixes(number, PHONE_DIGITS_MIN).map((key) => DIGITS + key)),
    ]),
  ].filter(isSearchFieldName);
}

/**
 * The search keys as stored (`search`): a map of each of `searchKeys` to true. Production
 * serves a map's key and an array's element alike from its indexes; the emulator finds a map's
 * key about a hundred times faster (docs/decisions/0043). Written whole, as a value, never
 * through a dotted path: a key may hold '.', '@', '~' or a space.
 */
export const searchMap = (person: Searchable): SearchKeys => Object.fromEntries(searchKeys(person).map((key) => [key, true] as const));

/** What a volunteer or senior is found by: their phone and their emergency contact's (a relative calling gives theirs). */
export const personSearchable = (doc: Pick<VolunteerDoc | SeniorDoc, 'name' | 'email' | 'phone' | 'emergencycontact'>): Searchable => ({
  name: doc.name,
  email: doc.email,
  phones: [doc.phone, doc.emergencycontact?.emergencyContactPhone],
});

/** What an application is found by. */
export const applicationSearchable = (doc: Pick<ApplicationDoc, 'fullName' | 'email' | 'contact'>): Searchable => ({
  name: doc.fullName,
  email: doc.email,
  phones: [doc.contact],
});

/** The digits typed, as a phone's stored digits start, when what was typed is a number (of 3 digits or more). */
function typedDigits(typed: string): string | null {
  if (!/^[+\d\s()-]+$/.test(typed)) return null;
  const digits = typed.replace(/\D/g, '');
  const national =
    (typed.trim().startsWith('+') || digits.length > 10) && digits.startsWith('91') ? digits.slice(2) : digits.replace(/^0/, '');
  return national.length >= PHONE_DIGITS_MIN ? national.slice(0, 10) : null;
}

/** The keys a query looks up for what was typed (any of them may find a person), none when there is nothing to look up. */
export function searchKeysFor(typed: string): string[] {
  const folded = foldSearch(typed);
  if (!folded) return [];
  const digits = typedDigits(folded);
  if (digits) return [DIGITS + digits];
  const sound = soundsOf(folded).join(' ');
  return [folded.slice(0, SEARCH_KEY_MAX), ...(sound ? [SOUND + sound.slice(0, SEARCH_KEY_MAX)] : [])].filter(isSearchFieldName);
}

/** Whether a person found by `searchKeysFor(typed)` really starts, name, sound or number, with all that was typed. */
export function matchesSearch(typed: string, { name, email, phones = [] }: Searchable): boolean {
  const folded = foldSearch(typed);
  const digits = typedDigits(folded);
  if (digits) return phones.some((phone) => phone !== undefined && nationalDigits(phone)?.startsWith(digits));
  const name_ = foldSearch(name);
  if ([name_, ...name_.split(' '), foldSearch(email)].some((text) => text.startsWith(folded))) return true;
  const sound = soundsOf(folded).join(' ');
  const sounds = soundsOf(name_);
  return sound !== '' && [sounds.join(' '), ...sounds].some((text) => text.startsWith(sound));
}

/** The link fields a volunteer whose link is `link` carries. */
export function linkFields(link: Link | null): VolunteerLinkFields {
  return link ? { linkStatus: link.status, linkAt: link.assTime ?? link.reqTime } : { linkStatus: null, linkAt: null };
}
