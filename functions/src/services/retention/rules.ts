/**
 * The retention table, the one home of how long we keep what: each rule says what it erases,
 * after how long, why, and who erases it: the retention job (retention-job.ts), with the query
 * that finds what is due, or Firestore's TTL policy on the collection's `deleteAt`. The table of
 * docs/privacy.md says the same, rule by rule; rules.test.ts holds them together.
 */
import { APPLICATION_STATUS, COLLECTIONS } from '@gh/common/constants';
import type { DocumentData } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { statusMove, type FigureChanges } from '../../store/admin-record.ts';
import { deleteFile } from '../../store/files.ts';
import { dueDocuments, eraseIfDue, readCursor, writeCursor, type DueQuery } from '../../store/retention.ts';
import { readErasureById } from '../../store/erasure.ts';
import { deletePhoneProof, phoneProofsPage } from '../identity/accounts.ts';
import { finishErasure } from '../people/erasure.ts';
import { cutOff, type KeptFor } from './cut-offs.ts';

/** Something a rule found due: a document's id or an account's uid, and its files in Storage. */
export interface Due {
  id: string;
  files: string[];
}

interface RuleText {
  /** Its name in the docs, the dry run's printout and the job's `rules` parameter. */
  name: string;
  /** What it erases, in the words of docs/privacy.md. */
  what: string;
  kept: KeptFor;
  why: string;
}

/** A rule the retention job runs. */
interface RetentionRule extends RuleText {
  by: 'job';
  /**
   * At most `limit` of what is due at `cutoff`, and whether more may be; a real run (`dryRun`
   * false) may move a scan on to where the next batch starts.
   */
  find(cutoff: number, limit: number, dryRun: boolean): Promise<{ due: Due[]; more: boolean }>;
  /** Erases `due` with its files if it is still due at `cutoff`; true when this call did. */
  erase(due: Due, cutoff: number): Promise<boolean>;
}

/**
 * A rule Firestore's TTL policy keeps on the collection's `deleteAt` (firestore.indexes.json):
 * the field is left out of the indexes, as TTL fields should be, so no query could find it.
 */
interface TtlRule extends RuleText {
  by: 'ttl';
  collection: string;
}

/** A file nothing names any more; a failure leaves it behind, which is logged. */
async function deleteLeftFile(path: string): Promise<void> {
  await deleteFile(path).catch((error: unknown) =>
    logger.error(error instanceof Error ? error : new Error(String(error)), { retention: path }),
  );
}

interface DocumentRule extends RuleText {
  query: DueQuery;
  /** The paths of its files in Storage. */
  files?: (data: DocumentData) => (string | undefined)[];
  /** The admin's figures that count it, which its erasure changes in the same commit. */
  figures?: (data: DocumentData) => FigureChanges;
}

/** A rule over documents: one range query, a batch at a time; each erased only if still due. */
function documents({ query, files = () => [], figures, ...rule }: DocumentRule): RetentionRule {
  const filesOf = (data: DocumentData) => files(data).filter((path): path is string => Boolean(path));
  const stillDue = (cutoff: number) => (data: DocumentData) =>
    typeof data[query.field] === 'number' && data[query.field] <= cutoff && (!query.equal || data[query.equal.field] === query.equal.value);
  return {
    ...rule,
    by: 'job',
    async find(cutoff, limit) {
      const found = await dueDocuments(query, cutoff, limit);
      return { due: found.map(({ id, data }) => ({ id, files: filesOf(data) })), more: found.length === limit };
    },
    async erase({ id }, cutoff) {
      const erased = await eraseIfDue(query.collection, id, stillDue(cutoff), figures);
      if (!erased) return false;
      await Promise.all(filesOf(erased).map(deleteLeftFile));
      return true;
    },
  };
}

/** How many pages of Firebase Auth's users one batch of the phone-proofs rule reads at most. */
const AUTH_PAGES = 5;
const AUTH_PAGE = 1000;

/**
 * The phone provider's users, found by a scan of Firebase Auth (it has no query by provider or
 * age): each batch reads on from where the last real run stopped, and starts again at the end.
 */
const PHONE_PROOFS = 'phone-proofs';
const phoneProofs: RetentionRule = {
  by: 'job',
  name: PHONE_PROOFS,
  what: 'the user Firebase Auth keeps for each mobile number an SMS code was checked for (sign-in or registration by SMS), with the number',
  kept: { days: 30 },
  why: 'the api takes it as a proof for 10 minutes; a registration by SMS left unfinished leaves one that no account ever names',
  async find(cutoff, limit, dryRun) {
    let next = await readCursor(PHONE_PROOFS);
    const due: Due[] = [];
    for (let page = 0; page < AUTH_PAGES && due.length < limit; page++) {
      const read = await phoneProofsPage(cutoff, next ?? undefined, AUTH_PAGE);
      due.push(...read.due.map((uid) => ({ id: uid, files: [] })));
      next = read.next;
      if (!next) break;
    }
    if (!dryRun) await writeCursor(PHONE_PROOFS, next);
    return { due, more: next !== null };
  },
  erase: ({ id }, cutoff) => deletePhoneProof(id, cutoff),
};

