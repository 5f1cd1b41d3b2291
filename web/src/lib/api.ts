/**
 * The one client for the api function. Calls are named after the shared route table
 * (@gh/common/routes), so the web app and the functions cannot drift apart on a path.
 */
import { isErrorCode, type ErrorCode } from '@gh/common/errors';
import { API, API_PREFIX, apiPath, type ApiName } from '@gh/common/api-routes';
import { to12Hour } from '@gh/common/time';

export interface ApiRequestOptions {
  /** Values for the `:name` segments of the route, e.g. `{ email }`. */
  params?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart (uploads); the browser sets the boundary header. */
  formData?: FormData;
  /** A Firebase ID token, sent as `Authorization: Bearer`. */
  token?: string | null;
  signal?: AbortSignal;
}

/**
 * A failed call. `message` is the server's own message (spec section 8), shown as it is;
 * `code` its stable error code, which pages key on (null when the answer had none: the server
 * was not reached, or something in between answered). `status` is the HTTP status, or 0 when
 * the server could not be reached.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | null;
  readonly data: unknown;
  /** For a limit's 429: when asking again works, 'H:MM' on the person's own clock (retryClock). */
  readonly retryAt: string | null;

  constructor(status: number, message: string, data: unknown = null, retryAt: string | null = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = codeOf(data);
    this.data = data;
    this.retryAt = retryAt;
  }
}

/** The answer's error code, when it carries one of ours. */
function codeOf(data: unknown): ErrorCode | null {
  return data && typeof data === 'object' && 'code' in data && isErrorCode(data.code) ? data.code : null;
}

export const NETWORK_ERROR_MESSAGE = 'We could not reach Golden Hearts. Please check your connection and try again.';

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function messageOf(data: unknown, fallback: string): string {
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string') {
    return data.message;
  }
  return typeof data === 'string' && data ? data : fallback;
}

/** The URL and request options of a call (apiRequest sends them with fetch, apiUpload with XHR). */
export function requestFor(name: ApiName, options: ApiRequestOptions): [string, RequestInit] {
  const { params, body, formData, token, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (formData) {
    payload = formData;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  return [API_PREFIX + apiPath(name, params), { method: API[name].method, headers, body: payload, signal }];
}

/**
 * A limit's 429 as a person can act on it: the clock time (on their own clock, rounded up to the
 * minute, 24-hour 'H:MM') after which the Retry-After header says asking again works.
 */
export function retryClock(retryAfterSeconds: number, now = Date.now()): string {
  const at = new Date(Math.ceil((now + retryAfterSeconds * 1000) / 60_000) * 60_000);
  return `${at.getHours()}:${String(at.getMinutes()).padStart(2, '0')}`;
}

/** That time in the error's message, in English (a page says it in its language: serverText.ts). */
export const tryAgainText = (clock: string): string => `Too many requests. Please try again after ${to12Hour(clock)}.`;

/** The limits whose 429 names the minute to try again. */
const LIMITS_WITH_TIME: readonly (ErrorCode | null)[] = ['tooManyRequests', 'codeRequestsLimited'];

/** The minute a limit's 429 names, when the answer is one with a Retry-After. */
function retryAtOf(response: Response, data: unknown): string | null {
  const retryAfter = Number(response.headers.get('retry-after') ?? NaN);
  return response.status === 429 && LIMITS_WITH_TIME.includes(codeOf(data)) && retryAfter > 0 ? retryClock(retryAfter) : null;
}

/** The parsed JSON answer of a response; throws ApiError with the server's message on failure. */
export async function answerOf<T>(response: Response): Promise<T> {
  const data = await readBody(response);
  if (!response.ok) {
    const retryAt = retryAtOf(response, data);
    const message = retryAt ? tryAgainText(retryAt) : messageOf(data, response.statusText || 'Request failed');
    throw new ApiError(response.status, message, data, retryAt);
  }
  return data as T;
}

/** Sends the call and answers the response as it came; ApiError when the server was not reached. */
async function send(name: ApiName, options: ApiRequestOptions): Promise<Response> {
  try {
    return await fetch(...requestFor(name, options));
  } catch (error) {
    if (options.signal?.aborted) throw error; // the caller cancelled: not a failure to report
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
}

/** Calls `name` and resolves with the parsed JSON answer; throws ApiError on any failure. */
export async function apiRequest<T = unknown>(name: ApiName, options: ApiRequestOptions = {}): Promise<T> {
  return answerOf<T>(await send(name, options));
}

/** A file a call answers with, and the name the server gives it (Content-Disposition). */
export interface ApiFile {
  blob: Blob;
  filename: string;
}

const FILENAME = /filename="([^"]+)"/;

/**
 * Calls `name` for a file (a download); throws ApiError on any failure, also when the body
 * breaks off half-way (the server cuts a download it cannot finish).
 */
export async function apiFile(name: ApiName, options: ApiRequestOptions = {}): Promise<ApiFile> {
  const response = await send(name, options);
  if (!response.ok) await answerOf(response);
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  return { blob, filename: FILENAME.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'download' };
}
