/**
 * The api's answers in the page's language. The server's `message` strings stay the
 * spec's English (section 8); the page shows the api area's translation instead, found
 * by the error's code, or for a success, which has none, by the SERVER_MESSAGES entry its
 * message is. A limit's 429 says the minute to try again (lib/api.ts `retryAt`) in the page's
 * clock words. An answer the area does not list shows as the server said it.
 */
import type { Lang } from '@gh/common/i18n';
import { timeIn } from '@gh/common/locale-format';
import { SERVER_MESSAGES } from '@gh/common/messages';
import type { Translate } from '@gh/common/translate';
import type { MessageKey } from '../i18n/areas';
import { useHasMessage, useLang, useT } from '../i18n/I18n';
import { ApiError } from '../lib/api';

const entryOf = (message: string): string | undefined => Object.entries(SERVER_MESSAGES).find(([, said]) => said === message)?.[0];

export interface ServerText {
  /** A success's message. */
  success: (message: string) => string;
  /** A failed call's: its code's translation, or the server's (or the browser's) own words. */
  failure: (error: unknown) => string;
}

/** ServerText in the words of `t`, for the messages `has` finds (the areas the page loaded). */
export function serverText(t: Translate<MessageKey>, has: (key: string) => boolean, lang: Lang): ServerText {
  const translated = (name: string | null | undefined): string | null => {
    const key = `api.${name ?? ''}`;
    return name && has(key) ? t(key as MessageKey) : null;
  };
  return {
    success: (message) => translated(entryOf(message)) ?? message,
    failure: (error) => {
      if (!(error instanceof Error)) return String(error);
      if (!(error instanceof ApiError)) return error.message;
      if (error.retryAt && has('api.tryAgainAfter')) return t('api.tryAgainAfter', { time: timeIn(error.retryAt, lang) });
      // Status 0: the server was not reached, so the words are the browser side's (lib/api.ts).
      return translated(error.status === 0 ? 'unreachable' : error.code) ?? error.message;
    },
  };
}

export const useServerText = (): ServerText => serverText(useT(), useHasMessage(), useLang());
