/**
 * The api's answers in the page's language (issue 15). The server's `message` strings stay the
 * spec's English (section 8); the page shows the api area's translation instead, found
 * by the error's code, or for a success, which has none, by the SERVER_MESSAGES entry its
 * message is. An answer the area does not list shows as the server said it.
 */
import { SERVER_MESSAGES } from '@gh/common/messages';
import { useHasMessage, useT } from '../i18n/I18n';
import { ApiError } from '../lib/api';

const entryOf = (message: string): string | undefined =>
  Object.entries(SERVER_MESSAGES).find(([, said]) => said === message)?.[0];

export interface ServerText {
  /** A success's message. */
  success: (message: string) => string;
  /** A failed call's: its code's translation, or the server's (or the browser's) own words. */
  failure: (error: unknown) => string;
}

export function useServerText(): ServerText {
  const t = useT();
  const has = useHasMessage();
  const translated = (name: string | null | undefined): string | null => {
    const key = `api.${name ?? ''}`;
    return name && has(key) ? t(key) : null;
  };
  return {
    success: (message) => translated(entryOf(message)) ?? message,
    failure: (error) => {
      if (!(error instanceof Error)) return String(error);
      // Status 0: the server was not reached, so the words are the browser side's (lib/api.ts).
      if (error instanceof ApiError) return translated(error.status === 0 ? 'unreachable' : error.code) ?? error.message;
      return error.message;
    },
  };
}
