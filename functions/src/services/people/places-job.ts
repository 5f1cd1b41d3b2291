/**
 * The upgrade of documents stored before places (docs/members.md, Matching): each volunteer,
 * senior and application gets the place of its PIN code (null for one India Post's directory
 * does not know), each person without languages the language of their e-mails (matching needs
 * one in common), and each the search keys of today, as a map (admin-fields.ts searchMap:
 * sounds and phones); the old `cityKey` and the old array of search keys go. Every document is
 * read, in id order (a query cannot select those lacking a field), so one with a place is
 * upgraded too. Each visit, concern and visit feedback stored before districts gets its
 * senior's district (docs/admin.md, Staff), after the seniors have their places. The admin
 * runs it once after deploying (POST /{key}/jobs/places, docs/operations.md), the local stack through `npm run
 * migrate:places`, and the seeds build their documents with the same upgrade. A run starts no
 * group of documents after RUN_MS, so it answers well within the function's time however many
 * documents there are (or people near them), and then answers where it stopped (`next`): the run
 * given it goes on from there. Running it twice changes nothing. A person given a place or
 * languages has their matches ranked and is merged into the lists of the people near them, as a
 * profile save does.
 */
import { applicationSearchable, personSearchable, searchMap, type Searchable } from '@gh/common/admin-fields';
import { COLLECTIONS, type UserType } from '@gh/common/constants';
import type { ApplicationDoc, SearchKeys, SeniorDoc, VolunteerDoc } from '@gh/common/documents';
import { DEFAULT_LANG } from '@gh/common/i18n';
import { SPOKEN_ON_PAGE } from '@gh/common/options';
import { placeForPin } from '@gh/common/pin-directory';
import { PLACES_JOB_COLLECTIONS, type PlacesJobCollection, type PlacesJobFrom, placesJobNext } from '@gh/common/schemas';
import type { DocumentData } from 'firebase-admin/firestore';
import { districtsOf } from '../../store/people.ts';
import { readPage, upgradeDocument, type StoredDocument } from '../../store/upgrades.ts';
import { keepMatchesCurrent } from '../pairs/matching.ts';

const PAGE = 100;
/** A run starts no group after this long: a group's work is seconds, the function has 60. */
const RUN_MS = 15_000;
/** Documents upgraded (and people matched) at once. */
const AT_ONCE = 8;

/** A document as it may have been stored before: with the city key matching once compared, the search keys as an array, or none. */
type Stored<T extends { search: SearchKeys }> = Omit<T, 'search'> & { search?: SearchKeys; cityKey?: string; searchKeys?: string[] };

const sameList = (a: readonly string[] | undefined, b: readonly string[]) =>
  a?.length === b.length && a.every((value, i) => value === b[i]);

/** The place of `zipcode` for a document stored without one; one stored (the api's, a test's) stays. */
const placeChange = (zipcode: string | undefined, stored: ApplicationDoc['place']) =>
  stored === undefined ? { place: zipcode ? placeForPin(zipcode) : null } : {};

/** Today's search keys (the map, whole) when the stored ones differ, and the removal of the old array. */
function searchChange(doc: { search?: SearchKeys; searchKeys?: unknown }, searchable: Searchable) {
  const search = searchMap(searchable);
  const keys = Object.keys(search);
  const stored = doc.search;
  const same = stored !== undefined && Object.keys(stored).length === keys.length && keys.every((key) => stored[key] === true);
  return { ...(same ? {} : { search }), ...('searchKeys' in doc ? { searchKeys: undefined } : {}) };
}

/** What a stored volunteer or senior gains, or null when they are up to date. */
export function upgradedPerson(doc: Stored<VolunteerDoc> | Stored<SeniorDoc>): Record<string, unknown> | null {
  const fields = {
    ...placeChange(doc.zipcode, doc.place),
    ...(doc.languages?.length ? {} : { languages: [SPOKEN_ON_PAGE[doc.lang ?? DEFAULT_LANG]] }),
    ...searchChange(doc, personSearchable(doc)),
    ...('cityKey' in doc ? { cityKey: undefined } : {}),
  };
  return Object.keys(fields).length ? fields : null;
}

/** What a stored application gains, or null when it is up to date. */
export function upgradedApplication(doc: Stored<ApplicationDoc>): Record<string, unknown> | null {
  const fields = { ...placeChange(doc.zipcode, doc.place), ...searchChange(doc, applicationSearchable(doc)) };
  return Object.keys(fields).length ? fields : null;
}

export interface PlacesJobReport extends Record<PlacesJobCollection, number> {
  /** Whether documents are left when the run stopped: run it again, from `next`. */
  more: boolean;
  /** Where the run stopped (null: at the end), for the next run's `from`. */
  next: string | null;
}

