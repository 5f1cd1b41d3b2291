/**
 * Brings a rate-limit counter of the local stack to its limit, so the next request is refused,
 * without sending that many requests (a global limit filled that way would hold back every
 * other test for the rest of the window). `release` puts the counter back.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@gh/common/constants';
import { limitWindow, type LimitScope } from '@gh/functions/testing';
import { PROJECT_ID } from '@gh/devstack/config';

const counters = () => {
  const app = getApps().find((one) => one.name === 'limit-tests') ?? initializeApp({ projectId: PROJECT_ID }, 'limit-tests');
  return getFirestore(app).collection(COLLECTIONS.rateLimits);
};

/**
 * Counters are kept per fixed window of the clock: requests either side of a window's end are
 * counted apart. Waits, when the window of `scope` ends within `needMs`, until the next begins,
 * so a test's requests all land in one window.
 */
export async function inOneWindow(scope: LimitScope, needMs: number): Promise<void> {
  const left = limitWindow(scope, '').secondsLeft * 1000;
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 100));
}

/** `room`: how many more hits the counter takes before it refuses. */
export async function fillLimit(scope: LimitScope, key: string, room = 0): Promise<{ release: () => Promise<void> }> {
  await inOneWindow(scope, 20_000);
  const { id, limit, deleteAt } = limitWindow(scope, key);
  const ref = counters().doc(id);
  const before = (await ref.get()).get('count') as number | undefined;
  await ref.set({ count: limit - room, deleteAt });
  return { release: async () => void (before === undefined ? await ref.delete() : await ref.set({ count: before, deleteAt })) };
}
