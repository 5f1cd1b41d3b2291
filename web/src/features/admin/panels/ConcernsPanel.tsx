/**
 * Concerns: what needs the admin's care, newest first, paged and live: a senior who
 * said a visit was not good (with their words), a visit nobody checked out of on its day, and
 * a pair with no visit for 14 days and none planned. Each says what happened, to whom and when.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { momentIn } from '@gh/common/locale-format';
import type { ConcernDoc } from '@gh/common/visits';
import { useLang, useT } from '../../../i18n/I18n';
import type { LiveItem } from '../../../lib/live';
import { useVisitFeedback } from '../../../lib/useVisitFeedback';
import { PANEL_QUERIES } from '../adminData';
import { PagedPanel } from './PagedPanel';
import { usePairNames } from '../shared/usePairNames';
import { usePagedQuery, type Page } from './usePagedQuery';

export type Concern = LiveItem<ConcernDoc>;

function ConcernRow({ concern }: { concern: Concern }) {
  const t = useT();
  const lang = useLang();
  const names = usePairNames(concern);
  // A senior's words live where only they and the admin read them; an older concern kept its own.
  const feedback = useVisitFeedback(concern.kind === 'feedback' && !concern.text ? concern.visitId : null).data;
  const words = concern.text || feedback?.text || '';
  return (
    <Box component="li" sx={{ py: 2, display: 'grid', gap: 0.25 }}>
      <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {t('adminVisits.concern', { kind: concern.kind, volunteer: names.volunteer, senior: names.senior })}
      </Typography>
      {concern.raisedBy && (
        <Typography sx={{ overflowWrap: 'anywhere' }}>{t('adminVisits.raisedBy', { email: concern.raisedBy })}</Typography>
      )}
      {(concern.kind === 'feedback' || concern.kind === 'help') && (
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {words ? t('adminVisits.words', { text: words }) : t('adminVisits.noWords')}
        </Typography>
      )}
      <Typography sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
        {t('adminVisits.concernAt', { moment: momentIn(concern.at, lang), volunteer: concern.volunteer, senior: concern.senior })}
      </Typography>
    </Box>
  );
}

export function ConcernsList({ page }: { page: Page<Concern> }) {
  const t = useT();
  return (
    <PagedPanel title={t('adminVisits.concernsTitle')} empty={t('adminVisits.concernsEmpty')} page={page}>
      {(concern) => <ConcernRow key={concern.id} concern={concern} />}
    </PagedPanel>
  );
}

export function ConcernsPanel() {
  return <ConcernsList page={usePagedQuery<ConcernDoc>(PANEL_QUERIES.concerns)} />;
}
