/**
 * 'Connect' on a match (spec section 4): the volunteer asks to be linked with a senior. The
 * live documents show the result; this keeps the button busy, says what went wrong, and names
 * the senior just asked, so the card says so where the button was, until the request ends.
 */
import { useState } from 'react';
import type { MatchItem } from '@gh/common/documents';
import type { Outcome } from '../../components/outcome';
import { apiRequest } from '../../lib/api';
import { currentIdToken } from '../../lib/idToken';
import { usePendingCall } from './usePendingCall';

export interface ConnectState {
  /** The senior being connected to, while the call runs. */
  pending: string | null;
  outcome: Outcome | null;
  /** The senior the volunteer has asked to visit, from the call's success while the request stands. */
  asked: MatchItem | null;
  connect: (match: MatchItem) => Promise<void>;
  dismiss: () => void;
}

/** `linkedTo`: whom the volunteer's live document says they are linked with. */
export function useConnect(volunteerEmail: string, linkedTo: string | null): ConnectState {
  const { pending, outcome, run, dismiss } = usePendingCall<string>();
  const [chosen, setChosen] = useState<MatchItem | null>(null);
  // Before the link the call made arrives, no link is no news; once it has come, its end (the
  // senior's No, the admin's unlink) ends the note and brings the matches back.
  const [linkSeen, setLinkSeen] = useState(false);
  const linked = chosen !== null && linkedTo === chosen.email;
  if (linked && !linkSeen) setLinkSeen(true);
  const standing = outcome?.severity === 'success' && (linked || !linkSeen);
  const connect = (match: MatchItem) => {
    setChosen(match);
    setLinkSeen(false);
    return run(match.email, async () =>
      apiRequest<{ message: string }>('connect', {
        body: { volunteerEmail, seniorEmail: match.email },
        token: await currentIdToken(),
      }),
    );
  };
  return { pending, outcome, asked: standing ? chosen : null, connect, dismiss };
}
