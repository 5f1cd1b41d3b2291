/**
 * The upgrade of documents stored before places (docs/members.md, Matching): each volunteer,
 * senior and application gets the place of its PIN code (null for one India Post's directory
 * does not know), each person without languages the language of their e-mails (matching needs
 * one in common), and each the search keys of today (admin-fields.ts searchKeys: sounds and
 * phones); the old `cityKey` goes. The admin runs it once after deploying
 * (POST /{key}/jobs/places, docs/operations.md), the local stack through `npm run
 * migrate:places`, and the seeds build their documents with the same upgrade. A run reads at
 * most PAGES pages of PAGE documents a collection and says whether more are left, so a run again
 * goes on; running it twice changes nothing. A person given a place or languages has their
 * matches ranked and is merged into the lists of the people near them, as a profile save does.
 */
import { applicationSearchable, personSearchable, searchKeys } from '@gh/common/admin-fields';
import { COLLECTIONS, USER_TYPES, type UserType } from '@gh/common/constants';
import type { ApplicationDoc, SeniorDoc, VolunteerDoc } from '@gh/common/documents';
import { DEFAULT_LANG } from '@gh/common/i18n';
import { SPOKEN_ON_PAGE } from '@gh/common/options';
import { placeForPin } from '@gh/common/pin-directory';
import { upgradePage } from '../../store/upgrades.ts';
import { keepMatchesCurrent } from '../pairs/matching.ts';

const PAGE = 250;
const PAGES = 8;

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
  /** Whether a collection still had documents when the run stopped: run it again. */
  more: boolean;
}

const COLLECTION_OF = { volunteer: COLLECTIONS.volunteers, senior: COLLECTIONS.seniors } as const satisfies Record<UserType, string>;

/** Upgrades up to PAGES pages of `collection`, each upgraded document passed to `then`. */
async function upgradeAll<T extends object>(
  collection: string,
  upgrade: (doc: T) => Record<string, unknown> | null,
  then: (before: T, after: T) => Promise<void>,
) {
  let after: string | null = null;
  let page = 0;
  let count = 0;
  do {
    const result: Awaited<ReturnType<typeof upgradePage<T>>> = await upgradePage<T>(collection, upgrade, PAGE, after);
    for (const { before, after: upgraded } of result.upgraded) await then(before, upgraded);
    count += result.upgraded.length;
    after = result.last;
  } while (after && ++page < PAGES);
  return { count, more: after !== null };
}

export async function runPlacesJob(): Promise<PlacesJobReport> {
  const counts = { volunteer: 0, senior: 0 };
  let more = false;
  for (const type of USER_TYPES) {
    const done = await upgradeAll<VolunteerDoc | SeniorDoc>(COLLECTION_OF[type], upgradedPerson, async (before, after) => {
      if (before.place === undefined || !sameList(before.languages, after.languages)) await keepMatchesCurrent(type, before, after);
    });
    counts[type] = done.count;
    more ||= done.more;
  }
  const applications = await upgradeAll<ApplicationDoc>(COLLECTIONS.applications, upgradedApplication, async () => undefined);
  return { volunteers: counts.volunteer, seniors: counts.senior, applications: applications.count, more: more || applications.more };
}
