/**
 * /dashboard as spec section 2 describes it, the next visit first, drawn from live data given as
 * props (the page wires the listeners), so tests render it with documents of their own.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { VISIT_TIME_ZONE } from '@gh/common/constants';
import { dayMonthIn } from '@gh/common/locale-format';
import { dateInZone } from '@gh/common/time';
import type { Translate } from '@gh/common/translate';
import { Link as RouterLink } from 'react-router-dom';
import { PAGES } from '@gh/common/routes';
import { DetailsReviewNotice } from '../../components/DetailsReviewNotice';
import { InstallOffer } from './InstallOffer';
import { PhoneCopyNotice } from './PhoneCopyNotice';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import type { MessageKey } from '../../i18n/areas';
import { useLang, useT } from '../../i18n/I18n';
import type { LiveResult } from '../../lib/live';
import type { Role } from '../../lib/session';
import { useFirstVisit } from '../../lib/firstVisit';
import { useChoiceList } from '../../i18n/choices';
import type { CardState } from './DashboardCard';
import { MatchesCard } from './MatchesCard';
import { NotificationsCard } from './NotificationsCard';
import { QuickActionsCard } from './QuickActionsCard';
import { StatTiles } from './StatTiles';
import { CoordinatorCard } from './CoordinatorCard';
import { SupportCard } from './SupportCard';
import { FeedbackCard } from './FeedbackCard';
import { HelpCard } from './HelpCard';
import { NextSteps } from './NextSteps';
import { PastVisitsCard } from './PastVisitsCard';
import { UpcomingVisitsCard } from './UpcomingVisitsCard';
import { useNowAcross } from '../../lib/useNowAcross';
import { useShownPart } from '../../lib/takeover';
import { VisitsCard } from './VisitsCard';
import { linkOf, noMatchesText, notificationsOf, statsOf, visitOf, visitPersonOf } from './dashboardModel';
import type { DashboardData } from './useDashboardData';
import type { PagedCollection } from '../../lib/usePagedCollection';
import { arrivedAt, visitAwaitingFeedback, visitLists, visitMoments, visitOnItsDay } from './visitsModel';
import type { ConnectState } from './useConnect';
import { useDayActions } from './useDayActions';
import type { VisitCalls } from './visitCalls';

type T = Translate<MessageKey>;

function cardState(t: T, result: LiveResult<unknown>, missing: string | null): CardState {
  if (result.status === 'loading') return { status: 'loading' };
  if (result.status === 'error') return { status: 'error', message: t('dashboard.loadFailed') };
  if (result.data === null && missing) return { status: 'error', message: missing };
  return { status: 'ready' };
}

interface DashboardViewProps {
  /** A card drawn last, once the page is live (DashboardPage gives a senior her family circle's). */
  last?: ReactNode;
  role: Role;
  /** The signed-in person's e-mail. */
  email: string;
  /** The name in the session cookie, until the person's document arrives. */
  sessionName: string | null;
  data: DashboardData;
  connect: ConnectState;
  /** The volunteer's check-in and check-out calls (a component test gives its own). */
  visitCalls?: Pick<VisitCalls, 'checkIn' | 'checkOut'>;
}

const gridSx = { display: 'grid', gap: { xs: 2, md: 3 } } as const;

/**
 * The visit cards: the person's document first, then both visit listeners, which answer
 * together; a longer list on its way (Show more) keeps showing the shorter one.
 */
function visitListState(t: T, personState: CardState, near: PagedCollection<unknown>, earlier: PagedCollection<unknown>): CardState {
  if (personState.status !== 'ready') return personState;
  if (near.error || earlier.error) return { status: 'error', message: t('dashboard.loadFailed') };
  return near.items !== null && earlier.items !== null ? { status: 'ready' } : { status: 'loading' };
}

const moreOf = (list: PagedCollection<unknown>) => ({ available: list.hasMore, busy: list.loadingMore, show: list.showMore });

