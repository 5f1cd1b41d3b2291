/**
 * /dashboard as spec section 2 describes it, drawn from live data given as props (the page
 * wires the listeners), so tests render it with documents of their own.
 */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { OutcomeNotice } from '../../components/OutcomeNotice';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import type { LiveResult } from '../../lib/live';
import type { Role } from '../../lib/session';
import type { CardState } from './DashboardCard';
import { MatchesCard } from './MatchesCard';
import { NotificationsCard } from './NotificationsCard';
import { QuickActionsCard } from './QuickActionsCard';
import { StatTiles, type Stat } from './StatTiles';
import { VisitsCard } from './VisitsCard';
import {
  hoursText, linkOf, notificationsOf, skillsOffered, visitOf, type Member,
} from './dashboardModel';
import type { DashboardData } from './useDashboardData';
import type { ConnectState } from './useConnect';

export const LOAD_FAILED = 'We could not load this just now. Please check your connection and reload the page.';
export const PROFILE_MISSING = 'We could not find your details. Please sign out and sign in again.';

function cardState(result: LiveResult<unknown>, missing: string | null): CardState {
  if (result.status === 'loading') return { status: 'loading' };
  if (result.status === 'error') return { status: 'error', message: LOAD_FAILED };
  if (result.data === null && missing) return { status: 'error', message: missing };
  return { status: 'ready' };
}

interface DashboardViewProps {
  role: Role;
  /** The name in the session cookie, until the person's document arrives. */
  sessionName: string | null;
  data: DashboardData;
  connect: ConnectState;
}

const gridSx = { display: 'grid', gap: { xs: 2, md: 3 } } as const;

function statsOf(member: Member | null): Stat[] {
  if (!member) return [{ label: 'Skills Offered', value: '…' }];
  const visit = visitOf(linkOf(member));
  const stats: Stat[] = visit ? [{ label: 'Volunteered', value: hoursText(visit.hours) }] : [];
  return [...stats, { label: 'Skills Offered', value: String(skillsOffered(member)) }];
}

export function DashboardView({ role, sessionName, data, connect }: DashboardViewProps) {
  useDocumentTitle('Dashboard');
  const member = data.member.data;
  const name = member?.doc.name || sessionName || 'Volunteer';
  const personState = cardState(data.member, PROFILE_MISSING);
  const link = member ? linkOf(member) : null;
  const stats = statsOf(member);
  // Spec: a volunteer sees matches until linked with a senior; a senior always, without a button.
  const showMatches = role === 'senior' || !member || !link;
  const matchesState = personState.status === 'ready' ? cardState(data.matches, null) : personState;

  return (
    <Container sx={{ py: { xs: 5, md: 8 } }}>
      <Typography variant="h1" sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
        Welcome back, {name}
      </Typography>
      <Typography sx={{ fontSize: '1.3125rem', color: 'text.secondary', mb: 4 }}>
        Your visits, matches and notifications in one place.
      </Typography>
      {!showMatches && connect.outcome?.severity === 'success' && (
        <Box sx={{ mb: 3 }}>
          <OutcomeNotice outcome={connect.outcome} onDismiss={connect.dismiss} />
        </Box>
      )}
      <Box
        sx={{
          ...gridSx,
          mb: { xs: 2, md: 3 },
          // Figures side by side even on a phone; Quick Actions takes what the figures leave.
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
          '& > [data-testid^="stat-"]': { gridColumn: stats.length === 1 ? { xs: '1 / -1', md: 'auto' } : undefined },
          '& > section': { gridColumn: { xs: '1 / -1', md: `auto / span ${3 - stats.length}` } },
        }}
      >
        <StatTiles stats={stats} />
        <QuickActionsCard />
      </Box>
      <Box sx={{ ...gridSx, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <VisitsCard state={personState} visit={link ? visitOf(link) : null} member={member} />
        <NotificationsCard state={personState} notifications={member ? notificationsOf(member) : []} />
        {showMatches && (
          <MatchesCard
            state={matchesState}
            matches={data.matches.data?.items ?? []}
            connect={role === 'volunteer' ? connect : null}
          />
        )}
      </Box>
    </Container>
  );
}
