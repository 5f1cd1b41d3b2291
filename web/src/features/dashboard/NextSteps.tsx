/**
 * What a new senior reads on her first screen, in place of an empty visit card: a volunteer
 * will ask to visit and she decides, and our team will call her, by when (the welcome call
 * her registration asked the team for, until the admin marks it made).
 */
import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SeniorDoc } from '@gh/common/documents';
import { dayMonthIn } from '@gh/common/locale-format';
import { useLang, useT } from '../../i18n/I18n';

export function NextSteps({ senior, now }: { senior: Pick<SeniorDoc, 'welcomeCallBy' | 'welcomeCalledAt'>; now: number }) {
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
      </Box>
    </Box>
  );
}
