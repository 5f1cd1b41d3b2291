/**
 * The references of applications this browser sent again for an address that had one (the
 * 409 answer carries one), kept in localStorage for the day the e-mailed link works, so that
 * the link, opened in any tab of this browser, puts the newest of them in place of the first.
 * Storage can throw (disabled, some private modes): then nothing is kept, and the link says so.
 */
import { APPLICATION_REPLACEMENT } from '@gh/common/constants';
import { deviceStore } from '../../lib/browserStore';
import { DEVICE_CHOICES } from '../../lib/personKeys';

const KEY = DEVICE_CHOICES.replacements;

interface Kept {
  reference: string;
  savedAt: number;
}

function read(now: number): Kept[] {
  const kept = deviceStore.read(KEY);
  if (!Array.isArray(kept)) return [];
  return kept.filter(
    (one: Partial<Kept> | null): one is Kept =>
      typeof one?.reference === 'string' && typeof one.savedAt === 'number' && now - one.savedAt < APPLICATION_REPLACEMENT.ttlMs,
  );
}

function write(kept: Kept[]): void {
  // Not kept when the browser refuses: the link will say that nothing was sent again from here.
  if (kept.length) deviceStore.keep(KEY, kept);
  else deviceStore.forget(KEY);
}

export function keepReplacement(reference: string, now = Date.now()): void {
  write([...read(now), { reference, savedAt: now }].slice(-APPLICATION_REPLACEMENT.referencesKept));
}

/** The references still good, newest last. */
export const keptReplacements = (now = Date.now()): string[] => read(now).map((kept) => kept.reference);

/** After one was put in place: the others were older, for the same person. */
export const forgetReplacements = (): void => write([]);
