/**
 * Last on a senior's view: leaving her circle (POST /family/leave), the member's withdrawal of
 * the consent they gave on joining (docs/privacy.md). What it does is said first; "Yes" sends
 * it, and the view then leaves the live list, which says they are no longer in her circle.
 */
import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { OutcomeNotice } from '../../components/OutcomeNotice';
import { usePendingCall } from '../../components/usePendingCall';
import { useT } from '../../i18n/I18n';
import { apiRequest } from '../../lib/api';
import { currentIdToken } from '../../lib/idToken';

export function FamilyLeave({ senior, name }: { senior: string; name: string }) {
  const t = useT();
  const effectId = useId();
  const call = usePendingCall<'leave'>();
  const [asking, setAsking] = useState(false);

  const leave = () => {
    setAsking(false);
    void call.run('leave', async () => apiRequest<{ message: string }>('familyLeave', { body: { senior }, token: await currentIdToken() }));
  };

  return (
    <>
      <Typography sx={{ mb: 2 }}>{t('family.leaveLead', { name })}</Typography>
      {asking ? (
        <Box role="group" aria-labelledby={effectId}>
          <Typography id={effectId} sx={{ mb: 2 }}>
            {t('family.leaveEffect', { name })}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Button variant="contained" color="error" size="large" onClick={leave}>
              {t('family.leaveYes')}
            </Button>
            {/* Focus moves into the question, on the answer that changes nothing. */}
            <Button variant="outlined" size="large" onClick={() => setAsking(false)} autoFocus>
              {t('family.leaveNo')}
            </Button>
          </Stack>
        </Box>
      ) : (
        <Button variant="outlined" size="large" disabled={call.pending !== null} onClick={() => (call.dismiss(), setAsking(true))}>
          {call.pending ? t('family.leaving') : t('family.leave')}
        </Button>
      )}
      <Box sx={{ mt: 2 }}>
        <OutcomeNotice outcome={call.outcome} onDismiss={call.dismiss} />
      </Box>
    </>
  );
}
