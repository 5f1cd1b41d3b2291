/**
 * The privacy notice again, with "I agree", for someone who has not agreed to its current
 * version: `agree` records it, and their own document, which the page follows live, then brings
 * the agreement and lets the page go on. A failure says so and leaves the button to try again.
 */
import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { MessageKey } from '../i18n/areas';
import { useT } from '../i18n/I18n';
import { PrivacyNotice } from './PrivacyNotice';

interface AgreeAgainProps {
  /** PrivacyNotice's. */
  title?: ReactNode;
  lines?: readonly MessageKey[];
  agree: () => Promise<void>;
}

export function AgreeAgain({ title, lines, agree }: AgreeAgainProps) {
  const t = useT();
  const [state, setState] = useState<'ready' | 'sending' | 'failed'>('ready');

  async function send() {
    setState('sending');
    try {
      await agree();
    } catch {
      setState('failed');
    }
  }

  return (
    <Box sx={{ mt: 4 }}>
      <PrivacyNotice title={title} lines={lines} />
      <Button
        variant="contained"
        size="large"
        disabled={state === 'sending'}
        onClick={() => void send()}
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
  );
}
