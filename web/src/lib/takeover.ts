/**
 * The app taking over a page painted before it had loaded (the dashboard's first paint,
 * app/firstPaint.ts): the app renders off screen, and the painted page gives way only once the
 * parts it drew have shown in the app's own render, in one step, so nothing flashes or moves
 * (app/takeover.ts). The parts say so as they mount (`useShownPart`).
 */
import { useEffect } from 'react';

/** What the first paint draws, which the app's render must show before it takes over. */
export type PaintedPart = 'page' | 'account';

const shown = new Set<PaintedPart>();
const heard = new Set<() => void>();

/** Resolves once every one of `parts` has shown in the app's render. */
export function partsShown(parts: readonly PaintedPart[]): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!parts.every((part) => shown.has(part))) return;
      heard.delete(check);
      resolve();
    };
    heard.add(check);
    check();
  });
}

/** Says that `part` has shown in the app's render (from its component, as it mounts). */
export function useShownPart(part: PaintedPart): void {
  useEffect(() => {
    shown.add(part);
    heard.forEach((check) => check());
  }, [part]);
}
