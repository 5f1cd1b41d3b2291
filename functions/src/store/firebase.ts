/**
 * The one Firebase Admin app of the process, and the only module that imports the Admin app
 * and Firestore SDKs. With no options, initializeApp() takes the project from the runtime
 * (FIREBASE_CONFIG / GCLOUD_PROJECT), and Firestore honours FIRESTORE_EMULATOR_HOST by itself.
 * Created on first use so that importing a router (in unit tests, say) opens no connection.
 */
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { FieldValue, getFirestore, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { isEmailAddress } from '@gh/common/patterns';
import { ConfigError, firestoreEmulatorHost, isFunctionsEmulator } from '../config.ts';

export function adminApp(): App {
  return getApps()[0] ?? initializeApp();
}

export function firestore(): Firestore {
  // Without the variable the SDK looks for production credentials and every call hangs until
  // the function times out (60 s in the emulator). Fail at once and say why instead.
  if (isFunctionsEmulator() && !firestoreEmulatorHost()) {
    throw new ConfigError('FIRESTORE_EMULATOR_HOST is not set, so the emulated function has no Firestore');
  }
  return getFirestore(adminApp());
}

/**
 * An e-mail as (part of) a document id. The routes validate every address, so this only
 * guards against a path that skipped them: `x/y@…` would name another document.
 */
export function emailKey(email: string): string {
  if (!isEmailAddress(email)) throw new Error('an unchecked e-mail address reached the store');
  return email;
}

export type { Transaction };

/**
 * A burst of changes to one pair (twenty assignments at once) aborts most of them several times
 * over; with the SDK's growing back-off (1 s, then 1.5 times more each time) the eighth attempt
 * still starts well within the function's 60 s.
 */
const TRANSACTION_ATTEMPTS = 8;

/**
 * Runs `work` in one Firestore transaction: what it reads is locked until the commit, and the
 * commit applies its writes all or none. Firestore runs `work` again when a concurrent change
 * to what it read aborts the commit, so `work` must do nothing but read and write through `tx`;
 * an error it throws (a ServiceError, say) rolls everything back.
 */
export async function inTransaction<R>(work: (tx: Transaction) => Promise<R>): Promise<R> {
  for (let run = 1; ; run++) {
    try {
      return await firestore().runTransaction(work, { maxAttempts: TRANSACTION_ATTEMPTS });
    } catch (error) {
      if (run >= CLOSED_RUNS || !closedUnderIt(error)) throw error;
    }
  }
}

/**
 * The Cloud Firestore emulator ends a transaction that waited past its lock timeout and then
 * answers its next read "INVALID_ARGUMENT: Transaction is invalid or closed.", which the SDK
 * does not retry (it retries ABORTED, and this code only for an expired transaction). Nothing
 * of such a transaction was written, so it is run again, as an abort would be.
 */
const closedUnderIt = (error: unknown): boolean =>
  (error as { code?: unknown }).code === 3 && /Transaction is invalid or closed/.test(String((error as Error).message));
const CLOSED_RUNS = 3;

/** A sentinel the server replaces with its commit time. */
export function serverTimestamp(): FieldValue {
  return FieldValue.serverTimestamp();
}
