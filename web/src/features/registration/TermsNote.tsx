/**
 * "By registering, you agree to our Terms of Service and Privacy Policy" (the spec's note), the
 * two names links to their pages. They open in this tab: the form's draft (lib/drafts.ts) brings
 * back what was typed when the person comes Back.
 */
import { WithPolicyLinks } from '../../components/PrivacyNotice';
import { useT } from '../../i18n/I18n';

const linkSx = { fontWeight: 600, display: 'inline-flex', alignItems: 'center', minHeight: 44 } as const;

export function TermsNote() {
  const t = useT();
  return <WithPolicyLinks text={(values) => t('registration.terms', values)} linkSx={linkSx} />;
}
