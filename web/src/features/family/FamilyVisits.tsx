/**
 * Her visits as her family sees them: the ones still to come, soonest first, then those past,
 * latest first, each with its day, times, what became of it and when the volunteer arrived
 * and left, in the page's language.
 */
import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FamilyVisit } from '@gh/common/circle';
import { clockIn, timeIn, visitDateIn } from '@gh/common/locale-format';
import { useLang, useT } from '../../i18n/I18n';

function VisitItem({ visit }: { visit: FamilyVisit }) {
  const t = useT();
  const lang = useLang();
  return (
    <Box component="li" data-testid="family-visit" sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', display: 'grid', gap: 0.25 }}>
      <Typography sx={{ fontWeight: 700 }}>{visitDateIn(visit.date, lang)}</Typography>
      <Typography>
        {t('family.visitTimes', { start: timeIn(visit.startTime, lang), end: timeIn(visit.endTime, lang) })}
        {' · '}
        <Box component="span" data-testid="family-visit-status" sx={{ fontWeight: 700 }}>
          {t('family.visitStatus', { status: visit.status })}
        </Box>
      </Typography>
      {visit.checkInAt !== null && (
        <Typography data-testid="family-arrived" sx={{ color: 'success.dark', fontWeight: 700 }}>
          {t('family.arrived', { time: clockIn(visit.checkInAt, lang) })}
          {visit.checkOutAt !== null && ` · ${t('family.left', { time: clockIn(visit.checkOutAt, lang) })}`}
        </Typography>
      )}
    </Box>
  );
}

function VisitList({ title, empty, visits, testId }: { title: string; empty: string; visits: FamilyVisit[]; testId: string }) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} data-testid={testId} sx={{ mt: 2 }}>
      <Typography id={titleId} variant="h5" component="h4" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {visits.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{empty}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {visits.map((visit) => (
            <VisitItem key={visit.id} visit={visit} />
          ))}
        </Box>
      )}
    </Box>
  );
}

/** `visits` as the view keeps them (by start); `now` splits them into coming and past. */
export function FamilyVisits({ visits, now }: { visits: readonly FamilyVisit[]; now: number }) {
  const t = useT();
  const coming = visits.filter((visit) => visit.endAt >= now).sort((a, b) => a.startAt - b.startAt);
  const past = visits.filter((visit) => visit.endAt < now).sort((a, b) => b.startAt - a.startAt);
  return (
    <>
      <VisitList title={t('family.coming')} empty={t('family.noComing')} visits={coming} testId="family-coming" />
      <VisitList title={t('family.past')} empty={t('family.noPast')} visits={past} testId="family-past" />
    </>
  );
}
