/**
 * One request in Volunteer Requested Seniors: both people by name and city,
 * what they share (the volunteer's skills that are the senior's interests), when the
 * volunteer is free and the language the senior reads (her dashboard shows the task as the
 * admin writes it), so the admin can assign without opening profiles. The senior's side is
 * read live from `seniors/{email}` by the request's row (useRequestedSenior), which also leaves
 * out what the api would refuse when she may not be read; until she arrives, or when she is
 * refused, the link's name and e-mail stand in. Kept small so more facts about the request can
 * join it.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { COLLECTIONS } from '@gh/common/constants';
import { DEFAULT_LANG, LANG_NAMES } from '@gh/common/i18n';
import type { SeniorDoc } from '@gh/common/documents';
import { inCommon } from '@gh/common/matching';
import { EmailText } from '../../../components/EmailText';
import { refusedByRules, useLiveDoc } from '../../../lib/live';
import type { LinkedVolunteer } from '../adminData';
import { useAdminWords } from '../shared/adminWords';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" sx={{ fontWeight: 700 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

/** A request's senior as the admin may read her: null until she arrives or when refused. */
export interface RequestedSenior {
  senior: SeniorDoc | null;
  /**
   * The rules refuse her document: a coordinator's pair whose senior lives in another city
   * (firestore.rules). The api refuses them its visits, Unlink and Link too (`pairOfTheirCities`).
   */
  refused: boolean;
}

/** The senior of `volunteer`'s link, read live (`read` false: not read, and not refused). */
export function useRequestedSenior(volunteer: LinkedVolunteer, read = true): RequestedSenior {
  const { data, error } = useLiveDoc<SeniorDoc>(read ? `${COLLECTIONS.seniors}/${volunteer.senior.email}` : null);
  return { senior: data, refused: refusedByRules(error) };
}

export function RequestSummary({ volunteer, senior: { senior, refused } }: { volunteer: LinkedVolunteer; senior: RequestedSenior }) {
  const { t, listText } = useAdminWords();
  // What they share whatever their places and languages: matching already brought them together.
  const shared = senior ? listText(inCommon(senior.interests, volunteer.skillList)) : null;
  const sharedText = shared ?? (refused ? t('adminVisits.seniorElsewhere') : t('admin.loading'));
  const seniorName = senior?.name ?? volunteer.senior.name ?? volunteer.senior.email;

  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'auto minmax(0, 1fr)' }, columnGap: 1.5, rowGap: 0.5 }}
    >
      <Fact label={t('adminVisits.volunteer')}>
        {volunteer.name}, {volunteer.city} (<EmailText email={volunteer.email} />)
      </Fact>
      <Fact label={t('adminVisits.senior')}>
        {seniorName}
        {senior ? `, ${senior.city}` : ''} (<EmailText email={volunteer.senior.email} />)
      </Fact>
      <Fact label={t('adminVisits.shared')}>{sharedText}</Fact>
      <Fact label={t('adminVisits.free')}>{listText(volunteer.availability)}</Fact>
      <Fact label={t('adminVisits.skills')}>{listText(volunteer.skillList)}</Fact>
      {senior && (
        <Fact label={t('adminVisits.seniorLang')}>
          {t('adminVisits.seniorLangValue', { language: LANG_NAMES[senior.lang ?? DEFAULT_LANG] })}
        </Fact>
      )}
    </Box>
  );
}
