/**
 * "Your data" on /profile: everything Golden Hearts keeps about the person that is theirs to
 * see, read out on /profile/data or downloaded as one file they can keep or pass on (GET
 * /people/{email}/data, the right of access: docs/privacy.md). What it holds is said first.
 */
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { PAGES } from '@gh/common/routes';
import type { Outcome } from '../../components/outcome';
import { OutcomeNotice } from '../../components/OutcomeNotice';
import { useServerText } from '../../components/serverText';
import { useT } from '../../i18n/I18n';
import { apiFile } from '../../lib/api';
import { currentIdToken } from '../../lib/idToken';
import { saveDownload } from '../../lib/saveDownload';
import { ProfilePart } from './ProfilePart';

export function MyDataDownload({ email }: { email: string }) {
  const t = useT();
  const said = useServerText();
  const [making, setMaking] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function download() {
    setMaking(true);
    setOutcome(null);
    try {
      saveDownload(await apiFile('myData', { params: { email }, token: await currentIdToken() }));
      setOutcome({ severity: 'success', message: t('profile.myDataDone') });
    } catch (error) {
      setOutcome({ severity: 'error', message: said.failure(error) });
    } finally {
      setMaking(false);
    }
  }

  return (
    <ProfilePart title={t('profile.myDataTitle')} lead={t('profile.myDataLead')}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <Button component={RouterLink} to={PAGES.myData} variant="contained" size="large">
          {t('profile.myDataSee')}
        </Button>
        <Button variant="outlined" size="large" onClick={() => void download()} disabled={making}>
          {making ? t('profile.myDataMaking') : t('profile.myDataDownload')}
        </Button>
      </Box>
      <Box sx={{ mt: 2 }}>
        <OutcomeNotice outcome={outcome} onDismiss={() => setOutcome(null)} />
      </Box>
    </ProfilePart>
  );
}