export function DashboardView({ role, email, sessionName, data, connect, visitCalls, last }: DashboardViewProps) {
  const t = useT();
  const lang = useLang();
  const choiceList = useChoiceList();
  const firstVisit = useFirstVisit(email);
  const day = useDayActions(email, visitCalls);
  useDocumentTitle(t('dashboard.title'));
  // The page's first paint (app/firstPaint.ts) gives way once this has rendered.
  useShownPart('page');
  const member = data.member.data;
  const name = member?.doc.name || sessionName || t('dashboard.someone');
  const personState = cardState(t, data.member, t('dashboard.profileMissing'));
  const link = member ? linkOf(member) : null;
  const stats = statsOf(t, member, choiceList);
  const { near, earlier } = data.visits;
  const nearItems = near.items ?? [];
  const earlierItems = earlier.items ?? [];
  const now = useNowAcross(visitMoments([...nearItems, ...earlierItems]));
  const lists = visitLists(nearItems, earlierItems, now);
  const bothLoaded = near.items !== null && earlier.items !== null;
  const visitsState = visitListState(t, personState, near, earlier);
  // Spec: a volunteer sees matches until linked with a senior; a senior always, without a button.
  // The card stays where it was once the volunteer asked, to say so there (MatchesCard).
  const showMatches = role === 'senior' || !member || !link || (role === 'volunteer' && connect.asked !== null);
  const matchesState = personState.status === 'ready' ? cardState(t, data.matches, null) : personState;
  const onItsDay = role === 'volunteer' ? visitOnItsDay(link?.visitId, lists.upcoming, now) : null;
  const today = Boolean(link?.date && link.date === dateInZone(now, VISIT_TIME_ZONE.offsetMinutes));
  // A senior with no volunteer and no visit yet: nothing has happened, so the card says what will.
  const newSenior =
    member?.role === 'senior' && !link && bothLoaded && nearItems.length === 0 && earlierItems.length === 0 ? member.doc : null;

  return (
    <Container sx={{ py: { xs: 5, md: 8 } }}>
      <Typography variant="h1" sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
        {t(firstVisit ? 'dashboard.welcomeFirst' : 'dashboard.welcome', { name })}
      </Typography>
      <Typography sx={{ fontSize: '1.3125rem', color: 'text.secondary', mb: member?.role === 'senior' ? 2 : 4 }}>
        {t('dashboard.intro')}
      </Typography>
      {member?.doc.review && (
        <DetailsReviewNotice review={member.doc.review} phoneOff={member.doc.phoneKey === null}>
          <Button component={RouterLink} to={PAGES.profile} variant="contained" size="large">
            {t('review.check')}
          </Button>
        </DetailsReviewNotice>
      )}
      <PhoneCopyNotice email={email} person={data.member} />
      <InstallOffer visitDone={(member?.doc.doneMinutes ?? 0) > 0} />
      {member?.role === 'senior' && member.doc.trialEndsAt > 0 && (
        <Typography data-testid="trial-line" sx={{ fontSize: '1.3125rem', fontWeight: 600, mb: 4 }}>
          {t(member.doc.trialEndsAt > now ? 'dashboard.trialUntil' : 'dashboard.trialEnded', {
            date: dayMonthIn(member.doc.trialEndsAt, lang),
          })}
        </Typography>
      )}
      {/* On every width the next visit comes first, then the figures, then the rest. */}
      <Box sx={gridSx}>
        <VisitsCard
          state={personState}
          visit={link ? visitOf(link, lang) : null}
          member={member}
          today={today}
          onItsDay={onItsDay}
          day={day}
          arrived={role === 'senior' ? arrivedAt(link?.visitId, lists.upcoming) : null}
        >
          {newSenior && <NextSteps senior={newSenior} now={now} />}
        </VisitsCard>
        {role === 'senior' && <FeedbackCard visit={bothLoaded ? visitAwaitingFeedback(nearItems, earlierItems, now) : null} />}
        <StatTiles stats={stats} />
        <Box sx={{ ...gridSx, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <UpcomingVisitsCard
            state={visitsState}
            role={role}
            visits={lists.upcoming}
            person={member ? visitPersonOf(member) : null}
            now={now}
            more={moreOf(near)}
            day={day}
            dayAbove={onItsDay?.id ?? null}
          />
          <PastVisitsCard state={visitsState} role={role} visits={lists.past} more={moreOf(earlier)} />
          <NotificationsCard state={personState} notifications={member ? notificationsOf(member, t) : []} />
          {member?.role === 'senior' && member.doc.coordinator && <CoordinatorCard coordinator={member.doc.coordinator} />}
          <SupportCard />
          {role === 'senior' && <HelpCard requests={member?.role === 'senior' ? (member.doc.helpRequests ?? []) : []} />}
          {showMatches && (
            <MatchesCard
              state={matchesState}
              matches={data.matches.data?.items ?? []}
              empty={noMatchesText(t, member)}
              connect={role === 'volunteer' ? connect : null}
            />
          )}
          <QuickActionsCard />
          {last}
        </Box>
      </Box>
    </Container>
  );
}
