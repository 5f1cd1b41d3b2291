import { PAGES } from '@gh/common/routes';
import type { Translate } from '@gh/common/translate';
import type { Outcome, OutcomeTable } from '../../components/outcome';
import type { MessageKey } from '../../i18n/areas';
import type { VolunteerRegistrationState } from '../../lib/registrationState';

/**
 * Spec section 8, application submit, in the page's language: received, already submitted and
 * already accepted all lead to /volunteer-registration; an e-mail already registered leads to
 * sign in. An application kept aside to replace the one on file says so after the spec's words.
 */
export function applicationOutcomes(t: Translate<MessageKey>): { received: Outcome; failures: OutcomeTable; replaceable: OutcomeTable } {
  const toRegistration = { to: PAGES.volunteerRegistration, label: t('apply.toRegistration') };
  // Accepted: the registration page opens on its form rather than on waiting for acceptance.
  const accepted: VolunteerRegistrationState = { accepted: true };
  const failures: OutcomeTable = {
    applicationAlreadySubmitted: { message: t('apply.applyOnce'), next: toRegistration },
    applicationAlreadyAccepted: { message: t('apply.alreadyAccepted'), next: { ...toRegistration, state: accepted } },
    applicationEmailRegistered: { message: t('apply.emailRegistered'), next: { to: PAGES.login, label: t('apply.toSignIn') } },
  };
  return {
    received: { severity: 'success', title: t('apply.receivedTitle'), message: t('apply.received'), next: toRegistration },
    failures,
    // Sent again and kept aside: the spec's words, then how the e-mailed link makes it count.
    replaceable: { ...failures, applicationAlreadySubmitted: { message: t('apply.applyOnceOffered'), next: toRegistration } },
  };
}
