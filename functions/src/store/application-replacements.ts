/**
 * `applicationReplacements/{id}`: an application sent again for an address that has one, kept
 * aside until the owner of the address puts it in place of the first. The id is a SHA-256 of
 * the reference only its sender got, so the store never holds the reference itself. Never
 * readable by clients (firestore.rules). `deleteAt` feeds a TTL policy behind the retention
 * job that removes expired ones with their resumes.
 */
import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@gh/common/constants';
import type { ApplicationDoc } from '@gh/common/documents';
import { addToRecord, type RecordedChange } from './admin-record.ts';
import { DECISION_CLEARED, applicationRef } from './applications.ts';
import { typedCollection } from './converters.ts';
import { guardedCommit } from './guarded-commit.ts';

export interface ReplacementDoc {
  email: string;
  /** The application as it would replace the first: Submitted, its resume at a path of its own. */
  application: ApplicationDoc;
  createdAt: number;
  expiresAt: number;
  /** Written as a Date, read back as a Timestamp. */
  deleteAt: Date | Timestamp;
}

const replacements = () => typedCollection<ReplacementDoc>(COLLECTIONS.applicationReplacements);

export async function createReplacement(id: string, replacement: ReplacementDoc): Promise<void> {
  await replacements().doc(id).create(replacement);
}

export async function readReplacement(id: string): Promise<ReplacementDoc | null> {
  return (await replacements().doc(id).get()).data() ?? null;
}

/** What a look at a replacement and the application it would replace decided. */
export interface ReplacementUse<R> {
  result: R;
  /** True: the application becomes the replacement's (the replacement is used up). */
  replace?: boolean;
  /** What the replacement adds to the record, in the same commit (each counted in its own district). */
  records?: RecordedChange[];
}

/**
 * Reads the replacement `id` and the application of its address, and when `decide` says so
 * makes the replacement's application the one on file (its decision and registered skills
 * gone) and deletes the replacement, in one commit, unless either changed in the meantime
 * (then `decide` looks again): of many uses of one link at once, one replaces.
 */
export function useReplacement<R>(
  id: string,
  decide: (replacement: ReplacementDoc | null, current: ApplicationDoc | null) => ReplacementUse<R>,
): Promise<R> {
  const ref = replacements().doc(id);
  return guardedCommit(async () => {
    const read = await ref.get();
    const replacement = read.data() ?? null;
    const currentRead = replacement && (await applicationRef(replacement.email).get());
    const { result, replace, records = [] } = decide(replacement, currentRead?.data() ?? null);
    if (!replace || !replacement || !currentRead) return { result };
    const write = currentRead.exists
      ? { ...replacement.application, ...DECISION_CLEARED, volunteerSkills: FieldValue.delete() }
      : replacement.application;
    return {
      result,
      changes: [
        { read, write: null },
        { read: currentRead, write },
      ],
      alongside: (batch) => {
        for (const record of records) addToRecord(batch, record);
      },
    };
  });
}

/** Deletes the replacement `id` if its link has expired by `now` (not used meanwhile); true when this call did. */
export function dropReplacement(id: string, now: number): Promise<boolean> {
  const ref = replacements().doc(id);
  return guardedCommit(async () => {
    const read = await ref.get();
    const expired = (read.data()?.expiresAt ?? Infinity) <= now;
    return expired ? { result: true, changes: [{ read, write: null }] } : { result: false };
  });
}
