/**
 * On /profile, while the details of an account registered with the person's e-mail by SMS wait
 * for her review (DetailsReviewNotice): Keep these details (POST /details/keep), or correct
 * them in the form below. Once kept, the live document no longer asks, and the page thanks her.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { SeniorDoc, VolunteerDoc } from '@gh/common/documents';
import { DetailsReviewNotice } from '../../components/DetailsReviewNotice';
import { useT } from '../../i18n/I18n';
import { apiRequest } from '../../lib/api';
import { currentIdToken } from '../../lib/idToken';

export function KeepDetails({ doc }: { doc: SeniorDoc | VolunteerDoc }) {
  const t = useT();
  const [phase, setPhase] = useState<'asking' | 'keeping' | 'failed' | 'kept'>('asking');

  async function keep() {
    setPhase('keeping');
    try {
      await apiRequest('keepDetails', { body: {}, token: await currentIdToken() });
      setPhase('kept');
    } catch {
      setPhase('failed');
    }
  }

  if (!doc.review) {
    return phase === 'kept' ? (
      <Alert severity="success" role="status" sx={{ mt: 4, fontSize: '1.125rem' }}>
        {t('review.kept')}
      </Alert>
    ) : null;
  }
  return (
    <DetailsReviewNotice review={doc.review} phoneOff={doc.phoneKey === null}>
      <Typography sx={{ fontSize: '1.1875rem', mb: 2 }}>{t('review.correct')}</Typography>
      <Button variant="contained" size="large" onClick={() => void keep()} disabled={phase === 'keeping'}>
        {phase === 'keeping' ? t('review.keeping') : t('review.keep')}
      </Button>
      {phase === 'failed' && (
        <Alert severity="error" role="alert" sx={{ mt: 2, fontSize: '1.125rem' }}>
          {t('review.keepFailed')}
        </Alert>
      )}
    </DetailsReviewNotice>
  );
}
