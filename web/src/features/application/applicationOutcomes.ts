import { SERVER_MESSAGES } from '@gh/common/messages';
import { SCREEN_MESSAGES } from '../../content/screenMessages';
import { PAGES } from '@gh/common/routes';
import type { Outcome, OutcomeTable } from '../../components/outcome';

const toRegistration = { to: PAGES.volunteerRegistration, label: 'Go to Volunteer Registration' };

/**
 * Spec section 8, application submit: received, already submitted and already accepted all
 * lead to /volunteer-registration; an e-mail already registered leads to sign in.
 */
export const APPLICATION_OUTCOMES: OutcomeTable = {
  applicationAlreadySubmitted: { message: SCREEN_MESSAGES.applyOnce, next: toRegistration },
  applicationAlreadyAccepted: { message: SCREEN_MESSAGES.alreadyAccepted, next: toRegistration },
  applicationEmailRegistered: {
    message: SERVER_MESSAGES.applicationEmailRegistered,
    next: { to: PAGES.login, label: 'Go to Sign In' },
  },
};

export const APPLICATION_RECEIVED: Outcome = {
  severity: 'success',
  message: SCREEN_MESSAGES.applicationReceived,
  next: toRegistration,
};
