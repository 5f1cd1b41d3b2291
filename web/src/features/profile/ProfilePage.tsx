/**
 * /profile (guarded): 'Edit Profile', 'Loading' until the member's document arrives, then
 * their form, filled from it.
 */
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { SeniorDoc, VolunteerDoc } from '@gh/common/documents';
import { PageIntro } from '../../components/PageIntro';
import { useMemberDoc } from '../../lib/useMemberDoc';
import { useSession } from '../../lib/useSession';
import { SeniorProfileForm } from './SeniorProfileForm';
import { VolunteerProfileForm } from './VolunteerProfileForm';

export const PROFILE_LOAD_FAILED = 'We could not load your details just now. Please check your connection and reload the page.';
export const PROFILE_NOT_FOUND = 'We could not find your details. Please sign out and sign in again.';

export default function ProfilePage() {
  const { user, role } = useSession();
  const member = role ?? 'senior';
  const person = useMemberDoc(member, user?.email ?? '');

  return (
    <PageIntro title="Edit Profile" lead="Keep your details up to date.">
      {person.status === 'loading' && (
        <Typography role="status" sx={{ mt: 4 }}>
          Loading
        </Typography>
      )}
      {person.status === 'error' && <Alert severity="error" role="alert" sx={{ mt: 4 }}>{PROFILE_LOAD_FAILED}</Alert>}
      {person.status === 'success' && !person.data && (
        <Alert severity="error" role="alert" sx={{ mt: 4 }}>{PROFILE_NOT_FOUND}</Alert>
      )}
      {person.data && (member === 'volunteer'
        ? <VolunteerProfileForm doc={person.data as VolunteerDoc} />
        : <SeniorProfileForm doc={person.data as SeniorDoc} />)}
    </PageIntro>
  );
}
