/**
 * POST /circle/accept's refusals in the invitee's words: what to do next, which is asking the
 * senior to invite again (her new mail brings a code this page takes), since an invitee cannot
 * ask for a code. A wrong code and the limits say what the sign-in says (codeAnswers.ts).
 */
import { OTP_TTL_MS } from '@gh/common/constants';
import type { ErrorCode } from '@gh/common/errors';
import type { MessageKey } from '../../i18n/areas';
import { useT } from '../../i18n/I18n';
import { useCodeAnswers } from '../../components/codeAnswers';
import { ApiError } from '../../lib/api';

const OWN_WORDS: Partial<Record<ErrorCode, MessageKey>> = {
  circleInviteInvalid: 'circle.inviteInvalid',
  codeInvalid: 'circle.codeUsedUp',
  codeTriesUsed: 'circle.codeUsedUp',
  codeExpired: 'circle.codeExpired',
};

export interface JoinFailure {
  message: string;
  /** Typing the code again may help; otherwise the message says what to do. */
  retry: boolean;
  /** The invitation itself is over: no code joins it, whatever the address typed with it. */
  over: boolean;
}

/** A failed join in the page's language. */
export function useJoinFailure(): (error: unknown) => JoinFailure {
  const t = useT();
  const codeAnswers = useCodeAnswers();
  return (error) => {
    const code = error instanceof ApiError ? error.code : null;
    const own = code ? OWN_WORDS[code] : undefined;
    return own
      ? { message: t(own, { minutes: OTP_TTL_MS / 60_000 }), retry: false, over: code === 'circleInviteInvalid' }
      : { message: codeAnswers.failure(error), retry: true, over: false };
  };
}
