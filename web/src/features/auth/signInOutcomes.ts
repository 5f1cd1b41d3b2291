import { SCREEN_MESSAGES } from '../../content/screenMessages';
import { PAGES } from '@gh/common/routes';
import type { OutcomeTable } from '../../components/outcome';

/** Spec section 8, sign-in: people without an account are pointed to where they get one. */
export const SIGN_IN_OUTCOMES: OutcomeTable = {
  volunteerNotFound: {
    message: SCREEN_MESSAGES.notVolunteer,
    next: { to: PAGES.careers, label: 'Go to Careers' },
  },
  seniorNotFound: {
    message: SCREEN_MESSAGES.notSenior,
    next: { to: PAGES.seniorRegistration, label: 'Go to Senior Registration' },
  },
};
