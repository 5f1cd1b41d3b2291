/**
 * Who has just registered in this tab, so their first dashboard greets them with "Welcome", not
 * "Welcome back". Kept for the tab (a reload still greets them so); a later sign-in is a return.
 */
import { tabStore } from './browserStore';

const KEY = 'gh:justRegistered';

export function markJustRegistered(email: string): void {
  tabStore.keep(KEY, email.toLowerCase());
}

export function justRegistered(email: string): boolean {
  return tabStore.read(KEY) === email.toLowerCase();
}
