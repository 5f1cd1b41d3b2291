import { SCREEN_MESSAGES } from '../../content/screenMessages';
import { PAGES } from '@gh/common/routes';
import type { OutcomeTable } from '../../components/outcome';

/**
 * Spec section 8, registration and its code verification: a volunteer without an accepted
 * application is sent to apply, anyone already registered to sign in.
 */
export const REGISTRATION_OUTCOMES: OutcomeTable = {
  applicationMissing: {
    message: SCREEN_MESSAGES.completeApplication,
    next: { to: PAGES.apply, label: 'Go to the application form' },
  },
  emailExists: {
    message: SCREEN_MESSAGES.alreadyRegistered,
    next: { to: PAGES.login, label: 'Go to Sign In' },
  },
};
