/** What an erased account leaves, looked for everywhere the app writes (the erasure tests). */
import { expect } from 'vitest';
import { COLLECTIONS } from '@gh/common/constants';
import { bucket } from './applicant.ts';
import { bearer, db } from './identity.ts';
import { api } from './stack.ts';

/** Every document of the collections the app writes, as text. */
export async function everything(): Promise<string> {
  const names = Object.values(COLLECTIONS);
  const snapshots = await Promise.all(names.map((name) => db().collection(name).get()));
  return snapshots.flatMap((snapshot) => snapshot.docs.map((doc) => `${doc.ref.path} ${JSON.stringify(doc.data())}`)).join('\n');
}

/** Nothing of `person` (each of `traces`, with the e-mail) in Firestore or Storage, and their session opens nothing. */
export async function expectNothingLeftOf(person: { email: string; token: string }, traces: readonly string[]) {
  const all = await everything();
  for (const trace of [person.email, ...traces]) expect(all).not.toContain(trace);
  const [files] = await bucket().getFiles({ prefix: '' });
  expect(files.map((file) => file.name).filter((name) => name.includes(person.email))).toEqual([]);
  // Their Firebase Auth account is gone, which carried the e-mail in its claims: its token opens nothing.
  expect((await api('GET', `/people/${encodeURIComponent(person.email)}/data`, undefined, bearer(person.token))).status).toBe(401);
}
