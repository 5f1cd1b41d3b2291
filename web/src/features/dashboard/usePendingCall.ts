/**
 * One dashboard call at a time (Connect, the senior's answer): which one is running, to keep
 * its buttons busy, and what came of it, said on the page. The live documents show the result.
 */
import { useState } from 'react';
import { failureOutcome, type Outcome, type OutcomeTable } from '../../components/outcome';

export interface PendingCall<K> {
  pending: K | null;
  outcome: Outcome | null;
  run: (key: K, call: () => Promise<{ message: string }>) => Promise<void>;
  dismiss: () => void;
}

/** `failures`: what to say for a refusal's code instead of the server's message. */
export function usePendingCall<K>(failures: OutcomeTable = {}): PendingCall<K> {
  const [pending, setPending] = useState<K | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function run(key: K, call: () => Promise<{ message: string }>) {
    setPending(key);
    setOutcome(null);
    try {
      setOutcome({ severity: 'success', message: (await call()).message });
    } catch (error) {
      setOutcome(failureOutcome(error, failures));
    } finally {
      setPending(null);
    }
  }

  return { pending, outcome, run, dismiss: () => setOutcome(null) };
}
