/**
 * "Erase my account" on /profile (docs/privacy.md, Erasure): what goes and what stays is said
 * before anything is asked; a code mailed to the person, typed here with a last plain warning,
 * erases it (POST /people/{email}/erase, then .../confirm). Then a calm page says it is done
 * and signs this device out, as Sign Out does (clearing its copies).
 */
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PAGES } from '@gh/common/routes';
import { ErasureSteps, useErasure } from '../../components/ErasureSteps';
import { useLang, useT } from '../../i18n/I18n';
import { apiRequest } from '../../lib/api';
import { currentIdToken } from '../../lib/idToken';
import type { ErasedState } from './ErasedPage';
import { ProfilePart } from './ProfilePart';

export function EraseAccount({ email }: { email: string }) {
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const erasure = useErasure();
  const { entry, busy, call } = erasure;

  const askForCode = () =>
    call(async () => {
      await apiRequest('eraseRequest', { params: { email }, body: { lang }, token: await currentIdToken() });
      erasure.codeMailed(t('profile.eraseCodeSent'));
    });

  function erase(event: FormEvent) {
    event.preventDefault();
    if (!entry.ready()) return;
    void call(async () => {
      await apiRequest('eraseConfirm', { params: { email }, body: { code: entry.code }, token: await currentIdToken() });
      // That page signs this device out: signed out here, the guard of /profile would send her to sign in first.
      navigate(PAGES.erased, { replace: true, state: { erased: true } satisfies ErasedState });
    });
  }

  return (
    <ProfilePart title={t('profile.eraseTitle')} lead={t('profile.eraseLead')}>
      <Stack spacing={1.5} sx={{ mb: 3 }}>
        <Typography>{t('profile.eraseGoes')}</Typography>
        <Typography>{t('profile.eraseStays')}</Typography>
        <Typography>{t('profile.eraseAgain')}</Typography>
      </Stack>
      <ErasureSteps erasure={erasure} words="profile.erase" onErase={erase}>
        <Button variant="outlined" color="error" size="large" onClick={() => void askForCode()} disabled={busy}>
          {busy ? t('profile.eraseSending') : t('profile.eraseAsk')}
        </Button>
      </ErasureSteps>
    </ProfilePart>
  );
}
