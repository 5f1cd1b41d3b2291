/** /services (spec sections 2 and 9): the six services, then the subscription plans. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { Link as RouterLink } from 'react-router-dom';
import { PAGES } from '@gh/common/routes';
import { CardGrid } from '../../components/CardGrid';
import { InfoCardGrid } from '../../components/InfoCard';
import { PageIntro } from '../../components/PageIntro';
import { Section } from '../../components/Section';
import { SERVICES, SUBSCRIPTION_PLANS } from '../../content/services';
import { PlanCard } from './PlanCard';

export default function ServicesPage() {
  return (
    <>
      <PageIntro title={SERVICES.title} lead={SERVICES.lead} />
      <Container sx={{ pb: { xs: 5, md: 7 } }}>
        <InfoCardGrid cards={SERVICES.cards} minCardRem={17} headingLevel="h2" />
      </Container>
      <Section title={SERVICES.plansTitle} lead={SERVICES.plansLead} tinted>
        <CardGrid minCardRem={17} items={SUBSCRIPTION_PLANS.map((plan) => ({ key: plan.name, card: <PlanCard plan={plan} /> }))} />
        <Box sx={{ mt: 4 }}>
          <Button component={RouterLink} to={PAGES.register} variant="contained" size="large">
            {SERVICES.startTrial}
          </Button>
        </Box>
      </Section>
    </>
  );
}
