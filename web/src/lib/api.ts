/**
 * The one client for the api function. Calls are named after the shared route table
 * (@gh/common/routes), so the web app and the functions cannot drift apart on a path.
 */
import { API, API_PREFIX, apiPath, type ApiName } from '@gh/common/routes';

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
  /**
   * Called as a multipart body goes out, with the share sent so far (0 to 1). Browsers report
   * upload progress only to XMLHttpRequest, so such a call is sent with it instead of fetch.
   */
  onUploadProgress?: (sent: number) => void;
}

/** What either transport answers: enough to read the body and judge success. */
interface RawAnswer {
  ok: boolean;
  status: number;
  statusText: string;
  text: string;
}

/**
 * A failed call. `message` is the server's own message (spec section 8: pages match on these
 * exact strings). `status` is the HTTP status, or 0 when the server could not be reached.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly data: unknown;

  constructor(status: number, message: string, data: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
  }
}

export const NETWORK_ERROR_MESSAGE = 'We could not reach Golden Hearts. Please check your connection and try again.';

function parseBody(text: string): unknown {
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

async function viaFetch(url: string, init: RequestInit): Promise<RawAnswer> {
  const response = await fetch(url, init);
  return { ok: response.ok, status: response.status, statusText: response.statusText, text: await response.text() };
}

/** The same request through XMLHttpRequest, reporting upload progress; rejects as fetch would. */
function viaXhr(url: string, init: RequestInit, onUploadProgress: (sent: number) => void): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'GET', url);
    for (const [name, value] of Object.entries(init.headers as Record<string, string>)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onUploadProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      onUploadProgress(1);
      resolve({ ok: xhr.status >= 200 && xhr.status < 300, status: xhr.status, statusText: xhr.statusText, text: xhr.responseText });
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('The request was aborted', 'AbortError'));
    init.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(init.body as XMLHttpRequestBodyInit | null | undefined);
  });
}

/** Calls `name` and resolves with the parsed JSON answer; throws ApiError on any failure. */
export async function apiRequest<T = unknown>(name: ApiName, options: ApiRequestOptions = {}): Promise<T> {
  const { params, body, formData, token, signal, onUploadProgress } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (formData) {
    payload = formData;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  const url = API_PREFIX + apiPath(name, params);
  const init: RequestInit = { method: API[name].method, headers, body: payload, signal };
  let answer: RawAnswer;
  try {
    answer = formData && onUploadProgress ? await viaXhr(url, init, onUploadProgress) : await viaFetch(url, init);
  } catch (error) {
    if (signal?.aborted) throw error; // the caller cancelled: not a failure to report
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }

  const data = parseBody(answer.text);
  if (!answer.ok) throw new ApiError(answer.status, messageOf(data, answer.statusText || 'Request failed'), data);
  return data as T;
}
