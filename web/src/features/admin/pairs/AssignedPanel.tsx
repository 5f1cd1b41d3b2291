/**
 * Assigned Tasks & Locations (spec section 2): each assigned pair's next visit, with Add visits
 * (an Assigned pair may get any number) and Unlink; on a coordinator's page, a pair whose senior
 * lives elsewhere says an owner acts on it instead.
 */
import { useRef } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { EmailText } from '../../../components/EmailText';
import type { Notice } from '../shared/AdminNotice';
import { PANEL_QUERIES, linkedVolunteer, panelQueryFor, type LinkedVolunteer } from '../adminData';
import { useAdminWords } from '../shared/adminWords';
import { AssignVisit } from '../visits/AssignVisit';
import { PagedPanel } from '../panels/PagedPanel';
import { pairOf } from './RequestedPanel';
import { useRequestedSenior } from './RequestSummary';
import { UnlinkPair } from './UnlinkPair';
import { usePagedRows, type Page } from '../panels/usePagedQuery';

interface ListProps {
  page: Page<LinkedVolunteer>;
  notify: (notice: Notice) => void;
  /** A coordinator's: each pair's senior is read, and a pair whose senior lives elsewhere offers no action. */
  ofCities?: boolean;
}

/** One pair: the volunteer (name, then the spec's e-mail), task and location, with the visit's time and the senior's name. */
function AssignedRow({
  volunteer,
  notify,
  ofCities,
  toHeading,
}: Omit<ListProps, 'page'> & { volunteer: LinkedVolunteer; toHeading: () => HTMLElement | null }) {
  const { t, when } = useAdminWords();
  // The api refuses a coordinator Add visits and Unlink on a pair whose senior the rules refuse them.
  const { refused } = useRequestedSenior(volunteer, Boolean(ofCities));
  const { email, senior } = volunteer;
  const seniorName = senior.name || senior.email;
  return (
    <Box component="li" sx={{ py: 2, display: 'grid', gap: 0.25 }}>
      <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{volunteer.name || email}</Typography>
      <Typography sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
        <EmailText email={email} />
      </Typography>
      {senior.date ? (
        <>
          <Typography>{t('adminVisits.taskIs', { task: senior.task ?? '' })}</Typography>
          <Typography>{t('adminVisits.location', { city: senior.city ?? '' })}</Typography>
          <Typography sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {t('adminVisits.whenWith', {
              when: when({ date: senior.date, startTime: senior.startTime ?? '', endTime: senior.endTime ?? '' }),
              senior: seniorName,
            })}
          </Typography>
        </>
      ) : (
        // Every visit of the pair has happened or been cancelled: the link stays Assigned.
        <Typography sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {t('adminVisits.noNextVisit', { senior: seniorName })}
        </Typography>
      )}
      {refused ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('adminVisits.pairElsewhere')}</Typography>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5 }}>
          <AssignVisit volunteer={volunteer} notify={notify} mode="more" />
          <Box sx={{ mt: 2 }}>
            <UnlinkPair {...pairOf(volunteer)} notify={notify} afterUnlink={toHeading} />
          </Box>
        </Box>
      )}
    </Box>
  );
}

/** The assigned pairs, each with Add visits and Unlink. */
export function AssignedList({ page, notify, ofCities }: ListProps) {
  const { t } = useAdminWords();
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <PagedPanel title={t('adminVisits.assignedTitle')} empty={t('adminVisits.assignedEmpty')} page={page} headingRef={heading}>
      {(volunteer) => (
        <AssignedRow key={volunteer.email} volunteer={volunteer} notify={notify} ofCities={ofCities} toHeading={() => heading.current} />
      )}
    </PagedPanel>
  );
}

/** Assigned Tasks & Locations (spec section 2), newest assignment first, as its own live query: of every city, or of a coordinator's `cities`. */
export function AssignedPanel({ notify, cities }: Omit<ListProps, 'page' | 'ofCities'> & { cities?: readonly string[] }) {
  return (
    <AssignedList
      page={usePagedRows(panelQueryFor(PANEL_QUERIES.assigned, cities), linkedVolunteer)}
      notify={notify}
      ofCities={Boolean(cities)}
    />
  );
}
