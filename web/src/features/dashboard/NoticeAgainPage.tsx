/**
 * Before the dashboard, for a member who has not agreed to the current privacy notice (a new
 * version, or an account older than the notice): the notice again, and "I agree", which records
 * it (POST /consent). Their document then holds the agreement, live, and the dashboard follows.
 * A chunk of its own with its words (the `consent` area): a member who agreed never loads it.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { NOTICE_VERSION } from '@gh/common/consent';
import { PageIntro } from '../../components/PageIntro';
import { PrivacyNotice } from '../../components/PrivacyNotice';
import { areaLoader } from '../../i18n/catalogs';
import { useLang, useT } from '../../i18n/I18n';
import { apiRequest } from '../../lib/api';
import { currentIdToken } from '../../lib/idToken';
import { useShownPart } from '../../lib/takeover';

export const loadMessages = areaLoader(import.meta.glob('../../i18n/messages/*/consent.ts'));

export default function NoticeAgainPage() {
  const t = useT();
  const lang = useLang();
  const [state, setState] = useState<'ready' | 'sending' | 'failed'>('ready');
  // In the dashboard's place: a dashboard painted from the phone's copy gives way to it at once.
  useShownPart('page');

  async function agree() {
    setState('sending');
    try {
      await apiRequest('agreeToNotice', { body: { consentVersion: NOTICE_VERSION, lang }, token: await currentIdToken() });
      // The member's document brings the agreement, and the dashboard replaces this page.
    } catch {
      setState('failed');
    }
  }

  return (
    <PageIntro title={t('consent.again.title')} lead={t('consent.again.lead')}>
      <Box sx={{ mt: 4 }}>
        <PrivacyNotice />
        <Button
          variant="contained"
          size="large"
          disabled={state === 'sending'}
          onClick={() => void agree()}
          sx={{ minWidth: { xs: '100%', sm: 260 } }}
        >
          {state === 'sending' ? t('consent.again.sending') : t('consent.again.submit')}
        </Button>
        {state === 'failed' && (
          <Alert severity="error" role="alert" sx={{ mt: 3, maxWidth: 760, fontSize: '1.125rem' }}>
            {t('consent.again.failed')}
          </Alert>
        )}
      </Box>
    </PageIntro>
  );
}
