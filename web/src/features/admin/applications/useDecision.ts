/**
 * Approving or rejecting an application (spec section 7, PUT /{key}/approve-application and
 * /reject-application) with an Undo. The confirmation shows once the server
 * agrees, with an Undo for as long as its answer says (`undoMs`: DECISION_UNDO_MS, shorter only
 * in the local stack's tests). After that the decision is final everywhere, and
 * the page asks the server to mail due decisions at once; if the page has closed, the server's
 * sweep mails them within a minute or two. A coordinator's page does not ask (the call is the
 * owners'): the sweep mails their decisions.
 * One call at a time per application, so a double click decides once.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MessageKey } from '../../../i18n/areas';
import { useT } from '../../../i18n/I18n';
import { adminRequest } from '../../../lib/adminAuth';
import type { Notice } from '../shared/AdminNotice';
import { useErrorText } from '../shared/errorText';

export type DecisionKind = 'approve' | 'reject';

const CALLS = { approve: 'approveApplication', reject: 'rejectApplication' } as const;
const CONFIRMATIONS: Record<DecisionKind, MessageKey> = { approve: 'admin.volunteerApproved', reject: 'admin.volunteerRejected' };
/** Ask a little after the window, so the server's clock has surely passed it. */
const FINALIZE_AFTER_MS = 1000;

const finalize = () => adminRequest('finalizeDecisions').catch(() => undefined);

/**
 * `onUndone` gets the e-mail whose decision was undone, so the page can put focus back on it;
 * `sweep` false (a coordinator's page, or an owner's before its session is known) leaves the
 * mailing of due decisions to the server's sweep, or to when it turns true.
 */
export function useDecision(notify: (notice: Notice) => void, onUndone: (email: string) => void, sweep = true) {
  const t = useT();
  const errorText = useErrorText();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  // Decisions an earlier visit left unmailed go now; pending timers end with the page.
  useEffect(() => {
    const pending = timers.current;
    if (sweep) void finalize();
    return () => pending.forEach(clearTimeout);
  }, [sweep]);

  function mark(email: string, on: boolean) {
    setBusy((current) => {
      const next = new Set(current);
      if (on) next.add(email);
      else next.delete(email);
      return next;
    });
  }

  async function undo(email: string) {
    try {
      await adminRequest('undoDecision', { body: { type: 'volunteer', email } });
      notify({ severity: 'success', message: t('admin.decisionUndone') });
      onUndone(email);
    } catch (error) {
      notify({ severity: 'error', message: errorText(error) });
    }
  }

  /** True when the server agreed. A rejection may carry the admin's reason. */
  async function decide(kind: DecisionKind, email: string, reason = ''): Promise<boolean> {
    if (busy.has(email)) return false;
    mark(email, true);
    try {
      const { undoMs } = await adminRequest<{ undoMs: number }>(CALLS[kind], {
        body: { type: 'volunteer', email, ...(kind === 'reject' && reason && { reason }) },
      });
      if (sweep) {
        const timer = setTimeout(() => {
          timers.current.delete(timer);
          void finalize();
        }, undoMs + FINALIZE_AFTER_MS);
        timers.current.add(timer);
      }
      notify({ severity: 'success', message: t(CONFIRMATIONS[kind]), undo: { until: Date.now() + undoMs, run: () => void undo(email) } });
      return true;
    } catch (error) {
      notify({ severity: 'error', message: errorText(error) });
      return false;
    } finally {
      mark(email, false);
    }
  }

  return { isBusy: (email: string) => busy.has(email), decide };
}

/**
 * useDecision for a Pending panel (ApplicationsList's `decisions`): the applicant whose decision
 * was undone receives focus once listed as pending again.
 */
export function usePendingDecisions(notify: (notice: Notice) => void, sweep = true) {
  const [restored, setRestored] = useState<string | null>(null);
  const onFocusEnded = useCallback(() => setRestored(null), []);
  return { ...useDecision(notify, setRestored, sweep), focusOn: restored, onFocusEnded };
}
