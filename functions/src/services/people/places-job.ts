/**
 * The upgrade of documents stored before places (docs/members.md, Matching): each volunteer,
 * senior and application gets the place of its PIN code (null for one India Post's directory
 * does not know), each person without languages the language of their e-mails (matching needs
 * one in common), and each the search keys of today (admin-fields.ts searchKeys: sounds and
 * phones); the old `cityKey` goes. The admin runs it once after deploying
 * (POST /{key}/jobs/places, docs/operations.md), the local stack through `npm run
 * migrate:places`, and the seeds build their documents with the same upgrade. A run starts no
 * page after RUN_MS, so it answers well within the function's time however many documents there
 * are, and then answers where it stopped (`next`): the run given it goes on from there. Running
 * it twice changes nothing. A person given a place or languages has their matches ranked and is
 * merged into the lists of the people near them, as a profile save does.
 */
import { applicationSearchable, personSearchable, searchKeys } from '@gh/common/admin-fields';
import { COLLECTIONS, type UserType } from '@gh/common/constants';
import type { ApplicationDoc, SeniorDoc, VolunteerDoc } from '@gh/common/documents';
import { DEFAULT_LANG } from '@gh/common/i18n';
import { SPOKEN_ON_PAGE } from '@gh/common/options';
import { placeForPin } from '@gh/common/pin-directory';
import { PLACES_JOB_COLLECTIONS, type PlacesJobCollection, type PlacesJobFrom, placesJobNext } from '@gh/common/schemas';
import { upgradePage } from '../../store/upgrades.ts';
import { keepMatchesCurrent } from '../pairs/matching.ts';
import { inGroups } from '../in-groups.ts';

const PAGE = 100;
/** A run starts no page after this long: a page's work is seconds, the function has 60. */
const RUN_MS = 20_000;
/** People of a page matched at once. */
const MATCHING_AT_ONCE = 8;

/** A document as it may have been stored before: with the city key matching once compared. */
type Stored<T> = T & { cityKey?: string };

const sameList = (a: readonly string[] | undefined, b: readonly string[]) =>
  a?.length === b.length && a.every((value, i) => value === b[i]);

/** The place of `zipcode` for a document stored without one; one stored (the api's, a test's) stays. */
const placeChange = (zipcode: string | undefined, stored: ApplicationDoc['place']) =>
  stored === undefined ? { place: zipcode ? placeForPin(zipcode) : null } : {};

/** What a stored volunteer or senior gains, or null when they are up to date. */
export function upgradedPerson(doc: Stored<VolunteerDoc | SeniorDoc>): Record<string, unknown> | null {
  const keys = searchKeys(personSearchable(doc));
  const fields = {
    ...placeChange(doc.zipcode, doc.place),
    ...(doc.languages?.length ? {} : { languages: [SPOKEN_ON_PAGE[doc.lang ?? DEFAULT_LANG]] }),
    ...(sameList(doc.searchKeys, keys) ? {} : { searchKeys: keys }),
    ...('cityKey' in doc ? { cityKey: undefined } : {}),
  };
  return Object.keys(fields).length ? fields : null;
}

/** What a stored application gains, or null when it is up to date. */
export function upgradedApplication(doc: ApplicationDoc): Record<string, unknown> | null {
  const keys = searchKeys(applicationSearchable(doc));
  const fields = { ...placeChange(doc.zipcode, doc.place), ...(sameList(doc.searchKeys, keys) ? {} : { searchKeys: keys }) };
  return Object.keys(fields).length ? fields : null;
}

export interface PlacesJobReport {
  volunteers: number;
  seniors: number;
  applications: number;
  /** Whether documents are left when the run stopped: run it again, from `next`. */
  more: boolean;
  /** Where the run stopped (null: at the end), for the next run's `from`. */
  next: string | null;
}

/** One page of a collection after `after`: its documents upgraded, and matched where they need it. */
type PageRun = (after: string | null) => Promise<{ upgraded: number; last: string | null }>;

function pageRun<T extends object>(
  collection: string,
  upgrade: (doc: T) => Record<string, unknown> | null,
  then: (before: T, after: T) => Promise<void>,
): PageRun {
  return async (after) => {
    const { upgraded, last } = await upgradePage<T>(collection, upgrade, PAGE, after);
    await inGroups(upgraded, MATCHING_AT_ONCE, ({ before, after: now }) => then(before, now));
    return { upgraded: upgraded.length, last };
  };
}

/** A person given a place or other languages is matched as a profile save matches them. */
const matchedWhenMoved = (type: UserType) => async (before: VolunteerDoc | SeniorDoc, after: VolunteerDoc | SeniorDoc) => {
  if (before.place === undefined || !sameList(before.languages, after.languages)) await keepMatchesCurrent(type, before, after);
};

const PAGE_RUNS: Record<PlacesJobCollection, PageRun> = {
  [COLLECTIONS.volunteers]: pageRun(COLLECTIONS.volunteers, upgradedPerson, matchedWhenMoved('volunteer')),
  [COLLECTIONS.seniors]: pageRun(COLLECTIONS.seniors, upgradedPerson, matchedWhenMoved('senior')),
  [COLLECTIONS.applications]: pageRun(COLLECTIONS.applications, upgradedApplication, async () => undefined),
};

/** Upgrades from `from` (the start: null) page by page until RUN_MS has passed or nothing is left. */
export async function runPlacesJob(from: PlacesJobFrom | null = null, runMs = RUN_MS): Promise<PlacesJobReport> {
  const stopAt = Date.now() + runMs;
  const counts: Record<PlacesJobCollection, number> = { volunteers: 0, seniors: 0, applications: 0 };
  let index = from ? PLACES_JOB_COLLECTIONS.indexOf(from.collection) : 0;
  let after = from?.after ?? null;
  for (; index < PLACES_JOB_COLLECTIONS.length; ) {
    const collection = PLACES_JOB_COLLECTIONS[index]!;
    if (Date.now() >= stopAt) return { ...counts, more: true, next: placesJobNext({ collection, after }) };
    const page = await PAGE_RUNS[collection](after);
    counts[collection] += page.upgraded;
    after = page.last;
    if (after === null) index++;
  }
  return { ...counts, more: false, next: null };
}
