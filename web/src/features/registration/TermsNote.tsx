/**
 * "By registering, you agree to our Terms of Service and Privacy Policy", the two names links
 * to their pages. They open in this tab: the form's draft (lib/drafts.ts) brings back what was
 * typed when the person comes Back.
 */
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { PAGES } from '@gh/common/routes';
import { WithParts } from '../../components/WithParts';
import { useT } from '../../i18n/I18n';

const linkSx = { fontWeight: 600, display: 'inline-flex', alignItems: 'center', minHeight: 44 } as const;

export function TermsNote() {
  const t = useT();
  return (
    <WithParts
      text={(values) => t('registration.terms', values)}
      parts={{
        terms: (
          <Link component={RouterLink} to={PAGES.terms} sx={linkSx}>
            {t('registration.termsLink')}
          </Link>
        ),
        privacy: (
          <Link component={RouterLink} to={PAGES.privacy} sx={linkSx}>
            {t('registration.privacyLink')}
          </Link>
        ),
      }}
    />
  );
}
