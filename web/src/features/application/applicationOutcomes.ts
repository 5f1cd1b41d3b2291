import { PAGES } from '@gh/common/routes';
import type { Translate } from '@gh/common/translate';
import type { Outcome, OutcomeTable } from '../../components/outcome';
import type { MessageKey } from '../../i18n/areas';

/**
 * Spec section 8, application submit, in the page's language: received, already submitted and
 * already accepted all lead to /volunteer-registration; an e-mail already registered leads to
 * sign in.
 */
export function applicationOutcomes(t: Translate<MessageKey>): { received: Outcome; failures: OutcomeTable } {
  const toRegistration = { to: PAGES.volunteerRegistration, label: t('apply.toRegistration') };
  return {
    received: { severity: 'success', message: t('apply.received'), next: toRegistration },
    failures: {
      applicationAlreadySubmitted: { message: t('apply.applyOnce'), next: toRegistration },
      applicationAlreadyAccepted: { message: t('apply.alreadyAccepted'), next: toRegistration },
      applicationEmailRegistered: { message: t('apply.emailRegistered'), next: { to: PAGES.login, label: t('apply.toSignIn') } },
    },
  };
}
