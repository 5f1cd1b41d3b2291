/** /about (spec section 2): mission, community and values. */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PAGES } from '@gh/common/routes';
import { InfoCardGrid } from '../../components/InfoCard';
import { PageIntro } from '../../components/PageIntro';
import { ABOUT_CARDS } from '../../content/about';
import { areaLoader } from '../../i18n/catalogs';
import { useT } from '../../i18n/I18n';

/** The page's words (`about.*`), loaded with it in the page's language (app/lazyPage.ts). */
export const loadMessages = areaLoader(import.meta.glob('../../i18n/messages/*/about.ts'));

export default function AboutPage() {
  const t = useT();
  return (
    <>
      <PageIntro title={t('about.title')} lead={t('about.lead')} />
      <Container sx={{ pb: { xs: 5, md: 8 } }}>
        <InfoCardGrid
          cards={ABOUT_CARDS.map((card) => ({ ...card, title: t(card.title), text: t(card.text) }))}
          minCardRem={18}
          headingLevel="h2"
        />
        <Box sx={{ mt: 5, textAlign: 'center' }}>
          <Typography sx={{ fontSize: '1.3125rem', mb: 1 }}>{t('about.closing')}</Typography>
          <Link component={RouterLink} to={PAGES.register} sx={{ fontWeight: 600, display: 'inline-block', py: 1 }}>
            {t('about.joinLink')}
          </Link>
        </Box>
      </Container>
    </>
  );
}
