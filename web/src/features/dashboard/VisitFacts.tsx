/** A visit's facts as a list of labelled lines: the spec's date, 12-hour times and city, and any more a card adds. */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useT } from '../../i18n/I18n';
import type { Visit } from './dashboardModel';

export function Detail({ label, value }: { label: string; value: ReactNode }) {
  return (
    <>
      <Box component="dt" sx={{ fontWeight: 700 }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Box>
    </>
  );
}

export function VisitFacts({ visit, children }: { visit: Visit; children?: ReactNode }) {
  const t = useT();
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.75 }}>
      <Detail label={t('dashboard.date')} value={visit.dateText} />
      <Detail label={t('dashboard.time')} value={t('dashboard.timeSpan', { start: visit.startText, end: visit.endText })} />
      {visit.city && <Detail label={t('dashboard.city')} value={visit.city} />}
      {children}
    </Box>
  );
}
