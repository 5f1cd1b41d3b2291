/**
 * One call of a member's page at a time (Connect, the senior's answer, taking back a No): which
 * one is running, to keep its buttons busy, and what came of it, said on the page in its
 * language. The live documents show the result.
 */
import { useState } from 'react';
import type { ErrorCode } from '@gh/common/errors';
import type { Outcome } from './outcome';
import { useServerText } from './serverText';
import type { MessageKey } from '../i18n/areas';
import { useT } from '../i18n/I18n';
import { ApiError } from '../lib/api';

export interface PendingCall<K> {
  pending: K | null;
  outcome: Outcome | null;
  run: (key: K, call: () => Promise<{ message: string }>) => Promise<void>;
  dismiss: () => void;
}

/** Refusals this page words its own way, by code: what to do next rather than what went wrong. */
export type FailureMessages = Readonly<Partial<Record<ErrorCode, MessageKey>>>;

export function usePendingCall<K>(failures: FailureMessages = {}): PendingCall<K> {
  const t = useT();
  const said = useServerText();
  const [pending, setPending] = useState<K | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function run(key: K, call: () => Promise<{ message: string }>) {
    setPending(key);
    setOutcome(null);
    try {
      setOutcome({ severity: 'success', message: said.success((await call()).message) });
    } catch (error) {
      const own = error instanceof ApiError && error.code ? failures[error.code] : undefined;
      setOutcome({ severity: 'error', message: own ? t(own) : said.failure(error) });
    } finally {
      setPending(null);
    }
  }

  return { pending, outcome, run, dismiss: () => setOutcome(null) };
}
