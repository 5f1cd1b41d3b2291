/**
 * Approving or rejecting an application (spec section 7, PUT /{key}/approve-application and
 * /reject-application). The confirmation shows only once the server agrees; otherwise the
 * server's own message. One call at a time per application, so a double click decides once.
 */
import { useState } from 'react';
import { SCREEN_MESSAGES } from '../../content/screenMessages';
import { adminRequest } from '../../lib/adminAuth';
import type { Notice } from './AdminNotice';

export type DecisionKind = 'approve' | 'reject';

const CALLS = { approve: 'approveApplication', reject: 'rejectApplication' } as const;
const CONFIRMATIONS = { approve: SCREEN_MESSAGES.volunteerApproved, reject: SCREEN_MESSAGES.volunteerRejected };

export function useDecision(notify: (notice: Notice) => void) {
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());

  async function decide(kind: DecisionKind, email: string) {
    if (busy.has(email)) return;
    setBusy((current) => new Set(current).add(email));
    try {
      await adminRequest(CALLS[kind], { body: { type: 'volunteer', email } });
      notify({ severity: 'success', message: CONFIRMATIONS[kind] });
    } catch (error) {
      notify({ severity: 'error', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy((current) => {
        const next = new Set(current);
        next.delete(email);
        return next;
      });
    }
  }

  return { isBusy: (email: string) => busy.has(email), decide };
}
