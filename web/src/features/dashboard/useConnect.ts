/**
 * 'Connect' on a match (spec section 4): the volunteer asks to be linked with a senior. The
 * live documents show the result; this keeps the button busy and says what went wrong.
 */
import { useState } from 'react';
import type { Outcome } from '../../components/outcome';
import { apiRequest } from '../../lib/api';
import { currentIdToken } from '../../lib/idToken';

export interface ConnectState {
  /** The senior being connected to, while the call runs. */
  pending: string | null;
  outcome: Outcome | null;
  connect: (seniorEmail: string) => Promise<void>;
  dismiss: () => void;
}

export function useConnect(volunteerEmail: string): ConnectState {
  const [pending, setPending] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function connect(seniorEmail: string) {
    setPending(seniorEmail);
    setOutcome(null);
    try {
      const answer = await apiRequest<{ message: string }>('connect', {
        body: { volunteerEmail, seniorEmail },
        token: await currentIdToken(),
      });
      setOutcome({ severity: 'success', message: answer.message });
    } catch (error) {
      setOutcome({ severity: 'error', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setPending(null);
    }
  }

  return { pending, outcome, connect, dismiss: () => setOutcome(null) };
}
