/**
 * /careers (spec section 2): Join Our Team, the four areas and Apply Now. A signed-in person
 * who is not a volunteer has nothing to apply for here and goes to their dashboard.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Navigate } from 'react-router-dom';
import { PAGES } from '@gh/common/routes';
import { InfoCardGrid } from '../../components/InfoCard';
import { PageIntro } from '../../components/PageIntro';
import { Section } from '../../components/Section';
import { CAREERS } from '../../content/careers';
import { useSession } from '../../lib/useSession';

function ApplyNow() {
  return (
    <Button component={RouterLink} to={PAGES.apply} variant="contained" size="large">
      {CAREERS.applyNow}
    </Button>
  );
}

export default function CareersPage() {
  const session = useSession();
  if (session.user && session.role !== 'volunteer') return <Navigate to={PAGES.dashboard} replace />;

  return (
    <>
      <PageIntro title={CAREERS.title} lead={CAREERS.lead}>
        <Box sx={{ mt: 4 }}>
          <ApplyNow />
        </Box>
      </PageIntro>
      <Section title={CAREERS.areasTitle} tinted>
        <InfoCardGrid cards={CAREERS.areas} minCardRem={15} />
      </Section>
      <Section title={CAREERS.stepsTitle}>
        <Box component="ol" sx={{ m: 0, mb: 4, pl: 3.5, display: 'grid', gap: 1, maxWidth: '40em' }}>
          {CAREERS.steps.map((step) => (
            <Typography component="li" key={step} sx={{ pl: 0.5 }}>
              {step}
            </Typography>
          ))}
        </Box>
        <ApplyNow />
      </Section>
    </>
  );
}
