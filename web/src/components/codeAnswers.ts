/**
 * The answers of the one-time code calls (ask for a code, verify it: /login and the
 * registration code step) in the page's language. The server's words stay the
 * contract (spec section 8); the page shows the signin area's, found by the answer's code (a
 * wrong code with the tries its message names), and any other answer as components/serverText.ts
 * says it. A code refused for now names the support phone, and the limit's refusal the time to
 * try again on the person's clock. The pages that show these load the signin and api areas.
 */
import { OTP_TTL_MS } from '@gh/common/constants';
import type { ErrorCode } from '@gh/common/errors';
import type { Lang } from '@gh/common/i18n';
import { timeIn } from '@gh/common/locale-format';
import { SERVER_MESSAGES, triesLeftIn } from '@gh/common/messages';
import { SUPPORT } from '@gh/common/support';
import type { Translate } from '@gh/common/translate';
import type { MessageKey } from '../i18n/areas';
import { useLang, useT } from '../i18n/I18n';
import { ApiError } from '../lib/api';
import { useServerText, type ServerText } from './serverText';

const CODE_ANSWERS: Partial<Record<ErrorCode, MessageKey>> = {
  codeInvalid: 'signin.answer.codeInvalid',
  codeStillWorks: 'signin.answer.codeStillWorks',
  codeCooldown: 'signin.answer.codeCooldown',
  codeExpired: 'signin.answer.codeExpired',
  codeTriesUsed: 'signin.answer.codeTriesUsed',
  mailFailed: 'signin.answer.mailFailed',
  phoneNotRegistered: 'signin.answer.phoneNotRegistered',
  phoneProofInvalid: 'signin.answer.phoneProofInvalid',
  phoneNotForm: 'signin.answer.phoneNotForm',
};

/** The limits' refusals, which say the time to ask again on the person's clock. */
const LIMIT_ANSWERS: Partial<Record<ErrorCode, MessageKey>> = {
  codeRequestsLimited: 'signin.answer.codeRequestsLimited',
  phoneCodesLimited: 'signin.answer.phoneCodesLimited',
  smsDailyLimit: 'signin.answer.smsDailyLimit',
};

/** The code calls' answers in the words of `t`, any other as `said` says it. */
export function codeAnswers(t: Translate<MessageKey>, said: ServerText, lang: Lang): ServerText {
  return {
    success: (message) => (message === SERVER_MESSAGES.codeSent ? t('signin.answer.codeSent') : said.success(message)),
    failure: (error) => {
      const code = error instanceof ApiError ? error.code : null;
      const tries = code === 'codeWrong' && error instanceof Error ? triesLeftIn(error.message) : null;
      if (tries !== null) return t('signin.answer.codeWrong', { tries });
      const limit = code ? LIMIT_ANSWERS[code] : undefined;
      if (limit && error instanceof ApiError && error.retryAt) {
        return t(limit, { time: timeIn(error.retryAt, lang), phone: SUPPORT.phone });
      }
      const key = code ? CODE_ANSWERS[code] : undefined;
      return key ? t(key, { minutes: OTP_TTL_MS / 60_000, phone: SUPPORT.phone }) : said.failure(error);
    },
  };
}

export const useCodeAnswers = (): ServerText => codeAnswers(useT(), useServerText(), useLang());
