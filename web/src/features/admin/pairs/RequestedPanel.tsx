/**
 * Volunteer Requested Seniors (spec section 2): each volunteer waiting for a task, with the
 * senior they asked for, "Assign a visit" (the Assign Task inputs behind a button)
 * and Unlink. An assigned or unlinked volunteer leaves this panel by itself, through the live
 * listener; focus then goes to the panel's heading. A coordinator's request whose senior lives
 * elsewhere offers neither: an owner's to act on, as its summary says.
 */
import { useRef } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useT } from '../../../i18n/I18n';
import type { Notice } from '../shared/AdminNotice';
import { PANEL_QUERIES, linkedVolunteer, panelQueryFor, type LinkedVolunteer } from '../adminData';
import { AssignVisit } from '../visits/AssignVisit';
import { PagedPanel } from '../panels/PagedPanel';
import { usePagedRows, type Page } from '../panels/usePagedQuery';
import { SeniorAnswer } from './SeniorAnswer';
import { RequestSummary, useRequestedSenior } from './RequestSummary';
import { UnlinkPair } from './UnlinkPair';

interface ListProps {
  page: Page<LinkedVolunteer>;
  notify: (notice: Notice) => void;
}

/** The pair of a linked volunteer, as Unlink names it. */
export const pairOf = (volunteer: LinkedVolunteer) => ({
  volunteer: { email: volunteer.email, name: volunteer.name },
  senior: { email: volunteer.senior.email, name: volunteer.senior.name || volunteer.senior.email },
});

/** One request; Assign a visit and Unlink unless its senior may not be read. */
function Request({
  volunteer,
  notify,
  toHeading,
}: Pick<ListProps, 'notify'> & { volunteer: LinkedVolunteer; toHeading: () => HTMLElement | null }) {
  const senior = useRequestedSenior(volunteer);
  return (
    <Box component="li" sx={{ py: 2 }}>
      <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.1875rem', mb: 1 }}>
        {volunteer.name}
      </Typography>
      <RequestSummary volunteer={volunteer} senior={senior} />
      <SeniorAnswer request={volunteer.senior} />
      {!senior.refused && (
        <>
          <AssignVisit volunteer={volunteer} notify={notify} afterAssign={() => toHeading()?.focus()} />
          <UnlinkPair {...pairOf(volunteer)} notify={notify} afterUnlink={toHeading} />
        </>
      )}
    </Box>
  );
}

/** The requests, each with Assign a visit and Unlink. */
export function RequestedList({ page, notify }: ListProps) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  const toHeading = () => heading.current;
  return (
    <PagedPanel title={t('adminVisits.requestedTitle')} empty={t('adminVisits.requestedEmpty')} page={page} headingRef={heading}>
      {(volunteer) => <Request key={volunteer.email} volunteer={volunteer} notify={notify} toHeading={toHeading} />}
    </PagedPanel>
  );
}

/** Volunteer Requested Seniors, newest request first, as its own live query: of every city, or of a coordinator's `cities`. */
export function RequestedPanel({ notify, cities }: Omit<ListProps, 'page'> & { cities?: readonly string[] }) {
  return <RequestedList page={usePagedRows(panelQueryFor(PANEL_QUERIES.requested, cities), linkedVolunteer)} notify={notify} />;
}
