/** The class of the shells' "Loading…" block (openingShell.ts): main.tsx renders over it, never hydrates it. */
export const OPENING_CLASS = 'gh-opening';
