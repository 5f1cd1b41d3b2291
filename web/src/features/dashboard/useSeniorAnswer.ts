/**
 * The senior's Yes or No to a volunteer's request (POST /senior/answer). The live documents
 * show the result; this keeps the buttons busy and says what happened, also after a No has
 * removed the request from the page.
 */
import { useState } from 'react';
import type { SeniorAnswer } from '@gh/common/constants';
import type { Outcome } from '../../components/outcome';
import { apiRequest } from '../../lib/api';
import { currentIdToken } from '../../lib/idToken';

export interface SeniorAnswerState {
  pending: SeniorAnswer | null;
  outcome: Outcome | null;
  answer: (volunteerEmail: string, answer: SeniorAnswer) => Promise<void>;
  dismiss: () => void;
}

export function useSeniorAnswer(): SeniorAnswerState {
  const [pending, setPending] = useState<SeniorAnswer | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function answer(volunteerEmail: string, said: SeniorAnswer) {
    setPending(said);
    setOutcome(null);
    try {
      const reply = await apiRequest<{ message: string }>('seniorAnswer', {
        body: { volunteerEmail, answer: said },
        token: await currentIdToken(),
      });
      setOutcome({ severity: 'success', message: reply.message });
    } catch (error) {
      setOutcome({ severity: 'error', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setPending(null);
    }
  }

  return { pending, outcome, answer, dismiss: () => setOutcome(null) };
}
