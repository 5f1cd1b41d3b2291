/**
 * The marks that say whether the signed-in person is here for the first time (firstVisit.ts),
 * without React, so the dashboard's first paint (app/firstPaint.ts) greets them as the app does.
 */
import { deviceStore, tabStore } from './browserStore';
import { keepForPerson } from './personEntries';

const SHOWN = 'gh:dashboard-shown';
const FIRST_HERE = 'gh:first-visit';

/** Whether this browser has not shown `key`'s dashboard before, or first showed it in this tab. */
export const isFirstVisit = (key: string): boolean => deviceStore.read(SHOWN) !== key || tabStore.read(FIRST_HERE) === key;

/** Marks `key`'s dashboard as shown here, and this tab as the one that showed it first. */
export function markShown(key: string): void {
  if (!key || deviceStore.read(SHOWN) === key) return;
  keepForPerson(key, SHOWN, key);
  tabStore.keep(FIRST_HERE, key);
}
