/**
 * How a service says no: a ServiceError carries a stable code (@gh/common/errors) and the
 * spec's exact message for it; it knows nothing of HTTP. http/errors.ts maps the code to a
 * status (one table) and answers `{message, code}`; the adminSession callable maps the same.
 *
 * Converting an old throw is mechanical: `new HttpError(409, SERVER_MESSAGES.emailExists)`
 * becomes `new ServiceError('emailExists')` (the code is the SERVER_MESSAGES key); a
 * Retry-After moves along: `new HttpError(429, SERVER_MESSAGES.codeCooldown, s)` becomes
 * `new ServiceError('codeCooldown', { retryAfterSeconds: s })`. A new code goes into
 * ERROR_CODES (common/src/errors.ts) and, with its status, into http/errors.ts STATUS
 * (typecheck fails until it has one). Routers throw the same error for a request they refuse
 * before any service runs (no token, a bad body).
 */
import { errorMessage, isErrorCode, type ErrorCode } from '@gh/common/errors';
import type { z } from 'zod';

interface Details {
  /** When asking again makes sense (a 429 or 503): sent as Retry-After. */
  retryAfterSeconds?: number;
  /** Instead of the code's own message: only where the case names more (invalidInput's field). */
  message?: string;
  /** Fields the answer carries beside `message` and `code` (a reference only the caller gets). */
  answer?: Readonly<Record<string, string>>;
}

export class ServiceError extends Error {
  override name = 'ServiceError';
  readonly retryAfterSeconds: number | undefined;
  readonly answer: Readonly<Record<string, string>>;

  constructor(
    readonly code: ErrorCode,
    { retryAfterSeconds, message = errorMessage(code), answer = {} }: Details = {},
  ) {
    super(message);
    this.retryAfterSeconds = retryAfterSeconds;
    this.answer = answer;
  }
}

/**
 * A request that fails its schema: the first problem, as its own code where the schema names
 * one (`params.code`, e.g. visitTooLong), else invalidInput with the schema's message.
 */
export function inputError(error: z.ZodError): ServiceError {
  const issue = error.issues[0];
  const code = issue?.code === 'custom' ? (issue.params as { code?: unknown } | undefined)?.code : undefined;
  return isErrorCode(code) ? new ServiceError(code) : new ServiceError('invalidInput', { message: issue?.message });
}
