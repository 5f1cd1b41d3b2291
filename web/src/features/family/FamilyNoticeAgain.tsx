/**
 * In place of her views, for a member who has not agreed to the circle's current notice (it
 * changed since they joined): the notice again and "I agree", which records it for every circle
 * they are in (POST /family/consent). Their views then say so, live, and the page shows them.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CIRCLE_NOTICE_VERSION } from '@gh/common/circle';
import { AgreeAgain } from '../../components/AgreeAgain';
import { CIRCLE_NOTICE_LINES } from '../../components/circleNotice';
import { useLang, useT } from '../../i18n/I18n';
import { apiRequest } from '../../lib/api';
import { currentIdToken } from '../../lib/idToken';

export function FamilyNoticeAgain() {
  const t = useT();
  const lang = useLang();
  return (
    <Box data-testid="family-notice-again">
      <Typography component="h2" variant="h5" sx={{ fontWeight: 700 }}>
        {t('consent.again.title')}
      </Typography>
      <Typography sx={{ mt: 1, fontSize: '1.1875rem' }}>{t('consent.again.lead')}</Typography>
      <AgreeAgain
        title={t('circle.noticeTitle')}
        lines={CIRCLE_NOTICE_LINES}
        agree={async () => {
          await apiRequest('familyConsent', { body: { consentVersion: CIRCLE_NOTICE_VERSION, lang }, token: await currentIdToken() });
        }}
      />
    </Box>
  );
}
