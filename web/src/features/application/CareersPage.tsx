/**
 * /careers (spec section 2): Join Our Team, the four areas and Apply Now, and for one who has
 * applied, erasing that application. A signed-in person who is not a volunteer has nothing to
 * apply for here: the route's Guard sends them on.
 */
import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PAGES } from '@gh/common/routes';
import { InfoCardGrid } from '../../components/InfoCard';
import { PageIntro } from '../../components/PageIntro';
import { Section } from '../../components/Section';
import { CAREER_AREAS, CAREER_STEPS } from '../../content/careers';
import { withOwnMessages } from '../../app/lazyPage';
import { areaLoader } from '../../i18n/catalogs';
import { useT } from '../../i18n/I18n';
import { useHydrated } from '../../lib/useHydrated';

/** The page's words (`careers.*`), loaded with it in the page's language (app/lazyPage.ts). */
export const loadMessages = areaLoader(import.meta.glob('../../i18n/messages/*/careers.ts'));

const EraseApplication = lazy(() => import('./EraseApplication').then(withOwnMessages));

function ApplyNow() {
  return (
    <Button component={RouterLink} to={PAGES.apply} variant="contained" size="large">
      {useT()('careers.applyNow')}
    </Button>
  );
}

export default function CareersPage() {
  const t = useT();

  return (
    <>
      <PageIntro title={t('careers.title')} lead={t('careers.lead')}>
        <Box sx={{ mt: 4 }}>
          <ApplyNow />
        </Box>
      </PageIntro>
      <Section title={t('careers.areasTitle')} tinted>
        <InfoCardGrid cards={CAREER_AREAS.map((card) => ({ ...card, title: t(card.title), text: t(card.text) }))} minCardRem={15} />
      </Section>
      <Section title={t('careers.stepsTitle')}>
        <Box component="ol" sx={{ m: 0, mb: 4, pl: 3.5, display: 'grid', gap: 1, maxWidth: '40em' }}>
          {CAREER_STEPS.map((step) => (
            <Typography component="li" key={step} sx={{ pl: 0.5 }}>
              {t(step)}
            </Typography>
          ))}
        </Box>
        <ApplyNow />
      </Section>
      <EraseSection />
    </>
  );
}

/** Erasing one's application: its form loads when the person asks for it. */
function EraseSection() {
  const t = useT();
  const [open, setOpen] = useState(false);
  // Prerendered: the button works once the page is live.
  const hydrated = useHydrated();
  return (
    <Section title={t('careers.eraseTitle')} lead={t('careers.eraseLead')} tinted>
      {open ? (
        <Suspense fallback={<Typography role="status">{t('careers.eraseLoading')}</Typography>}>
          <EraseApplication />
        </Suspense>
      ) : (
        <Button variant="outlined" color="error" size="large" disabled={!hydrated} onClick={() => setOpen(true)}>
          {t('careers.eraseOpen')}
        </Button>
      )}
    </Section>
  );
}
