/**
 * Concerns (issue 14): what needs the admin's care, newest first, paged and live: a senior who
 * said a visit was not good (with their words), a visit nobody checked out of on its day, and
 * a pair with no visit for 14 days and none planned. Each says what happened, to whom and when.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { momentText } from '@gh/common/time';
import type { ConcernDoc } from '@gh/common/visits';
import { CONCERNS } from '../../content/adminVisits';
import type { LiveItem } from '../../lib/live';
import { PANEL_QUERIES } from './adminData';
import { PagedPanel } from './PagedPanel';
import { usePairNames } from './usePairNames';
import { usePagedQuery, type Page } from './usePagedQuery';

export type Concern = LiveItem<ConcernDoc>;

function ConcernRow({ concern }: { concern: Concern }) {
  const names = usePairNames(concern);
  return (
    <Box component="li" sx={{ py: 2, display: 'grid', gap: 0.25 }}>
      <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{CONCERNS.what[concern.kind](names.volunteer, names.senior)}</Typography>
      {concern.kind === 'feedback' && (
        <Typography sx={{ overflowWrap: 'anywhere' }}>{concern.text ? CONCERNS.words(concern.text) : CONCERNS.noWords}</Typography>
      )}
      <Typography sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
        {momentText(concern.at)}, {concern.volunteer} and {concern.senior}
      </Typography>
    </Box>
  );
}

export function ConcernsList({ page }: { page: Page<Concern> }) {
  return (
    <PagedPanel title={CONCERNS.title} empty={CONCERNS.empty} page={page}>
      {(concern) => <ConcernRow key={concern.id} concern={concern} />}
    </PagedPanel>
  );
}

export function ConcernsPanel() {
  return <ConcernsList page={usePagedQuery<ConcernDoc>(PANEL_QUERIES.concerns)} />;
}
