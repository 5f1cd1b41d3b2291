/**
 * Check-ins and check-outs a volunteer tapped with no network, kept on the phone with the
 * moment they were tapped until they can be sent (the server counts them from then, within
 * TAPPED_MOMENT). In localStorage, so a reload or a closed tab loses none; one list, for the
 * person signed in, forgotten at Sign Out. Storage can throw: then nothing is kept, and the
 * volunteer is told so.
 */
import { deviceStore } from './browserStore';
import { keepForPerson } from './personEntries';

const KEY = 'gh:queued-visit-steps';

export type VisitStep = 'in' | 'out';

export interface QueuedStep {
  step: VisitStep;
  /** The visit's id. */
  id: string;
  /** When it was tapped (ms). */
  at: number;
  /** A check-out's note. */
  note?: string;
}

interface Stored {
  email: string;
  steps: QueuedStep[];
}

function read(email: string): QueuedStep[] {
  const stored = deviceStore.read(KEY) as Partial<Stored> | null;
  return stored?.email === email && Array.isArray(stored.steps) ? stored.steps : [];
}

/** Whether the list is kept: not when the browser refuses, nor once `email` has signed out here. */
function write(email: string, steps: QueuedStep[]): boolean {
  if (steps.length) return keepForPerson(email, KEY, { email, steps } satisfies Stored);
  deviceStore.forget(KEY);
  return true;
}

/** `email`'s kept steps, in the order they were tapped. */
export const queuedSteps = (email: string): QueuedStep[] => [...read(email)].sort((a, b) => a.at - b.at);

/** Keeps `step`, in place of one of the same kind for the same visit; false when it could not. */
export function queueStep(email: string, step: QueuedStep): boolean {
  return write(email, [...read(email).filter((kept) => kept.step !== step.step || kept.id !== step.id), step]);
}

export function dropStep(email: string, { step, id }: Pick<QueuedStep, 'step' | 'id'>): void {
  void write(
    email,
    read(email).filter((kept) => kept.step !== step || kept.id !== id),
  );
}
