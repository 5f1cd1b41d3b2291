/**
 * "Your consent" on /profile: each optional use of the person's data (e-mail notices,
 * matching) with its state; withdrawing it or giving it again first says what will happen and
 * asks to confirm (PUT /people/{email}/consent; docs/privacy.md, Consent). The live document
 * then shows what was stored.
 */
import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { dayMonthIn } from '@gh/common/locale-format';
import { OPTIONAL_USES, type OptionalUse, type Withdrawn } from '@gh/common/optional-uses';
import { OutcomeNotice } from '../../components/OutcomeNotice';
import { usePendingCall } from '../../components/usePendingCall';
import { useLang, useT } from '../../i18n/I18n';
import { apiRequest } from '../../lib/api';
import { currentIdToken } from '../../lib/idToken';
import type { Role } from '../../lib/session';
import { ProfilePart } from './ProfilePart';

interface ConsentChoicesProps {
  email: string;
  role: Role;
  withdrawn: Withdrawn | undefined;
}

export function ConsentChoices({ email, role, withdrawn }: ConsentChoicesProps) {
  const t = useT();
  const lang = useLang();
  const call = usePendingCall<OptionalUse>();
  // The use whose change waits for "Yes": its effect is said first.
  const [asking, setAsking] = useState<OptionalUse | null>(null);

  const confirm = (use: OptionalUse, given: boolean) => {
    setAsking(null);
    void call.run(use, async () =>
      apiRequest<{ message: string }>('optionalUse', { params: { email }, body: { use, given, lang }, token: await currentIdToken() }),
    );
  };

  return (
    <ProfilePart title={t('profile.consentTitle')} lead={t('profile.consentLead')}>
      <Box sx={{ mb: 2 }}>
        <OutcomeNotice outcome={call.outcome} onDismiss={call.dismiss} />
      </Box>
      <Stack spacing={2}>
        {OPTIONAL_USES.map((use) => {
          const since = withdrawn?.[use];
          return (
            <UseCard
              key={use}
              use={use}
              role={role}
              state={since === undefined ? t('profile.consentGiven') : t('profile.consentWithdrawnOn', { date: dayMonthIn(since, lang) })}
              given={since === undefined}
              asking={asking === use}
              busy={call.pending === use}
              onAsk={() => (call.dismiss(), setAsking(use))}
              onCancel={() => setAsking(null)}
              onConfirm={() => confirm(use, since !== undefined)}
            />
          );
        })}
      </Stack>
    </ProfilePart>
  );
}

interface UseCardProps {
  use: OptionalUse;
  role: Role;
  state: string;
  given: boolean;
  asking: boolean;
  busy: boolean;
  onAsk: () => void;
  onCancel: () => void;
  onConfirm: () => void;
}

function UseCard({ use, role, state, given, asking, busy, onAsk, onCancel, onConfirm }: UseCardProps) {
  const t = useT();
  const titleId = useId();
  const effectId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      data-testid={`consent-${use}`}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: 2, md: 3 } }}
    >
      <Typography id={titleId} variant="h3" sx={{ fontSize: '1.2rem', fontWeight: 600, mb: 0.5 }}>
        {t('profile.consentUse', { use })}
      </Typography>
      <Typography sx={{ mb: 2, color: 'text.secondary' }}>{state}</Typography>
      {asking ? (
        <Box role="group" aria-labelledby={effectId}>
          <Typography id={effectId} sx={{ mb: 2 }}>
            {t(given ? 'profile.consentWithdrawEffect' : 'profile.consentGiveEffect', { use, role })}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Button variant="contained" size="large" color={given ? 'error' : 'primary'} onClick={onConfirm}>
              {t(given ? 'profile.consentWithdrawYes' : 'profile.consentGiveYes')}
            </Button>
            {/* Focus moves into the question (its group names the effect), on the answer that changes nothing. */}
            <Button variant="outlined" size="large" onClick={onCancel} autoFocus>
              {t('profile.consentCancel')}
            </Button>
          </Stack>
        </Box>
      ) : (
        <Button variant="outlined" size="large" disabled={busy} onClick={onAsk}>
          {busy ? t('profile.saving') : t(given ? 'profile.consentWithdraw' : 'profile.consentGive')}
        </Button>
      )}
    </Box>
  );
}