/**
 * A collection's documents from `after`, a group at a time (each upgraded and matched), until
 * none is left or `stopAt` has passed: how many it upgraded and the last id it did (null: all).
 */
type CollectionRun = (after: string | null, stopAt: number) => Promise<{ upgraded: number; last: string | null }>;
type Upgrade<T> = (doc: T) => Record<string, unknown> | null;

/** `upgradeOf` gives the upgrade of a page's documents, with what it read for them. */
function collectionRun<T extends object>(
  collection: string,
  upgradeOf: (docs: readonly StoredDocument[]) => Promise<Upgrade<T>>,
  then: (before: T, after: T) => Promise<void>,
): CollectionRun {
  return async (after, stopAt) => {
    let upgraded = 0;
    for (;;) {
      const page = await readPage(collection, PAGE, after);
      const upgrade = await upgradeOf(page.docs);
      for (let i = 0; i < page.docs.length; i += AT_ONCE) {
        const group = page.docs.slice(i, i + AT_ONCE);
        const done = await Promise.all(
          group.map(async (doc) => {
            const change = await upgradeDocument<T & DocumentData>(doc, upgrade);
            if (change) await then(change.before, change.after);
            return change !== null;
          }),
        );
        upgraded += done.filter(Boolean).length;
        after = group.at(-1)!.id;
        if (Date.now() >= stopAt && (i + AT_ONCE < page.docs.length || page.last)) return { upgraded, last: after };
      }
      if (!page.last) return { upgraded, last: null };
    }
  };
}

/** A person given a place or other languages is matched as a profile save matches them. */
const matchedWhenMoved = (type: UserType) => async (before: VolunteerDoc | SeniorDoc, after: VolunteerDoc | SeniorDoc) => {
  if (before.place === undefined || !sameList(before.languages, after.languages)) await keepMatchesCurrent(type, before, after);
};

/** A visit, concern or visit feedback as stored before districts: without `districtKey`. */
type OfSenior = { senior: string; districtKey?: string | null };

/** A page's visits, concerns or feedback without a district get their seniors' (null: none, or she is gone). */
async function withSeniorsDistricts(docs: readonly StoredDocument[]): Promise<Upgrade<OfSenior>> {
  const seniors = docs
    .map((doc) => doc.data() as OfSenior)
    .filter((doc) => doc.districtKey === undefined)
    .map((doc) => doc.senior);
  const districts = await districtsOf(seniors);
  return (doc) => (doc.districtKey === undefined ? { districtKey: districts.get(doc.senior) ?? null } : null);
}

const alone =
  <T>(upgrade: Upgrade<T>) =>
  async () =>
    upgrade;
const nothingAfter = async () => undefined;

const RUNS: Record<PlacesJobCollection, CollectionRun> = {
  [COLLECTIONS.volunteers]: collectionRun(COLLECTIONS.volunteers, alone(upgradedPerson), matchedWhenMoved('volunteer')),
  [COLLECTIONS.seniors]: collectionRun(COLLECTIONS.seniors, alone(upgradedPerson), matchedWhenMoved('senior')),
  [COLLECTIONS.applications]: collectionRun(COLLECTIONS.applications, alone(upgradedApplication), nothingAfter),
  [COLLECTIONS.visits]: collectionRun(COLLECTIONS.visits, withSeniorsDistricts, nothingAfter),
  [COLLECTIONS.concerns]: collectionRun(COLLECTIONS.concerns, withSeniorsDistricts, nothingAfter),
  [COLLECTIONS.visitFeedback]: collectionRun(COLLECTIONS.visitFeedback, withSeniorsDistricts, nothingAfter),
};

/** Upgrades from `from` (the start: null), a group of documents at a time, until RUN_MS has passed or nothing is left. */
export async function runPlacesJob(from: PlacesJobFrom | null = null, runMs = RUN_MS): Promise<PlacesJobReport> {
  const stopAt = Date.now() + runMs;
  const counts: Record<PlacesJobCollection, number> = {
    volunteers: 0,
    seniors: 0,
    applications: 0,
    visits: 0,
    concerns: 0,
    visitFeedback: 0,
  };
  let after = from?.after ?? null;
  for (let index = from ? PLACES_JOB_COLLECTIONS.indexOf(from.collection) : 0; index < PLACES_JOB_COLLECTIONS.length; index++) {
    const collection = PLACES_JOB_COLLECTIONS[index]!;
    const run = await RUNS[collection](after, stopAt);
    counts[collection] += run.upgraded;
    if (run.last !== null) return { ...counts, more: true, next: placesJobNext({ collection, after: run.last }) };
    after = null;
  }
  return { ...counts, more: false, next: null };
}
