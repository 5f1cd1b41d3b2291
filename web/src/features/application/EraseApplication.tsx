/**
 * "Erase my application" on /careers (docs/privacy.md, Erasure): an applicant who has no
 * account yet, and so no /profile, asks for a code at the address they applied with, and that
 * code, typed here with a plain warning, erases the application and its resume
 * (POST /volunteer/volunteer/application/erase, then .../confirm). Loaded only when the person
 * opens it, with its own words, so /careers stays within the public pages' weight.
 */
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { isEmailAddress } from '@gh/common/patterns';
import { ErasureSteps, useErasure } from '../../components/ErasureSteps';
import { LABEL_ABOVE } from '../../components/labelAbove';
import { areaLoader } from '../../i18n/catalogs';
import { useLang, useT } from '../../i18n/I18n';
import { apiRequest } from '../../lib/api';
import { useHydrated } from '../../lib/useHydrated';

/** The code field's words and the api's answers, beside /careers' own. */
export const loadMessages = areaLoader(import.meta.glob('../../i18n/messages/*/{signin,api}.ts'));

export default function EraseApplication() {
  const t = useT();
  const lang = useLang();
  const [email, setEmail] = useState('');
  const [emailTouched, setEmailTouched] = useState(false);
  const erasure = useErasure();
  const { entry, busy, call } = erasure;
  // The page is prerendered: until it is live, a tap would send the form the browser's own way.
  const hydrated = useHydrated();
  const waiting = busy || !hydrated;
  const emailWrong = !isEmailAddress(email.trim());

  function askForCode(event: FormEvent) {
    event.preventDefault();
    setEmailTouched(true);
    if (emailWrong) return;
    void call(async () => {
      await apiRequest('applicationEraseRequest', { body: { email: email.trim(), lang } });
      erasure.codeMailed(t('careers.eraseCodeSent'));
    });
  }

  function erase(event: FormEvent) {
    event.preventDefault();
    if (!entry.ready()) return;
    void call(async () => {
      await apiRequest('applicationEraseConfirm', { body: { email: email.trim(), code: entry.code } });
      erasure.restart();
      setEmail('');
      setEmailTouched(false);
      erasure.setOutcome({ severity: 'success', message: t('careers.eraseDone') });
    });
  }

  return (
    <Box sx={{ maxWidth: '32em' }}>
      <ErasureSteps erasure={erasure} words="careers.erase" onErase={erase}>
        <Box component="form" noValidate onSubmit={askForCode} aria-label={t('careers.eraseTitle')}>
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <TextField
              label={t('careers.eraseEmail')}
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              onBlur={() => setEmailTouched(true)}
              error={emailTouched && emailWrong}
              helperText={emailTouched && emailWrong ? t('careers.eraseEmailInvalid') : ' '}
              required
              fullWidth
              disabled={waiting}
              slotProps={LABEL_ABOVE}
            />
            <Button type="submit" variant="outlined" color="error" size="large" disabled={waiting}>
              {busy ? t('careers.eraseSending') : t('careers.eraseAsk')}
            </Button>
          </Stack>
        </Box>
      </ErasureSteps>
    </Box>
  );
}
