import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False in the prerendered HTML and while React hydrates it, true once the page is live (and
 * always true for a page rendered in the browser). Controls that need script (a menu toggle,
 * a form's fields and button) stay disabled until then, so nothing a person types or taps in
 * the first moment is lost or sent the browser's own way.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
