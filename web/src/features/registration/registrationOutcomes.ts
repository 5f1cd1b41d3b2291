/**
 * What the registration pages say after a failed call (spec section 8), in the page's language:
 * a volunteer without an accepted application is sent to apply, anyone already registered to
 * sign in, and the other answers only registration gives are the registration area's. Any other
 * answer is said as the code calls' answers are (components/codeAnswers.ts), or as the api area
 * translates the server's words (components/serverText.ts).
 */
import type { ErrorCode } from '@gh/common/errors';
import { PAGES } from '@gh/common/routes';
import { failureOutcome, type Outcome, type OutcomeTable } from '../../components/outcome';
import { useCodeAnswers } from '../../components/codeAnswers';
import type { MessageKey } from '../../i18n/areas';
import { useT } from '../../i18n/I18n';

/** The answers of registration's calls that only these pages show, each with its message. */
export const REGISTRATION_ANSWERS = {
  applicationPending: 'registration.applicationPending',
  applicationRejected: 'registration.applicationRejected',
  inviteExpired: 'registration.inviteExpired',
  inviteInvalid: 'registration.inviteInvalid',
  emailProofNeeded: 'registration.emailProofNeeded',
} as const satisfies Partial<Record<ErrorCode, MessageKey>>;

/** The outcome of a failed registration call, in the page's language. */
export function useRegistrationFailure(): (error: unknown) => Outcome {
  const t = useT();
  const answers = useCodeAnswers();
  const table: OutcomeTable = {
    applicationMissing: {
      message: t('registration.completeApplication'),
      next: { to: PAGES.apply, label: t('registration.toApplication') },
    },
    emailExists: {
      message: t('registration.alreadyRegistered'),
      next: { to: PAGES.login, label: t('registration.toSignIn') },
    },
    ...Object.fromEntries(Object.entries(REGISTRATION_ANSWERS).map(([code, key]) => [code, { message: t(key) }])),
  };
  return (error) => failureOutcome(error, table, answers.failure);
}
