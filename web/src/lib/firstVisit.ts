/**
 * Whether the signed-in person is here for the first time, so their dashboard greets them with
 * "Welcome", not "Welcome back": this browser has not shown them their dashboard before (a mark
 * in localStorage, kept only while the session is theirs and forgotten at Sign Out), or first
 * showed it in this tab (a reload of a first visit is still one). A first visit on another phone
 * greets them so there too: "Welcome" is never wrong, and "Welcome back" is, to a mother whose
 * daughter registered her elsewhere.
 */
import { useEffect, useState } from 'react';
import { deviceStore, tabStore } from './browserStore';
import { keepForPerson } from './personEntries';

const SHOWN = 'gh:dashboard-shown';
const FIRST_HERE = 'gh:first-visit';

export function useFirstVisit(email: string): boolean {
  const key = email.trim().toLowerCase();
  const [first] = useState(() => deviceStore.read(SHOWN) !== key || tabStore.read(FIRST_HERE) === key);
  useEffect(() => {
    if (!key || deviceStore.read(SHOWN) === key) return;
    keepForPerson(key, SHOWN, key);
    tabStore.keep(FIRST_HERE, key);
  }, [key]);
  return first;
}
