/**
 * A volunteer's check-in and check-out with or without a network. Tapped offline (or when the
 * call cannot reach the server), a step is kept on the phone with its moment (lib/queuedSteps.ts)
 * and said so; it is sent, with that moment, as soon as the browser is back online, or when the
 * dashboard next opens online. A refusal of a kept step is said, and the step dropped: the
 * server's answer is final.
 */
import { useEffect, useState } from 'react';
import { clockIn } from '@gh/common/locale-format';
import type { Outcome } from '../../components/outcome';
import { useServerText } from '../../components/serverText';
import { useLang, useT } from '../../i18n/I18n';
import { ApiError } from '../../lib/api';
import { dropStep, queueStep, queuedSteps, type QueuedStep, type VisitStep } from '../../lib/queuedSteps';
import type { VisitCalls } from './visitCalls';

/** The server answered (it said yes or no): anything else leaves the step for later. */
const answered = (error: unknown) => error instanceof ApiError && error.status > 0;

export interface VisitSteps {
  /** The steps kept on this phone, not sent yet. */
  queued: readonly QueuedStep[];
  /** Takes a step now: the server's answer, or the words saying it is kept on the phone. */
  take: (step: VisitStep, id: string, note?: string) => Promise<{ message: string }>;
  /** What came of sending the kept steps. */
  sent: Outcome | null;
  dismissSent: () => void;
}

export function useVisitSteps(email: string, api: Pick<VisitCalls, 'checkIn' | 'checkOut'>): VisitSteps {
  const t = useT();
  const lang = useLang();
  const said = useServerText();
  const [queued, setQueued] = useState<readonly QueuedStep[]>(() => queuedSteps(email));
  const [sent, setSent] = useState<Outcome | null>(null);
  // Sent at once (no `at`), the server's clock says when; kept, the moment it was tapped goes with it.
  const send = ({ step, id, note, at }: Omit<QueuedStep, 'at'> & { at?: number }) =>
    step === 'in' ? api.checkIn(id, at) : api.checkOut(id, note ?? '', at);

  async function take(step: VisitStep, id: string, note = ''): Promise<{ message: string }> {
    const tapped: QueuedStep = { step, id, at: Date.now(), ...(step === 'out' && { note }) };
    if (navigator.onLine) {
      try {
        return await send({ step, id, note });
      } catch (error) {
        if (answered(error)) throw error;
      }
    }
    // Never "saved" when it was not: the volunteer taps again rather than trusting a lost step.
    if (!queueStep(email, tapped)) throw new Error(t('dashboard.notKept'));
    setQueued(queuedSteps(email));
    return { message: t('dashboard.keptOnPhone', { time: clockIn(tapped.at, lang) }) };
  }

  useEffect(() => {
    let sending = false;
    async function sendKept() {
      if (sending || !navigator.onLine) return;
      sending = true;
      try {
        for (const step of queuedSteps(email)) {
          try {
            await send(step);
            setSent({ severity: 'success', message: t('dashboard.keptSent', { step: step.step, time: clockIn(step.at, lang) }) });
          } catch (error) {
            if (!answered(error)) break;
            setSent({ severity: 'error', message: said.failure(error) });
          }
          dropStep(email, step);
          setQueued(queuedSteps(email));
        }
      } finally {
        sending = false;
      }
    }
    void sendKept();
    window.addEventListener('online', sendKept);
    return () => window.removeEventListener('online', sendKept);
    // Once per person; the calls and words of the first render serve every later send.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [email]);

  return { queued, take, sent, dismissSent: () => setSent(null) };
}
