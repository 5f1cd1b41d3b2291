/**
 * Home (spec sections 1 and 2): the hero, the four benefits and the latest reviews. A stored
 * user goes to their dashboard and a stored admin key to /admin, before anything renders.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Navigate } from 'react-router-dom';
import { PAGES } from '@gh/common/routes';
import { CardGrid } from '../../components/CardGrid';
import { InfoCardGrid } from '../../components/InfoCard';
import { Section } from '../../components/Section';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { HOME } from '../../content/home';
import { useSession } from '../../lib/useSession';
import { ReviewCard } from './ReviewCard';

function Hero() {
  const { heroImage } = HOME;
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
        <Typography sx={{ mb: 1.5, fontWeight: 600, color: 'primary.main' }}>{HOME.tagline}</Typography>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {HOME.title}
        </Typography>
        <Typography sx={{ fontSize: '1.3125rem', color: 'text.secondary', mb: 4, maxWidth: '34em' }}>
          {HOME.lead}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, '& > a': { flexGrow: { xs: 1, sm: 0 } } }}>
          <Button component={RouterLink} to={PAGES.register} variant="contained" size="large">
            {HOME.joinTrial}
          </Button>
          <Button component={RouterLink} to={PAGES.services} variant="outlined" size="large">
            {HOME.seeServices}
          </Button>
        </Box>
      </div>
      <Box
        component="img"
        src={heroImage.src}
        alt={heroImage.alt}
        width={heroImage.width}
        height={heroImage.height}
        fetchPriority="high"
        sx={{ width: '100%', height: 'auto', maxWidth: 560, justifySelf: 'center' }}
      />
    </Container>
  );
}

export default function HomePage() {
  const session = useSession();
  useDocumentTitle(null);
  if (session.user) return <Navigate to={PAGES.dashboard} replace />;
  if (session.adminKey) return <Navigate to={PAGES.admin} replace />;

  return (
    <>
      <Hero />
      <Section title={HOME.benefitsTitle} tinted>
        <InfoCardGrid cards={HOME.benefits} minCardRem={15} />
      </Section>
      <Section title={HOME.reviewsTitle}>
        <CardGrid
          minCardRem={17}
          items={HOME.reviews.map((review) => ({ key: review.name, card: <ReviewCard review={review} /> }))}
        />
      </Section>
    </>
  );
}
