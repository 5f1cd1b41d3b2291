/**
 * /profile (guarded): 'Edit Profile', 'Loading' until the member's document arrives, then
 * details to review if an account registered with their e-mail by SMS became theirs, their
 * form, filled from it, the e-mails they want, for a senior the volunteers she said No to and
 * her family circle, their data: to download, for a senior her nominee, a grievance for the grievance officer, or to erase
 * with the account.
 */
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { SeniorDoc, VolunteerDoc } from '@gh/common/documents';
import { PageIntro } from '../../components/PageIntro';
import { areaLoader } from '../../i18n/catalogs';
import { useT } from '../../i18n/I18n';
import { useMemberDoc } from '../../lib/useMemberDoc';
import { useSession } from '../../lib/useSession';
import { DeclinedVolunteers } from './DeclinedVolunteers';
import { ConsentChoices } from './ConsentChoices';
import { EraseAccount } from './EraseAccount';
import { FamilyCircle } from './FamilyCircle';
import { Grievances } from './Grievances';
import { KeepDetails } from './KeepDetails';
import { MailChoices } from './MailChoices';
import { MyDataDownload } from './MyDataDownload';
import { Nominee } from './Nominee';
import { SeniorProfileForm } from './SeniorProfileForm';
import { VolunteerProfileForm } from './VolunteerProfileForm';

/** The profile's words, its fields' checks, the api's answers, the options' labels (choices) and the details to review, with the page's chunk. */
export const loadMessages = areaLoader(import.meta.glob('../../i18n/messages/*/{profile,person,fields,api,choices,review,signin}.ts'));

export default function ProfilePage() {
  const t = useT();
  const { user, role } = useSession();
  const member = role ?? 'senior';
  const person = useMemberDoc(member, user?.email ?? '');

  return (
    <PageIntro title={t('profile.title')} lead={t('profile.lead')}>
      {person.status === 'loading' && (
        <Typography role="status" sx={{ mt: 4 }}>
          {t('profile.loading')}
        </Typography>
      )}
      {person.status === 'error' && (
        <Alert severity="error" role="alert" sx={{ mt: 4 }}>
          {t('profile.loadFailed')}
        </Alert>
      )}
      {person.status === 'success' && !person.data && (
        <Alert severity="error" role="alert" sx={{ mt: 4 }}>
          {t('profile.notFound')}
        </Alert>
      )}
      {person.data && <KeepDetails doc={person.data} />}
      {person.data &&
        (member === 'volunteer' ? (
          <VolunteerProfileForm doc={person.data as VolunteerDoc} />
        ) : (
          <SeniorProfileForm doc={person.data as SeniorDoc} />
        ))}
      {person.data && <MailChoices role={member} doc={person.data} />}
      {person.data && member === 'senior' && <DeclinedVolunteers declined={(person.data as SeniorDoc).declined ?? []} />}
      {person.data && member === 'senior' && (person.data as SeniorDoc).emailProven !== false && (
        <FamilyCircle email={person.data.email} contact={(person.data as SeniorDoc).emergencycontact.emergencyContactEmail ?? ''} />
      )}
      {person.data && <ConsentChoices email={person.data.email} role={member} withdrawn={person.data.withdrawn} />}
      {person.data && <MyDataDownload email={person.data.email} />}
      {person.data && member === 'senior' && (person.data as SeniorDoc).emailProven !== false && <Nominee email={person.data.email} />}
      {person.data && <Grievances email={person.data.email} />}
      {person.data && <EraseAccount email={person.data.email} smsTo={person.data.emailProven === false ? person.data.phone : null} />}
    </PageIntro>
  );
}
