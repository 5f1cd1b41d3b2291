/**
 * Multipart calls that report how much of the body has gone out (0 to 1): browsers tell that
 * only to XMLHttpRequest, not to fetch. Apart from the transport, the same as apiRequest.
 */
import type { ApiName } from '@gh/common/api-routes';
import { ApiError, NETWORK_ERROR_MESSAGE, answerOf, requestFor, type ApiRequestOptions } from './api';

export async function apiUpload<T = unknown>(
  name: ApiName,
  options: ApiRequestOptions & { formData: FormData },
  onProgress: (sent: number) => void,
): Promise<T> {
  let response: Response;
  try {
    response = await send(...requestFor(name, options), onProgress);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  return answerOf<T>(response);
}

/** The request through XMLHttpRequest, answered as a fetch Response. */
function send(url: string, init: RequestInit, onUploadProgress: (sent: number) => void): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'GET', url);
    for (const [name, value] of Object.entries(init.headers as Record<string, string>)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onUploadProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      onUploadProgress(1);
      // A Response may not carry a body with these statuses.
      const body = [204, 205, 304].includes(xhr.status) ? null : xhr.responseText;
      const retryAfter = xhr.getResponseHeader('retry-after');
      resolve(
        new Response(body, { status: xhr.status, statusText: xhr.statusText, headers: retryAfter ? { 'retry-after': retryAfter } : {} }),
      );
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('The request was aborted', 'AbortError'));
    init.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(init.body as XMLHttpRequestBodyInit | null | undefined);
  });
}
