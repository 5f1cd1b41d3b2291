/**
 * /privacy: what we keep about a person, why, who sees it and for how long, how to ask, and
 * how to complain: to the grievance officer or the team. Its words (`privacy.*`) must stay true
 * to what the app stores: docs/privacy.md.
 */
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PAGES } from '@gh/common/routes';
import { PageIntro } from '../../components/PageIntro';
import { WithParts } from '../../components/WithParts';
import { SUPPORT } from '../../content/support';
import { PRIVACY_KEPT, PRIVACY_SECTIONS } from '../../content/policies';
import { areaLoader } from '../../i18n/catalogs';
import { useT } from '../../i18n/I18n';
import { GrievanceOfficer } from './GrievanceOfficer';
import { PageLink, Paragraph, PolicyBlock, PolicyBody, PolicySections } from './PolicySections';

/** The page's words (`privacy.*`), loaded with it in the page's language (app/lazyPage.ts). */
export const loadMessages = areaLoader(import.meta.glob('../../i18n/messages/*/privacy.ts'));

export default function PrivacyPage() {
  const t = useT();
  return (
    <>
      <PageIntro title={t('privacy.title')} lead={t('privacy.lead')} />
      <PolicyBody>
        <PolicyBlock title={t('privacy.kept.title')}>
          {PRIVACY_KEPT.map((item) => (
            <section key={item.title}>
              <Typography variant="h3" sx={{ fontSize: '1.375rem', mt: 3, mb: 1 }}>
                {t(item.title)}
              </Typography>
              <Paragraph>
                <strong>{t('privacy.why')}</strong> {t(item.why)}
              </Paragraph>
              <Paragraph>
                <strong>{t('privacy.who')}</strong> {t(item.who)}
              </Paragraph>
            </section>
          ))}
        </PolicyBlock>
        <PolicySections sections={PRIVACY_SECTIONS} />
        <GrievanceOfficer />
        <PolicyBlock title={t('privacy.complain.title')}>
          <Paragraph>
            <WithParts
              text={(values) => t('privacy.complain.text', values)}
              parts={{
                email: (
                  <Link href={`mailto:${SUPPORT.email}`} sx={{ overflowWrap: 'anywhere' }}>
                    {SUPPORT.email}
                  </Link>
                ),
              }}
            />
          </Paragraph>
          <PageLink to={PAGES.contact}>{t('privacy.contactLink')}</PageLink>
        </PolicyBlock>
      </PolicyBody>
    </>
  );
}
