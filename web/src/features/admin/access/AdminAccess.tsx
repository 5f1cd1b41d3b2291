/**
 * 'Admin Access' (spec section 2, /admin with no key stored): the key, Submit and Go Back. The
 * key is checked by the server before it is kept; a wrong one reads 'Invalid admin key' here.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { Link as RouterLink } from 'react-router-dom';
import { PAGES } from '@gh/common/routes';
import { LABEL_ABOVE } from '../../../components/labelAbove';
import { useT } from '../../../i18n/I18n';
import { prepareAdminSession, signInAsAdmin } from '../../../lib/adminAuth';
import { useErrorText } from '../shared/errorText';

/** `refused`: why a stored session was dropped, for the form to say. */
export function AdminAccess({ refused }: { refused: Error | null }) {
  const t = useT();
  const errorText = useErrorText();
  const [key, setKey] = useState('');
  const [missing, setMissing] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  // Why the session was dropped can arrive after the form is on screen (the same step clears
  // the stored entry): it shows until a key is tried.
  const [tried, setTried] = useState(false);
  const shown = failure ?? (tried ? null : refused);
  const input = useRef<HTMLInputElement>(null);
  useEffect(prepareAdminSession, []);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!key.trim()) {
      setMissing(true);
      input.current?.focus();
      return;
    }
    setSending(true);
    setTried(true);
    setFailure(null);
    try {
      await signInAsAdmin(key.trim());
      // The stored key switches /admin to the dashboard.
    } catch (error) {
      setFailure(error);
      setSending(false);
      input.current?.select();
    }
  }

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('admin.accessTitle')} sx={{ maxWidth: 480, mt: 4 }}>
      {shown !== null && (
        <Alert severity="error" role="alert" sx={{ mb: 3, fontSize: '1.125rem' }}>
          {errorText(shown)}
        </Alert>
      )}
      <TextField
        inputRef={input}
        label={t('admin.keyLabel')}
        type="password"
        name="adminkey"
        autoComplete="current-password"
        required
        fullWidth
        value={key}
        onChange={(event) => {
          setKey(event.target.value);
          setMissing(false);
        }}
        error={missing}
        helperText={missing ? t('admin.keyRequired') : ' '}
        disabled={sending}
        slotProps={LABEL_ABOVE}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 1 }}>
        <Button type="submit" variant="contained" size="large" disabled={sending} sx={{ minWidth: 140 }}>
          {sending ? t('admin.checking') : t('admin.submit')}
        </Button>
        <Button component={RouterLink} to={PAGES.home} variant="outlined" size="large" sx={{ minWidth: 140 }}>
          {t('admin.goBack')}
        </Button>
      </Box>
    </Box>
  );
}
