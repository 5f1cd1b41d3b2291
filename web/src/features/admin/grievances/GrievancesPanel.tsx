/**
 * Open grievances (docs/privacy.md, Grievances), for the grievance officer and the owners: a
 * live query of the open ones, soonest due first, 20 at a time. Each says what it is about,
 * who filed it and when, the day its answer is due (marked once it is near or past), and the
 * person's words; Answer asks for the answer (POST /{key}/grievances/{id}/answer), which is
 * mailed to the person, and the grievance leaves by its listener.
 */
import { useRef } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DAY_MS } from '@gh/common/constants';
import { GRIEVANCE_ANSWER_MAX, type GrievanceDoc } from '@gh/common/grievances';
import { dateIn } from '@gh/common/locale-format';
import { grievanceAnswerSchema } from '@gh/common/schemas';
import { useLang, useT } from '../../../i18n/I18n';
import { useNowAcross } from '../../../lib/useNowAcross';
import { GRIEVANCES_QUERY } from '../adminData';
import { PagedPanel } from '../panels/PagedPanel';
import { usePagedQuery } from '../panels/usePagedQuery';
import type { Notice } from '../shared/AdminNotice';
import { ReasonAction } from '../shared/ReasonAction';

/** A grievance due within this many days is marked, so it is answered in time. */
const DUE_SOON_DAYS = 14;

function GrievanceRow({
  grievance,
  notify,
  afterAnswer,
}: {
  grievance: GrievanceDoc;
  notify: (notice: Notice) => void;
  afterAnswer: () => HTMLElement | null;
}) {
  const t = useT();
  const lang = useLang();
  const soonFrom = grievance.dueBy - DUE_SOON_DAYS * DAY_MS;
  const soon = useNowAcross([soonFrom]) >= soonFrom;
  return (
    <Box component="li" data-testid="open-grievance" sx={{ py: 2, display: 'grid', gap: 0.75 }}>
      <Typography sx={{ fontWeight: 700, fontSize: '1.1875rem' }}>{t('staff.grievanceAbout', { category: grievance.category })}</Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        {t('staff.grievanceFrom', { email: grievance.email, role: grievance.role, filed: dateIn(grievance.filedAt, lang) })}
      </Typography>
      {grievance.nominee && (
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {t('staff.grievanceNominee', {
            name: grievance.nominee.seniorName,
            senior: grievance.nominee.senior,
            reason: grievance.nominee.reason,
          })}
        </Typography>
      )}
      <Typography sx={{ fontWeight: soon ? 700 : 400, color: soon ? 'error.main' : 'text.secondary' }}>
        {t('staff.grievanceDue', { due: dateIn(grievance.dueBy, lang) })}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{grievance.text}</Typography>
      <Box sx={{ mt: 1 }}>
        <ReasonAction
          button={{
            text: t('staff.grievanceAnswer'),
            label: t('staff.grievanceAnswerLabel', { email: grievance.email }),
            variant: 'contained',
          }}
          words={{
            title: t('staff.grievanceAnswerTitle'),
            intro: t('staff.grievanceAnswerIntro'),
            reasonLabel: t('staff.grievanceAnswerField'),
            cancel: t('staff.grievanceKeepOpen'),
            confirm: t('staff.grievanceSendAnswer'),
          }}
          schema={grievanceAnswerSchema.shape.answer}
          max={GRIEVANCE_ANSWER_MAX}
          confirmColor="primary"
          notify={notify}
          request={(answer) => ['answerGrievance', { params: { id: grievance.id }, body: { answer } }]}
          afterDone={afterAnswer}
        />
      </Box>
    </Box>
  );
}

/**
 * `officerOnly`: on a coordinator's or viewer's page, where the rules open the list to the
 * officer alone; anyone else's listener is refused, and the panel stays away.
 */
export function GrievancesPanel({ notify, officerOnly = false }: { notify: (notice: Notice) => void; officerOnly?: boolean }) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  const page = usePagedQuery<GrievanceDoc>(GRIEVANCES_QUERY);
  if (officerOnly && !page.items) return null;
  return (
    <PagedPanel title={t('staff.grievancesTitle')} empty={t('staff.grievancesEmpty')} page={page} headingRef={heading}>
      {(grievance) => <GrievanceRow key={grievance.id} grievance={grievance} notify={notify} afterAnswer={() => heading.current} />}
    </PagedPanel>
  );
}
