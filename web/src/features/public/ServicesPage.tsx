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
import { SERVICE_CARDS, SUBSCRIPTION_PLANS } from '../../content/services';
import { areaLoader } from '../../i18n/catalogs';
import { useT } from '../../i18n/I18n';
import { PlanCard } from './PlanCard';

/** The page's words (`services.*`), loaded with it in the page's language (app/lazyPage.ts). */
export const loadMessages = areaLoader(import.meta.glob('../../i18n/messages/*/services.ts'));

export default function ServicesPage() {
  const t = useT();
  return (
    <>
      <PageIntro title={t('services.title')} lead={t('services.lead')} />
      <Container sx={{ pb: { xs: 5, md: 7 } }}>
        <InfoCardGrid
          cards={SERVICE_CARDS.map((card) => ({ ...card, title: t(card.title), text: t(card.text) }))}
          minCardRem={17}
          headingLevel="h2"
        />
      </Container>
      <Section title={t('services.plansTitle')} lead={t('services.plansLead')} tinted>
        <CardGrid minCardRem={17} items={SUBSCRIPTION_PLANS.map((plan) => ({ key: plan.name, card: <PlanCard plan={plan} /> }))} />
        <Box sx={{ mt: 4 }}>
          <Button component={RouterLink} to={PAGES.register} variant="contained" size="large">
            {t('services.startTrial')}
          </Button>
        </Box>
      </Section>
    </>
  );
}
