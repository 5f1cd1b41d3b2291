/**
 * Whether the signed-in person is here for the first time, so their dashboard greets them with
 * "Welcome", not "Welcome back": this browser has not shown them their dashboard before (a mark
 * in localStorage, kept only while the session is theirs and forgotten at Sign Out), or first
 * showed it in this tab (a reload of a first visit is still one). A first visit on another phone
 * greets them so there too: "Welcome" is never wrong, and "Welcome back" is, to a mother whose
 * daughter registered her elsewhere.
 */
import { useEffect, useState } from 'react';
import { isFirstVisit, markShown } from './firstVisitMark';

export function useFirstVisit(email: string): boolean {
  const key = email.trim().toLowerCase();
  const [first] = useState(() => isFirstVisit(key));
  useEffect(() => markShown(key), [key]);
  return first;
}
