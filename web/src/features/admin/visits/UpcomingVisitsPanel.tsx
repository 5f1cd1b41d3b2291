/**
 * Upcoming visits: the Scheduled visits still to end, soonest first, paged and live like the
 * other panels (one whose end has passed leaves the list as it passes: the volunteer's check-in
 * or, failing that, the day's Missed concern says what came of it). Each names both people, the date and 12-hour times, the city and the task, in
 * four short lines (the panel is long at 10,000 people),
 * with Reschedule (PUT /{key}/visits/{id}) and Cancel visit (DELETE /{key}/visits/{id}) in
 * dialogs. A moved visit takes its new place in the list by itself; a cancelled one leaves it,
 * and focus then goes to the panel's heading.
 */
import { useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { VisitDoc } from '@gh/common/visits';
import { useT } from '../../../i18n/I18n';
import type { Notice } from '../shared/AdminNotice';
import { PANEL_QUERIES, panelQueryFor } from '../adminData';
import { useAdminWords } from '../shared/adminWords';
import { CancelVisitDialog } from './CancelVisitDialog';
import { PagedPanel } from '../panels/PagedPanel';
import { RescheduleDialog } from './RescheduleDialog';
import { focusAfterClose } from '../shared/dialogFocus';
import { useNowAcross } from '../../../lib/useNowAcross';
import { usePairNames } from '../shared/usePairNames';
import { usePagedQuery, type Page } from '../panels/usePagedQuery';
import type { UpcomingVisit, VisitTarget } from './visitDialogs';

interface ListProps {
  page: Page<UpcomingVisit>;
  notify: (notice: Notice) => void;
}

type Action = VisitTarget & { kind: 'reschedule' | 'cancel'; opener: HTMLElement };

function VisitRow({ visit, onAction }: { visit: UpcomingVisit; onAction: (action: Action) => void }) {
  const { t, when: whenOf } = useAdminWords();
  const names = usePairNames(visit);
  const pair = t('adminVisits.pair', { volunteer: names.volunteer, senior: names.senior });
  const when = whenOf(visit);
  return (
    <Box component="li" sx={{ py: 2, display: 'grid', gap: 0.25 }}>
      <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.1875rem', overflowWrap: 'anywhere' }}>
        {pair}
      </Typography>
      <Typography>{t('adminVisits.whenWhere', { when, city: visit.city })}</Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{t('adminVisits.taskIs', { task: visit.task })}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button
          variant="outlined"
          aria-label={t('adminVisits.rescheduleLabel', { pair, when })}
          onClick={(event) => onAction({ kind: 'reschedule', visit, pair, opener: event.currentTarget })}
        >
          {t('adminVisits.reschedule')}
        </Button>
        <Button
          color="error"
          aria-label={t('adminVisits.cancelLabel', { pair, when })}
          onClick={(event) => onAction({ kind: 'cancel', visit, pair, opener: event.currentTarget })}
        >
          {t('adminVisits.cancelVisit')}
        </Button>
      </Box>
    </Box>
  );
}

export function UpcomingVisitsList({ page, notify }: ListProps) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  const [action, setAction] = useState<Action | null>(null);
  const now = useNowAcross(page.items?.map((visit) => visit.endAt) ?? []);
  const items = useMemo(() => page.items?.filter((visit) => visit.endAt > now) ?? null, [page.items, now]);
  // Back to the button that opened the dialog, or to the heading once its row has left the page.
  const close = () => {
    const opener = action?.opener;
    setAction(null);
    focusAfterClose(() => (opener?.isConnected ? opener : heading.current));
  };
  return (
    <>
      <PagedPanel
        title={t('adminVisits.upcomingTitle')}
        empty={t('adminVisits.upcomingEmpty')}
        page={{ ...page, items }}
        headingRef={heading}
      >
        {(visit) => <VisitRow key={visit.id} visit={visit} onAction={setAction} />}
      </PagedPanel>
      <RescheduleDialog target={action?.kind === 'reschedule' ? action : null} notify={notify} onClose={close} />
      <CancelVisitDialog target={action?.kind === 'cancel' ? action : null} notify={notify} onClose={close} />
    </>
  );
}

/** The upcoming visits of every city, or of a coordinator's `cities`. */
export function UpcomingVisitsPanel({ notify, cities }: Omit<ListProps, 'page'> & { cities?: readonly string[] }) {
  return <UpcomingVisitsList page={usePagedQuery<VisitDoc>(panelQueryFor(PANEL_QUERIES.upcoming, cities))} notify={notify} />;
}
