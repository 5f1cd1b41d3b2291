/**
 * The senior's Yes or No to a volunteer's request (POST /senior/answer). The live documents
 * show the result; this keeps the buttons busy and says what happened, also after a No has
 * removed the request from the page.
 */
import type { SeniorAnswer } from '@gh/common/constants';
import type { Outcome } from '../../components/outcome';
import { apiRequest } from '../../lib/api';
import { currentIdToken } from '../../lib/idToken';
import { usePendingCall } from './usePendingCall';

export interface SeniorAnswerState {
  pending: SeniorAnswer | null;
  outcome: Outcome | null;
  answer: (volunteerEmail: string, answer: SeniorAnswer) => Promise<void>;
  dismiss: () => void;
}

export function useSeniorAnswer(): SeniorAnswerState {
  const { pending, outcome, run, dismiss } = usePendingCall<SeniorAnswer>();
  const answer = (volunteerEmail: string, said: SeniorAnswer) =>
    run(said, async () =>
      apiRequest<{ message: string }>('seniorAnswer', {
        body: { volunteerEmail, answer: said },
        token: await currentIdToken(),
      }),
    );
  return { pending, outcome, answer, dismiss };
}
