/**
 * /dashboard as spec section 2 describes it, in issue 12's order, drawn from live data given as props (the page
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
import { SupportCard } from './SupportCard';
import { useMomentPassed } from './useMomentPassed';
import { VisitsCard } from './VisitsCard';
import { volunteeredVisit, type VolunteeredVisit } from './volunteered';
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

/**
 * 'Skills Offered' for everyone; 'Volunteered' for a volunteer once their visit has happened
 * (issue 12: never before it, never for a senior). A null value is still loading.
 */
function statsOf(member: Member | null, volunteered: VolunteeredVisit | null, visitEnded: boolean): Stat[] {
  if (!member) return [{ label: 'Skills Offered', value: null }];
  const stats: Stat[] = volunteered && visitEnded ? [{ label: 'Volunteered', value: hoursText(volunteered.hours) }] : [];
  return [...stats, { label: 'Skills Offered', value: String(skillsOffered(member)) }];
}

export function DashboardView({ role, sessionName, data, connect }: DashboardViewProps) {
  useDocumentTitle('Dashboard');
  const member = data.member.data;
  const name = member?.doc.name || sessionName || 'Volunteer';
  const personState = cardState(data.member, PROFILE_MISSING);
  const link = member ? linkOf(member) : null;
  const volunteered = member ? volunteeredVisit(member) : null;
  const visitEnded = useMomentPassed(volunteered?.endsAt ?? null);
  const stats = statsOf(member, volunteered, visitEnded);
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
      {/* Issue 12: on every width the next visit comes first, then the figures, then the rest. */}
      <Box sx={gridSx}>
        <VisitsCard state={personState} visit={link ? visitOf(link) : null} member={member} />
        <StatTiles stats={stats} />
        <Box sx={{ ...gridSx, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <NotificationsCard state={personState} notifications={member ? notificationsOf(member) : []} />
          <SupportCard />
          {showMatches && (
            <MatchesCard
              state={matchesState}
              matches={data.matches.data?.items ?? []}
              connect={role === 'volunteer' ? connect : null}
            />
          )}
          <QuickActionsCard />
        </Box>
      </Box>
    </Container>
  );
}
