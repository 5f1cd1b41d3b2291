/**
 * What a page tells the person after a call (spec section 8): a message, and for some
 * outcomes the page to go on to. Each feature keeps its own table, keyed by the answer's
 * error code (@gh/common/errors), so a wording fix on the server cannot break a redirect.
 */
import type { ErrorCode } from '@gh/common/errors';
import { ApiError } from '../lib/api';

export interface Outcome {
  message: string;
  severity: 'error' | 'success' | 'info';
  /** The dialog's heading when the outcome leads on; by default 'Please note'. */
  title?: string;
  /** Where the message leads; the person reads it first, then follows this link (with `state`). */
  next?: { to: string; label: string; state?: unknown };
}

/** Error codes to what the person should read and do. */
export type OutcomeTable = Readonly<Partial<Record<ErrorCode, Omit<Outcome, 'severity'>>>>;

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * The outcome of a failed call: the one its code lists, or else what `say` makes of the error
 * (the page's language, components/serverText.ts), by default the server's own message as it is.
 */
export function failureOutcome(error: unknown, table: OutcomeTable, say = messageOf): Outcome {
  const listed = error instanceof ApiError && error.code ? table[error.code] : undefined;
  return { severity: 'error', ...(listed ?? { message: say(error) }) };
}
