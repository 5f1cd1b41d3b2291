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
import { LABEL_ABOVE } from '../../components/labelAbove';
import { prepareAdminSession, signInAsAdmin } from '../../lib/adminAuth';

const KEY_REQUIRED = 'Admin key is required';

export function AdminAccess({ initialMessage }: { initialMessage: string | null }) {
  const [key, setKey] = useState('');
  const [missing, setMissing] = useState(false);
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState(initialMessage);
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
    setMessage(null);
    try {
      await signInAsAdmin(key.trim());
      // The stored key switches /admin to the dashboard.
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error));
      setSending(false);
      input.current?.select();
    }
  }

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Admin Access" sx={{ maxWidth: 480, mt: 4 }}>
      {message && (
        <Alert severity="error" role="alert" sx={{ mb: 3, fontSize: '1.125rem' }}>
          {message}
        </Alert>
      )}
      <TextField
        inputRef={input}
        label="Enter Admin Key"
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
        helperText={missing ? KEY_REQUIRED : ' '}
        disabled={sending}
        slotProps={LABEL_ABOVE}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 1 }}>
        <Button type="submit" variant="contained" size="large" disabled={sending} sx={{ minWidth: 140 }}>
          {sending ? 'Checking...' : 'Submit'}
        </Button>
        <Button component={RouterLink} to={PAGES.home} variant="outlined" size="large" sx={{ minWidth: 140 }}>
          Go Back
        </Button>
      </Box>
    </Box>
  );
}
