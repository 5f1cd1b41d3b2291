/**
 * 'Connect' on a match (spec section 4): the volunteer asks to be linked with a senior. The
 * live documents show the result; this keeps the button busy and says what went wrong.
 */
import type { Outcome } from '../../components/outcome';
import { apiRequest } from '../../lib/api';
import { currentIdToken } from '../../lib/idToken';
import { usePendingCall } from './usePendingCall';

export interface ConnectState {
  /** The senior being connected to, while the call runs. */
  pending: string | null;
  outcome: Outcome | null;
  connect: (seniorEmail: string) => Promise<void>;
  dismiss: () => void;
}

export function useConnect(volunteerEmail: string): ConnectState {
  const { pending, outcome, run, dismiss } = usePendingCall<string>();
  const connect = (seniorEmail: string) => run(seniorEmail, async () => apiRequest<{ message: string }>('connect', {
    body: { volunteerEmail, seniorEmail },
    token: await currentIdToken(),
  }));
  return { pending, outcome, connect, dismiss };
}
