/**
 * How the API fails: routers throw HttpError (Express 5 forwards rejected promises of async
 * handlers here too); anything else is a bug, logged in full and answered without details.
 */
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { logger } from 'firebase-functions/logger';
import { SERVER_MESSAGES } from '@gh/common/messages';

/** An answer meant for the caller: its message is sent as is. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: number,
    message: string,
    /** Sent as Retry-After with a 429 or 503: when asking again makes sense. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const notFound: RequestHandler = (_req, res) => {
  res.status(404).json({ message: SERVER_MESSAGES.notFound });
};

/** The shape of errors body-parser raises (http-errors): a status and whether it is the caller's fault. */
interface ClientError {
  status: number;
  expose: boolean;
  type?: string;
  message: string;
}

/** body-parser's error types (http-errors), by what went wrong. */
const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  'entity.parse.failed': SERVER_MESSAGES.badJson,
  'entity.too.large': SERVER_MESSAGES.requestTooLarge,
};

function isClientError(err: unknown): err is ClientError {
  const e = err as Partial<ClientError> | null;
  return (
    typeof e === 'object' && e !== null &&
    // The router's own URIError (a malformed %-escape in the path) carries a 400 but no expose.
    (e.expose === true || err instanceof URIError) &&
    typeof e.status === 'number' && e.status >= 400 && e.status < 500
  );
}

export const errorHandler: ErrorRequestHandler = (err: unknown, req, res, next) => {
  // Too late to answer: let Express close the connection.
  if (res.headersSent) return next(err);

  if (err instanceof HttpError) {
    if (err.retryAfterSeconds !== undefined) res.set('Retry-After', String(Math.max(1, Math.ceil(err.retryAfterSeconds))));
    res.status(err.status).json({ message: err.message });
  } else if (isClientError(err)) {
    // Our own words, never the parser's: those can quote the body or the path back.
    res.status(err.status).json({ message: CLIENT_ERROR_MESSAGES[err.type ?? ''] ?? SERVER_MESSAGES.badRequest });
  } else {
    // The Error itself goes first so Cloud Logging keeps its stack. The route pattern, not the
    // URL: paths carry admin keys and e-mail addresses.
    logger.error(err instanceof Error ? err : new Error(String(err)), {
      method: req.method,
      route: (req.route as { path?: string } | undefined)?.path ?? null,
    });
    res.status(500).json({ message: SERVER_MESSAGES.serverError });
  }
};
