/**
 * The views a senior's family reads (docs/decisions/0037), kept in the commits that change what
 * they mirror: a transaction reads her joined members (and, when one may see her visits, her
 * latest visits, a bounded query each way) with what it decides on, before it writes anything,
 * then writes each member's view with only the parts she allowed.
 */
import {
  FAMILY_VISITS_KEPT,
  familyNoticesOf,
  familyViewFields,
  type CircleMemberDoc,
  type FamilySource,
  type FamilyViewDoc,
} from '@gh/common/circle';
import { latestConsentVersion } from '@gh/common/consent';
import type { SeniorDoc } from '@gh/common/documents';
import { joinedIn, updateViewIn } from '../../store/circles.ts';
import { langOf } from '../mail/mail-text.ts';
import type { Transaction } from '../../store/firebase.ts';
import { visitsBefore, visitsFrom, type StoredVisit } from '../../store/visits.ts';

/** What a transaction read of a senior's family: her joined members and, if any may see them, her latest visits. */
export interface Family {
  senior: string;
  members: CircleMemberDoc[];
  visits: StoredVisit[];
  now: number;
}

/** Her visits around `now`: those to end soonest and those ended last, FAMILY_VISITS_KEPT each. */
async function recentVisitsIn(tx: Transaction, senior: string, now: number): Promise<StoredVisit[]> {
  const [coming, ended] = await Promise.all([
    visitsFrom('senior', senior, now, FAMILY_VISITS_KEPT, tx),
    visitsBefore('senior', senior, { endAt: now }, FAMILY_VISITS_KEPT, tx),
  ]);
  return [...coming, ...ended];
}

/** Reads `senior`'s family in `tx`; call it with the transaction's other reads, before any write. */
export async function familyIn(tx: Transaction, senior: string, now = Date.now()): Promise<Family> {
  const members = await joinedIn(tx, senior);
  const visits = members.some((member) => member.parts.includes('visits')) ? await recentVisitsIn(tx, senior, now) : [];
  return { senior, members, visits, now };
}

/** `visits` with `changed` written over them by id: what they are once this commit lands. */
const visitsAfter = (visits: readonly StoredVisit[], changed: readonly StoredVisit[]) => [
  ...visits.filter((visit) => !changed.some((one) => one.id === visit.id)),
  ...changed,
];

export interface FamilyChange {
  /** The visits this commit writes (none: the list as read, chosen again as of now). */
  visits?: readonly StoredVisit[];
  volunteer?: FamilySource['volunteer'];
  help?: FamilySource['help'];
}

/** Writes in `tx` what `change` gives to each joined member's view, only the parts each may see. */
export function writeFamilyIn(tx: Transaction, family: Family, change: FamilyChange): void {
  const source: FamilySource = {
    ...change,
    ...(change.visits && { visits: visitsAfter(family.visits, change.visits) }),
  };
  for (const { member, parts } of family.members) {
    const fields = familyViewFields(parts, source, family.now);
    if (Object.keys(fields).length > 0) updateViewIn(tx, family.senior, member, fields);
  }
}

/** The whole view of a member joining `senior`'s circle, from her documents as `tx` reads them. */
export async function freshViewIn(tx: Transaction, joined: CircleMemberDoc, senior: SeniorDoc, now: number): Promise<FamilyViewDoc> {
  const visits = joined.parts.includes('visits') ? await recentVisitsIn(tx, joined.senior, now) : [];
  return {
    senior: joined.senior,
    member: joined.member,
    seniorName: senior.name,
    parts: joined.parts,
    joinedAt: joined.joinedAt ?? now,
    notices: familyNoticesOf(joined),
    lang: langOf(joined.lang),
    noticeVersion: latestConsentVersion(joined.consents),
    ...familyViewFields(joined.parts, { visits, volunteer: senior.volunteer, help: senior.helpRequests ?? [] }, now),
  };
}
