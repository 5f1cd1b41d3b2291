/**
 * Read, decide, write, with Firestore's optimistic concurrency: an attempt reads what it needs
 * and answers its result and the changes that make it so; they commit in one batch in which
 * every changed document must still be as the attempt read it (the same update time, or still
 * absent). When another write came first nothing is written and the attempt runs again on what
 * is there now. So of many identical calls at once each decides on what the ones before it
 * left, as in a transaction, without holding a lock while the attempt works (a scrypt check, a
 * code to seal): twenty requests for one document take turns in milliseconds instead of
 * waiting out each other's locks.
 */
import type { DocumentData, DocumentSnapshot, WriteBatch } from 'firebase-admin/firestore';
import { firestore } from './firebase.ts';

interface Change {
  /** The document as the attempt read it. */
  read: DocumentSnapshot<DocumentData>;
  /** Its new fields (it is created if it was absent, updated if not), or null to delete it. */
  write: DocumentData | null;
}

export interface Decided<R> {
  result: R;
  changes?: Change[];
  /** Writes that only go with the changes, in the same commit (figures, audit entries). */
  alongside?: (batch: WriteBatch) => void;
}

/**
 * gRPC ALREADY_EXISTS and FAILED_PRECONDITION: a guarded document changed since it was read;
 * ABORTED: the commit lost to another one holding the same documents (the emulator's locks, under
 * load). None of them applied anything, so the attempt runs again.
 */
const CONFLICTS: readonly unknown[] = [6, 9, 10];
/** Each conflict means another call got through, so this bounds only a runaway. */
const MAX_ATTEMPTS = 100;

function addGuarded(batch: WriteBatch, { read, write }: Change): void {
  if (!read.exists) {
    if (write) batch.create(read.ref, write);
  } else if (write) {
    batch.update(read.ref, write, { lastUpdateTime: read.updateTime! });
  } else {
    batch.delete(read.ref, { lastUpdateTime: read.updateTime! });
  }
}

export async function guardedCommit<R>(attempt: () => Promise<Decided<R>>): Promise<R> {
  for (let n = 1; ; n++) {
    const { result, changes = [], alongside } = await attempt();
    if (!changes.length && !alongside) return result;
    const batch = firestore().batch();
    for (const change of changes) addGuarded(batch, change);
    alongside?.(batch);
    try {
      await batch.commit();
      return result;
    } catch (error) {
      if (!CONFLICTS.includes((error as { code?: unknown }).code) || n >= MAX_ATTEMPTS) throw error;
    }
  }
}
