/**
 * A signed-in person's language, saved on their document (PUT /language) so their e-mails are
 * written in it. Loaded only when a signed-in person switches: it brings the auth SDK.
 */
import type { Lang } from '@gh/common/i18n';
import { apiRequest } from './api';
import { currentIdToken } from './idToken';

/** How long a switch waits for the save before the page changes anyway. */
export const SAVE_LANGUAGE_WAIT_MS = 4000;

/** Saves `lang`; resolves either way, within SAVE_LANGUAGE_WAIT_MS (the next switch saves again). */
export async function saveLanguage(lang: Lang): Promise<void> {
  const signal = AbortSignal.timeout(SAVE_LANGUAGE_WAIT_MS);
  const save = (async () => apiRequest('saveLanguage', { body: { lang }, token: await currentIdToken(), signal }))();
  const timeout = new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
  await Promise.race([save, timeout]).catch(() => {});
}
