/**
 * "Erase my account" on /profile (docs/privacy.md, Erasure): what goes and what stays is said
 * before anything is asked; a code mailed to the person, typed here with a last plain warning,
 * erases it (POST /people/{email}/erase, then .../confirm). Then a calm page says it is done
 * and signs this device out, as Sign Out does (clearing its copies).
 */
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PAGES } from '@gh/common/routes';
import { OneTimeCodeField } from '../../components/OneTimeCodeField';
import type { Outcome } from '../../components/outcome';
import { OutcomeNotice } from '../../components/OutcomeNotice';
import { useServerText } from '../../components/serverText';
import { useCodeEntry } from '../../components/useCodeEntry';
import { useLang, useT } from '../../i18n/I18n';
import { apiRequest } from '../../lib/api';
import { currentIdToken } from '../../lib/idToken';
import type { ErasedState } from './ErasedPage';
import { ProfilePart } from './ProfilePart';

export function EraseAccount({ email }: { email: string }) {
  const t = useT();
  const lang = useLang();
  const said = useServerText();
  const navigate = useNavigate();
  const entry = useCodeEntry();
  const [codeSent, setCodeSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function call(work: () => Promise<void>) {
    setBusy(true);
    setOutcome(null);
    try {
      await work();
    } catch (error) {
      setOutcome({ severity: 'error', message: said.failure(error) });
    } finally {
      setBusy(false);
    }
  }

  const askForCode = () =>
    call(async () => {
      await apiRequest('eraseRequest', { params: { email }, body: { lang }, token: await currentIdToken() });
      entry.clear();
      setCodeSent(true);
      setOutcome({ severity: 'info', message: t('profile.eraseCodeSent') });
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
      <Box sx={{ mb: 2 }}>
        <OutcomeNotice outcome={outcome} onDismiss={() => setOutcome(null)} />
      </Box>
      {codeSent ? (
        <Box component="form" noValidate onSubmit={erase} aria-label={t('profile.eraseTitle')}>
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <OneTimeCodeField entry={entry} disabled={busy} autoFocus />
            <Typography sx={{ fontWeight: 600 }}>{t('profile.eraseSure')}</Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: { xs: '100%', sm: 'auto' } }}>
              <Button type="submit" variant="contained" color="error" size="large" disabled={busy}>
                {busy ? t('profile.eraseErasing') : t('profile.eraseConfirm')}
              </Button>
              <Button variant="outlined" size="large" disabled={busy} onClick={() => (setCodeSent(false), setOutcome(null))}>
                {t('profile.eraseCancel')}
              </Button>
            </Stack>
          </Stack>
        </Box>
      ) : (
        <Button variant="outlined" color="error" size="large" onClick={() => void askForCode()} disabled={busy}>
          {busy ? t('profile.eraseSending') : t('profile.eraseAsk')}
        </Button>
      )}
    </ProfilePart>
  );
}
