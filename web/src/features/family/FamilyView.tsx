/**
 * One senior's view, as she lets this member see it (FamilyViewDoc): her name as the heading,
 * then only the parts the view holds: her visits, her volunteer's card, her calls for help;
 * for her nominee, what that means and a request to act for her; the e-mails about her this
 * member chose; last, leaving her circle.
 */
import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { FamilyViewDoc, FamilyVolunteer } from '@gh/common/circle';
import { PersonPhoto } from '../../components/PersonPhoto';
import { useT } from '../../i18n/I18n';
import { useNowAcross } from '../../lib/useNowAcross';
import { usePhotoLink } from '../../lib/usePhotoLink';
import { FamilyHelp } from './FamilyHelp';
import { FamilyLeave } from './FamilyLeave';
import { FamilyNominee } from './FamilyNominee';
import { FamilyNoticeChoices } from './FamilyNoticeChoices';
import { FamilyVisits } from './FamilyVisits';

function Part({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} data-testid={testId} sx={{ mt: 3, pt: 2, borderTop: 2, borderColor: 'divider' }}>
      <Typography id={titleId} variant="h4" component="h3" sx={{ fontSize: { xs: '1.375rem', sm: '1.5rem' }, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Her volunteer: his photo (asked for by her e-mail, as the view never holds his; his initial until it loads, or without one), name and check. */
function VolunteerCard({ senior, volunteer }: { senior: string; volunteer: FamilyVolunteer }) {
  const t = useT();
  const photo = usePhotoLink({ senior }, volunteer.photoId);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <PersonPhoto name={volunteer.name} src={photo} alt={t('family.photo', { name: volunteer.name })} size={64} />
      <Box sx={{ minWidth: 0 }}>
        <Typography data-testid="family-volunteer-name" sx={{ fontSize: '1.25rem', fontWeight: 700, overflowWrap: 'anywhere' }}>
          {volunteer.name}
        </Typography>
        {volunteer.checked && <Typography sx={{ color: 'success.dark', fontWeight: 700 }}>✓ {t('family.checked')}</Typography>}
      </Box>
    </Box>
  );
}

export function FamilyView({ view, me }: { view: FamilyViewDoc; me: string }) {
  const t = useT();
  const headingId = useId();
  // The split between coming and past moves on as each visit ends, with no call.
  const now = useNowAcross((view.visits ?? []).map((visit) => visit.endAt + 1));
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      data-testid="family-view"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      <Typography id={headingId} variant="h2" sx={{ fontSize: { xs: '1.75rem', sm: '2rem' }, overflowWrap: 'anywhere' }}>
        {view.seniorName}
      </Typography>
      {view.visits && (
        <Part title={t('family.visitsTitle')} testId="family-visits">
          <FamilyVisits visits={view.visits} now={now} />
        </Part>
      )}
      {view.volunteer !== undefined && (
        <Part title={t('family.volunteerTitle')} testId="family-volunteer">
          {view.volunteer ? (
            <VolunteerCard senior={view.senior} volunteer={view.volunteer} />
          ) : (
            <Typography sx={{ color: 'text.secondary' }}>{t('family.noVolunteer')}</Typography>
          )}
        </Part>
      )}
      {view.help && (
        <Part title={t('family.helpTitle')} testId="family-helps">
          <FamilyHelp senior={view.senior} requests={view.help} me={me} />
        </Part>
      )}
      {view.nominatedAt !== undefined && (
        <Part title={t('family.nomineeTitle')} testId="family-nominee">
          <FamilyNominee senior={view.senior} nominatedAt={view.nominatedAt} />
        </Part>
      )}
      <Box sx={{ mt: 3, pt: 2, borderTop: 2, borderColor: 'divider' }}>
        <FamilyNoticeChoices senior={view.senior} parts={view.parts} notices={view.notices} lang={view.lang} />
      </Box>
      <Part title={t('family.leaveTitle')} testId="family-leave">
        <FamilyLeave senior={view.senior} name={view.seniorName} />
      </Part>
    </Paper>
  );
}
