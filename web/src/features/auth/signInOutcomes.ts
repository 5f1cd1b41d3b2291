import { PAGES } from '@gh/common/routes';
import type { Translate } from '@gh/common/translate';
import type { OutcomeTable } from '../../components/outcome';
import type { MessageKey } from '../../i18n/areas';

/** Spec section 8, sign-in: people without an account are pointed to where they get one. */
export const signInOutcomes = (t: Translate<MessageKey>): OutcomeTable => ({
  volunteerNotFound: {
    message: t('signin.notVolunteer'),
    next: { to: PAGES.careers, label: t('signin.toCareers') },
  },
  seniorNotFound: {
    message: t('signin.notSenior'),
    next: { to: PAGES.seniorRegistration, label: t('signin.toSeniorRegistration') },
  },
});
