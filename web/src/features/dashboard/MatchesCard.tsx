import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { MatchItem } from '@gh/common/documents';
import { OutcomeNotice } from '../../components/OutcomeNotice';
import { AskedNote } from './AskedNote';
import { useT } from '../../i18n/I18n';
import { useChoiceList } from '../../i18n/choices';
import { DashboardCard, EmptyText, type CardState } from './DashboardCard';
import type { ConnectState } from './useConnect';

interface MatchesCardProps {
  state: CardState;
  matches: MatchItem[];
  /** What the card says when there are none. */
  empty: string;
  /** A volunteer without a senior may connect; a senior only sees their matches. */
  connect: ConnectState | null;
}

function MatchRow({ match, connect }: { match: MatchItem; connect: ConnectState | null }) {
  const t = useT();
  const choiceList = useChoiceList();
  const busy = connect?.pending === match.email;
  return (
    <Box
      component="li"
      data-testid="match"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        alignItems: 'center',
        justifyContent: 'space-between',
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <Box sx={{ minWidth: 0, flex: '1 1 16rem' }}>
        <Typography variant="h5" component="h3" sx={{ overflowWrap: 'anywhere' }}>
          {match.name}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{match.city}</Typography>
        {match.shared.length > 0 && <Typography>{t('dashboard.inCommon', { list: choiceList(match.shared) })}</Typography>}
      </Box>
      {connect && (
        <Button
          variant="contained"
          disabled={connect.pending !== null}
          aria-busy={busy}
          // Which match it connects to, for a list of buttons heard one after another.
          aria-label={busy ? undefined : t('dashboard.connectWith', { name: match.name })}
          onClick={() => void connect.connect(match)}
          sx={{ flexShrink: 0 }}
        >
          {t(busy ? 'dashboard.connecting' : 'dashboard.connect')}
        </Button>
      )}
    </Box>
  );
}

/**
 * 'Your Matches': people in the same city with something in common; once the volunteer has
 * asked to visit one, what happens next, in their place.
 */
export function MatchesCard({ state, matches, empty, connect }: MatchesCardProps) {
  const t = useT();
  if (connect?.asked) {
    return (
      <DashboardCard title={t('dashboard.matchesTitle')} state={state} wide>
        <AskedNote senior={connect.asked} />
      </DashboardCard>
    );
  }
  return (
    <DashboardCard title={t('dashboard.matchesTitle')} state={state} wide>
      {connect?.outcome?.severity === 'error' && (
        <Box sx={{ mb: 2 }}>
          <OutcomeNotice outcome={connect.outcome} onDismiss={connect.dismiss} />
        </Box>
      )}
      {matches.length === 0 ? (
        <EmptyText>{empty}</EmptyText>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {matches.map((match) => (
            <MatchRow key={match.email} match={match} connect={connect} />
          ))}
        </Box>
      )}
    </DashboardCard>
  );
}