/**
 * Erasures a call claimed and did not finish (it failed, or its instance stopped): found by the
 * marker's `finishBy` and finished as the call would have, each step safe to run again.
 */
const unfinishedErasures: RetentionRule = {
  by: 'job',
  name: 'unfinished-erasures',
  what: 'the rest of an account whose erasure was confirmed but not finished, with its files; the marker last',
  kept: { until: 'expiry' },
  why: 'the person asked for it: the call that claimed it has 10 minutes to finish it, then the job does',
  async find(cutoff, limit) {
    const found = await dueDocuments({ collection: COLLECTIONS.erasures, field: 'finishBy' }, cutoff, limit);
    return { due: found.map(({ id, data }) => ({ id, files: data.files ?? [] })), more: found.length === limit };
  },
  async erase({ id }, cutoff) {
    const erasure = await readErasureById(id);
    if (!erasure || erasure.finishBy > cutoff) return false;
    await finishErasure(erasure, cutoff);
    return true;
  },
};

/** Every rule of the table, in the order docs/privacy.md lists them. */
export const RETENTION_TABLE: readonly (RetentionRule | TtlRule)[] = [
  {
    by: 'ttl',
    name: 'codes',
    what: 'one-time codes, with the registration forms waiting for them',
    kept: { until: 'expiry' },
    why: 'a code works for 10 minutes; its record counts wrong tries until its hour is over',
    collection: COLLECTIONS.otps,
  },
  {
    by: 'ttl',
    name: 'limit-counters',
    what: 'counters of requests per client address, e-mail or number',
    kept: { until: 'expiry' },
    why: 'a counter matters only until its window ends',
    collection: COLLECTIONS.rateLimits,
  },
  {
    by: 'ttl',
    name: 'staff-invitations',
    what: 'invitations to the staff never accepted',
    kept: { until: 'expiry' },
    why: 'the invitation link works for 7 days',
    collection: COLLECTIONS.staffInvites,
  },
  documents({
    name: 'replacements',
    what: 'applications sent again and kept aside for their address’s owner, with their resumes',
    kept: { until: 'expiry' },
    why: 'the link that puts one in place works for a day; the job takes the resume with it, a day before the TTL policy would take the document alone',
    query: { collection: COLLECTIONS.applicationReplacements, field: 'expiresAt' },
    files: (data) => [data.application?.resume?.path],
  }),
  documents({
    name: 'rejected-applications',
    what: 'rejected applications, with their resumes',
    kept: { days: 90 },
    why: 'long enough to answer the applicant’s questions about the decision; the address may apply again any time',
    query: {
      collection: COLLECTIONS.applications,
      field: 'decidedAt',
      equal: { field: 'status', value: APPLICATION_STATUS.rejected },
    },
    files: (data) => [data.resume?.path],
    figures: () => statusMove(APPLICATION_STATUS.rejected, null),
  }),
  phoneProofs,
  documents({
    name: 'audit-log',
    what: 'the audit log of staff actions',
    kept: { years: 1 },
    why: 'the Digital Personal Data Protection Rules ask for logs kept a year, for a breach to be traced',
    query: { collection: COLLECTIONS.audit, field: 'at' },
  }),
  documents({
    name: 'contact-messages',
    what: 'messages from the contact form, with their attachments',
    kept: { years: 1 },
    why: 'each was mailed to the support inbox when sent; the copy is kept a year, like the logs, to trace a complaint',
    query: { collection: COLLECTIONS.messages, field: 'receivedAt' },
    files: (data) => [data.attachment?.path],
  }),
  documents({
    name: 'answered-grievances',
    what: 'grievances and the grievance officer’s answers',
    kept: { years: 1 },
    why: 'kept a year after the answer, like the logs, so a complaint to the Data Protection Board about it can be traced; an open one stays until it is answered',
    query: { collection: COLLECTIONS.grievances, field: 'answeredAt' },
  }),
  unfinishedErasures,
];

/** The rules the retention job runs. */
export const RETENTION_RULES = RETENTION_TABLE.filter((rule): rule is RetentionRule => rule.by === 'job');

/** The moment at or before which rule `name` finds things due at `now` (for seeds that must stay clear of it). */
export function dueBefore(name: string, now: number): number {
  const rule = RETENTION_TABLE.find((each) => each.name === name);
  if (!rule) throw new Error(`No retention rule is named ${name}`);
  return cutOff(rule.kept, now);
}
