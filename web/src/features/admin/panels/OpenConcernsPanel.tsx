/**
 * Open concerns, on top of the admin page until handled: a live query of the open ones, newest
 * first, 20 at a time. Each says what happened, both people with their phones as call links
 * and their admin profiles, the visit, the words (of a "Not good" visit, her answer's) and when; Mark as handled asks for a
 * note (POST /{key}/concerns/{id}/handled) and the concern leaves by its listener.
 */
import { useRef } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { COLLECTIONS } from '@gh/common/constants';
import { momentIn } from '@gh/common/locale-format';
import { PAGES } from '@gh/common/routes';
import { concernHandledSchema } from '@gh/common/schemas';
import { CONCERN_NOTE_MAX, type ConcernDoc, type VisitDoc } from '@gh/common/visits';
import { telHref } from '../../../content/support';
import { useLiveDoc } from '../../../lib/live';
import { useMemberDoc } from '../../../lib/useMemberDoc';
import { useVisitFeedback } from '../../../lib/useVisitFeedback';
import { PANEL_QUERIES, panelQueryFor } from '../adminData';
import type { Notice } from '../shared/AdminNotice';
import { useAdminWords } from '../shared/adminWords';
import { ReasonAction } from '../shared/ReasonAction';
import type { Concern } from './ConcernsPanel';
import { PagedPanel } from './PagedPanel';
import { usePagedQuery } from './usePagedQuery';

/** One of the two people: name, a call link and their admin profile. */
function PersonLine({ role, email }: { role: 'volunteer' | 'senior'; email: string }) {
  const { t } = useAdminWords();
  const person = useMemberDoc(role, email || null).data;
  const label = t(role === 'senior' ? 'adminVisits.seniorLabel' : 'adminVisits.volunteerLabel');
  if (!email)
    return (
      <Typography>
        <strong>{label}:</strong> {t('adminVisits.noVolunteer')}
      </Typography>
    );
  const name = person?.name || email;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 0.5 }}>
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        <strong>{label}:</strong> {name}
      </Typography>
      {person?.phone ? (
        <Link
          href={telHref(person.phone)}
          aria-label={t('adminVisits.callLabel', { name, phone: person.phone })}
          sx={{ fontSize: '1.125rem', fontWeight: 700, py: 0.75 }}
        >
          {person.phone}
        </Link>
      ) : (
        <Typography sx={{ color: 'text.secondary' }}>{t('adminVisits.noPhone')}</Typography>
      )}
      <Link
        component={RouterLink}
        to={`${PAGES.adminProfile}?email=${encodeURIComponent(email)}`}
        aria-label={t('adminVisits.profileLabel', { name })}
        sx={{ py: 0.75 }}
      >
        {t('adminVisits.profileLink')}
      </Link>
    </Box>
  );
}

/** The words of a concern: those given with it, or a "Not good" visit's, kept with her answer (never on the concern). */
function ConcernWords({ concern }: { concern: Concern }) {
  const { t } = useAdminWords();
  const feedback = useVisitFeedback(concern.kind === 'feedback' && !concern.text ? concern.visitId : null).data;
  const text = concern.text || feedback?.text;
  if (!text) return null;
  return <Typography sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>{t('adminVisits.words', { text })}</Typography>;
}

function VisitLine({ id }: { id: string }) {
  const { t, when } = useAdminWords();
  const visit = useLiveDoc<VisitDoc>(`${COLLECTIONS.visits}/${id}`).data;
  if (!visit) return null;
  return (
    <Typography sx={{ overflowWrap: 'anywhere' }}>
      {t('adminVisits.visitLine', { task: visit.task, when: when(visit), city: visit.city })}
    </Typography>
  );
}

function OpenConcernRow({
  concern,
  notify,
  afterHandled,
}: {
  concern: Concern;
  notify: (notice: Notice) => void;
  afterHandled: () => HTMLElement | null;
}) {
  const { t, lang } = useAdminWords();
  const senior = useMemberDoc('senior', concern.senior).data?.name || concern.senior;
  const volunteer = useMemberDoc('volunteer', concern.volunteer || null).data?.name || concern.volunteer;
  return (
    <Box component="li" sx={{ py: 2, display: 'grid', gap: 0.75 }}>
      <Typography sx={{ fontWeight: 700, fontSize: '1.1875rem', overflowWrap: 'anywhere' }}>
        {t('adminVisits.concern', { kind: concern.kind, volunteer, senior })}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{momentIn(concern.at, lang)}</Typography>
      {concern.raisedBy && (
        <Typography sx={{ overflowWrap: 'anywhere' }}>{t('adminVisits.raisedBy', { email: concern.raisedBy })}</Typography>
      )}
      <ConcernWords concern={concern} />
      {concern.visitId && <VisitLine id={concern.visitId} />}
      <PersonLine role="senior" email={concern.senior} />
      <PersonLine role="volunteer" email={concern.volunteer} />
      <Box sx={{ mt: 1 }}>
        <ReasonAction
          button={{ text: t('adminVisits.markHandled'), label: t('adminVisits.markHandledLabel', { senior }), variant: 'contained' }}
          words={{
            title: t('adminVisits.handledTitle'),
            intro: t('adminVisits.handledIntro'),
            reasonLabel: t('adminVisits.handledNoteLabel'),
            cancel: t('adminVisits.keepOpen'),
            confirm: t('adminVisits.markHandled'),
            // Her call for help stays listed on her dashboard: a few words for her go with it.
            ...(concern.kind === 'help' && {
              extraLabel: t('adminVisits.handledForSenior'),
              extraHelp: t('adminVisits.handledForSeniorHelp'),
            }),
          }}
          schema={concernHandledSchema.shape.note}
          max={CONCERN_NOTE_MAX}
          confirmColor="primary"
          notify={notify}
          request={(note, forSenior) => ['concernHandled', { params: { id: concern.id }, body: { note, ...(forSenior && { forSenior }) } }]}
          afterDone={afterHandled}
        />
      </Box>
    </Box>
  );
}

/** The open concerns of every city, or of a coordinator's `cities`. */
export function OpenConcernsPanel({ notify, cities }: { notify: (notice: Notice) => void; cities?: readonly string[] }) {
  const { t } = useAdminWords();
  const heading = useRef<HTMLHeadingElement>(null);
  const page = usePagedQuery<ConcernDoc>(panelQueryFor(PANEL_QUERIES.openConcerns, cities));
  return (
    <PagedPanel title={t('adminVisits.openTitle')} empty={t('adminVisits.openEmpty')} page={page} headingRef={heading}>
      {(concern) => <OpenConcernRow key={concern.id} concern={concern} notify={notify} afterHandled={() => heading.current} />}
    </PagedPanel>
  );
}
