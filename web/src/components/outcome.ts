/**
 * What a page tells the person after a call (spec section 8): a message, and for some
 * outcomes the page to go on to. Each feature keeps its own table of server messages.
 */
export interface Outcome {
  message: string;
  severity: 'error' | 'success';
  /** Where the message leads; the person reads it first, then follows this link. */
  next?: { to: string; label: string };
}

/** Server messages (matched exactly, typos included) to what the person should read and do. */
export type OutcomeTable = Readonly<Record<string, Omit<Outcome, 'severity'>>>;

/** The outcome of a failed call: a listed message, or the server's own message as it is. */
export function failureOutcome(error: unknown, table: OutcomeTable): Outcome {
  const message = error instanceof Error ? error.message : String(error);
  // hasOwn: a message like 'constructor' must not find Object's own members.
  const listed = Object.hasOwn(table, message) ? table[message] : undefined;
  return { severity: 'error', ...(listed ?? { message }) };
}
