/** /about (spec section 2): mission, community and values. */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PAGES } from '@gh/common/routes';
import { InfoCardGrid } from '../../components/InfoCard';
import { PageIntro } from '../../components/PageIntro';
import { ABOUT } from '../../content/about';

export default function AboutPage() {
  return (
    <>
      <PageIntro title={ABOUT.title} lead={ABOUT.lead} />
      <Container sx={{ pb: { xs: 5, md: 8 } }}>
        <InfoCardGrid cards={ABOUT.cards} minCardRem={18} headingLevel="h2" />
        <Box sx={{ mt: 5, textAlign: 'center' }}>
          <Typography sx={{ fontSize: '1.3125rem', mb: 1 }}>{ABOUT.closing}</Typography>
          <Link component={RouterLink} to={PAGES.register} sx={{ fontWeight: 600, display: 'inline-block', py: 1 }}>
            {ABOUT.joinLink}
          </Link>
        </Box>
      </Container>
    </>
  );
}
