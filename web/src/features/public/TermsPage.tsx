/** /terms: the Terms of Service the registration note points to, in plain words. */
import { PAGES } from '@gh/common/routes';
import { PageIntro } from '../../components/PageIntro';
import { TERMS_SECTIONS } from '../../content/policies';
import { areaLoader } from '../../i18n/catalogs';
import { useT } from '../../i18n/I18n';
import { PageLink, PolicyBody, PolicySections } from './PolicySections';

/** The page's words (`terms.*`), loaded with it in the page's language (app/lazyPage.ts). */
export const loadMessages = areaLoader(import.meta.glob('../../i18n/messages/*/terms.ts'));

export default function TermsPage() {
  const t = useT();
  return (
    <>
      <PageIntro title={t('terms.title')} lead={t('terms.lead')} />
      <PolicyBody>
        <PolicySections sections={TERMS_SECTIONS} />
        <nav aria-label={t('terms.title')}>
          <PageLink to={PAGES.privacy}>{t('terms.privacyLink')}</PageLink>
          <br />
          <PageLink to={PAGES.contact}>{t('terms.contactLink')}</PageLink>
        </nav>
      </PolicyBody>
    </>
  );
}
