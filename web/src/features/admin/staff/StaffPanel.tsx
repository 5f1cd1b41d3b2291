/**
 * Staff (docs/admin.md, Staff), for the key's session and owners: the members of staff, newest
 * first, paged and live, each with their role and cities, Change and Remove; and the form that
 * invites someone. Every answer shows in the dashboard's notice; a refusal (the last owner's)
 * stays in its dialog, in plain words.
 */
import { useRef } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { StaffDoc } from '@gh/common/staff';
import { useT } from '../../../i18n/I18n';
import type { LiveItem } from '../../../lib/live';
import { STAFF_QUERY } from '../adminData';
import { PagedPanel } from '../panels/PagedPanel';
import { usePagedQuery } from '../panels/usePagedQuery';
import type { Notice } from '../shared/AdminNotice';
import { cityNames, useDistricts } from './districts';
import { InviteStaff } from './InviteStaff';
import { ChangeStaff, RemoveStaff } from './StaffDialogs';

interface StaffPanelProps {
  notify: (notice: Notice) => void;
  /** The owner signed in, or null for the key's session. */
  you: string | null;
}

export function StaffPanel({ notify, you }: StaffPanelProps) {
  const t = useT();
  const page = usePagedQuery<StaffDoc>(STAFF_QUERY);
  // Loaded with the list, which starts once the panel comes near the screen.
  const districts = useDistricts(page.items !== null);
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <Box
      sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}
    >
      <PagedPanel title={t('staff.panelTitle')} empty={t('staff.panelEmpty')} page={page} headingRef={heading}>
        {(member: LiveItem<StaffDoc>) => (
          <Box component="li" key={member.id} sx={{ py: 2, display: 'grid', gap: 0.5 }}>
            <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {member.email === you ? t('staff.you', { email: member.email }) : member.email}
            </Typography>
            <Typography>
              {t('staff.role', { role: member.role })} ·{' '}
              {member.role === 'owner' ? t('staff.everyCity') : cityNames(member.cities, districts)}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 1 }}>
              <ChangeStaff member={member} districts={districts} notify={notify} />
              <RemoveStaff email={member.email} notify={notify} afterRemove={() => heading.current} />
            </Box>
          </Box>
        )}
      </PagedPanel>
      <InviteStaff districts={districts} notify={notify} />
    </Box>
  );
}
