/**
 * A rules test project of its own on the stack's emulator (FIRESTORE_EMULATOR_HOST): the stack's
 * data and rules stay untouched, since the emulator keeps documents and rules per project id.
 */
import { initializeTestEnvironment, type RulesTestContext } from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/firestore';
import { DOCUMENTS } from './fixtures.ts';
import type { Identity } from './identities.ts';
import { perform, type Request } from './requests.ts';
import { RULES } from './rules-text.ts';

export interface RulesProject {
  /** Makes the request as `who`. */
  as(who: Identity, request: Request): Promise<number>;
  /** Drops every document and writes DOCUMENTS again, past the rules. */
  reset(): Promise<void>;
  /** Drops the documents and the clients. */
  close(): Promise<void>;
}

// A refused request is what most cases expect: no SDK warning for each.
setLogLevel('error');

export async function openRulesProject(projectId: string, rules = RULES): Promise<RulesProject> {
  const env = await initializeTestEnvironment({ projectId, firestore: { rules } });
  const clients = new Map<Identity, ReturnType<RulesTestContext['firestore']>>();
  const client = (who: Identity) => {
    let db = clients.get(who);
    if (!db) {
      db = (who.uid === null ? env.unauthenticatedContext() : env.authenticatedContext(who.uid, who.token)).firestore();
      clients.set(who, db);
    }
    return db;
  };
  return {
    as: (who, request) => perform(client(who), request),
    async reset() {
      await env.clearFirestore();
      await env.withSecurityRulesDisabled(async (owner) => {
        const batch = owner.firestore().batch();
        for (const [path, data] of Object.entries(DOCUMENTS)) batch.set(owner.firestore().doc(path), data);
        await batch.commit();
      });
    },
    async close() {
      await env.clearFirestore();
      await env.cleanup();
    },
  };
}
