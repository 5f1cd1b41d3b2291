/**
 * What a new senior reads on her first screen, in place of an empty visit card: a volunteer
 * will ask to visit and she decides, our team will call her, by when (the welcome call her
 * registration asked the team for, until the admin marks it made), and, as a choice, that she
 * may invite a family member (a link to /profile's circle part; not for an unproven e-mail,
 * which may have no circle).
 */
import { useId } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SeniorDoc } from '@gh/common/documents';
import { dayMonthIn } from '@gh/common/locale-format';
import { PAGES, PROFILE_CIRCLE_SECTION } from '@gh/common/routes';
import { Link as RouterLink } from 'react-router-dom';
import { useLang, useT } from '../../i18n/I18n';

export function NextSteps({ senior, now }: { senior: Pick<SeniorDoc, 'welcomeCallBy' | 'welcomeCalledAt' | 'emailProven'>; now: number }) {
  const t = useT();
  const lang = useLang();
  const titleId = useId();
  const by = senior.welcomeCalledAt ? null : (senior.welcomeCallBy ?? null);
  const steps = [
    t('dashboard.nextStepVolunteer'),
    ...(by === null ? [] : [by > now ? t('dashboard.nextStepCall', { date: dayMonthIn(by, lang) }) : t('dashboard.nextStepCallSoon')]),
  ];
  return (
    <Box component="section" aria-labelledby={titleId} data-testid="next-steps" sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }}>
      <Typography id={titleId} variant="h5" component="h3" sx={{ mb: 1 }}>
        {t('dashboard.nextStepsTitle')}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 1, fontSize: '1.1875rem' }}>
        {steps.map((step) => (
          <Typography component="li" key={step} sx={{ fontSize: 'inherit' }}>
            {step}
          </Typography>
        ))}
        {senior.emailProven !== false && (
          <Typography component="li" sx={{ fontSize: 'inherit' }}>
            <Link component={RouterLink} to={`${PAGES.profile}#${PROFILE_CIRCLE_SECTION}`} sx={{ fontWeight: 600 }}>
              {t('dashboard.nextStepFamily')}
            </Link>
          </Typography>
        )}
      </Box>
    </Box>
  );
}
