/**
 * Hands a file fetched with a session (the admin's CSV, a member's own data) to the browser's
 * own downloads: a link to a Blob URL, clicked. A plain link to the api could not carry the
 * session's Authorization header.
 */
import type { ApiFile } from './api';

/** How long the Blob URL outlives the click: the browser reads it after the click returns. */
const KEEP_URL_MS = 60_000;

export function saveDownload({ blob, filename }: ApiFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), KEEP_URL_MS);
}
