/**
 * Home (spec sections 1 and 2): the hero, the four benefits and the latest reviews. Its route's
 * Guard sends a stored user to their dashboard and a stored admin key to /admin first, so they
 * never download this page.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PAGES } from '@gh/common/routes';
import { CardGrid } from '../../components/CardGrid';
import { InfoCardGrid } from '../../components/InfoCard';
import { Section } from '../../components/Section';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { HOME } from '../../content/home';
import { useT } from '../../i18n/I18n';
import { areaLoader } from '../../i18n/catalogs';
import { ReviewCard } from './ReviewCard';

/** The page's words (`home.*`), loaded with it in the page's language (app/lazyPage.ts). */
export const loadMessages = areaLoader(import.meta.glob('../../i18n/messages/*/home.ts'));

function Hero() {
  const { heroImage } = HOME;
  const t = useT();
  return (
    <Container
      sx={{
        py: { xs: 5, md: 8 },
        display: 'grid',
        gap: { xs: 4, md: 6 },
        alignItems: 'center',
        gridTemplateColumns: { xs: '1fr', md: '1.1fr 1fr' },
      }}
    >
      <div>
        <Typography sx={{ mb: 1.5, fontWeight: 600, color: 'primary.main' }}>{t('home.tagline')}</Typography>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {t('home.title')}
        </Typography>
        <Typography sx={{ fontSize: '1.3125rem', color: 'text.secondary', mb: 4, maxWidth: '34em' }}>{t('home.lead')}</Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, '& > a': { flexGrow: { xs: 1, sm: 0 } } }}>
          <Button component={RouterLink} to={PAGES.register} variant="contained" size="large">
            {t('home.joinTrial')}
          </Button>
          <Button component={RouterLink} to={PAGES.services} variant="outlined" size="large">
            {t('home.seeServices')}
          </Button>
        </Box>
      </div>
      <Box
        component="img"
        src={heroImage.src}
        alt={t('home.heroAlt')}
        width={heroImage.width}
        height={heroImage.height}
        fetchPriority="high"
        sx={{ width: '100%', height: 'auto', maxWidth: 560, justifySelf: 'center' }}
      />
    </Container>
  );
}

export default function HomePage() {
  const t = useT();
  useDocumentTitle(null);

  return (
    <>
      <Hero />
      <Section title={t('home.benefitsTitle')} tinted>
        <InfoCardGrid cards={HOME.benefits.map((card) => ({ ...card, title: t(card.title), text: t(card.text) }))} minCardRem={15} />
      </Section>
      <Section title={t('home.reviewsTitle')}>
        <CardGrid minCardRem={17} items={HOME.reviews.map((review) => ({ key: review.name, card: <ReviewCard review={review} /> }))} />
      </Section>
    </>
  );
}
