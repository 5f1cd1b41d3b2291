/**
 * Erasing something with a code, mailed or by SMS (an account on /profile, an application on /careers):
 * the outcome of the last step, then either the page's own first step (asking for the code) or
 * the code with a plain warning and the buttons to erase it or keep it. The calls go one at a
 * time, and a failure is said in the page's language. Each page's words share a prefix
 * (`profile.erase…`, `careers.erase…`).
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useT } from '../i18n/I18n';
import { OneTimeCodeField } from './OneTimeCodeField';
import { OutcomeNotice } from './OutcomeNotice';
import type { Outcome } from './outcome';
import { useServerText } from './serverText';
import { useCodeEntry, type CodeEntry } from './useCodeEntry';

export interface Erasure {
  entry: CodeEntry;
  busy: boolean;
  codeSent: boolean;
  outcome: Outcome | null;
  setOutcome: (outcome: Outcome | null) => void;
  /** Runs one step; its failure becomes the outcome. */
  call: (work: () => Promise<void>) => Promise<void>;
  /** The code was sent (mailed, or by SMS): the next step is typing it, with `message` said above it. */
  codeMailed: (message: string) => void;
  /** Back to the first step. */
  restart: () => void;
}

/** `explain`: a page's own words for a failure it knows (an SMS's), else the api's answer is said. */
export function useErasure(explain: (error: unknown) => string | undefined = () => undefined): Erasure {
  const said = useServerText();
  const entry = useCodeEntry();
  const [busy, setBusy] = useState(false);
  const [codeSent, setCodeSent] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function call(work: () => Promise<void>) {
    setBusy(true);
    setOutcome(null);
    try {
      await work();
    } catch (error) {
      setOutcome({ severity: 'error', message: explain(error) ?? said.failure(error) });
    } finally {
      setBusy(false);
    }
  }

  function codeMailed(message: string) {
    entry.clear();
    setCodeSent(true);
    setOutcome({ severity: 'info', message });
  }

  return { entry, busy, codeSent, outcome, setOutcome, call, codeMailed, restart: () => setCodeSent(false) };
}

interface ErasureStepsProps {
  erasure: Erasure;
  words: 'profile.erase' | 'careers.erase';
  onErase: (event: FormEvent) => void;
  /** The code field's label and hint when the code came by SMS (the mailed code's otherwise). */
  sms?: { label: string; hint: string };
  /** The first step: what asks for the code. */
  children: ReactNode;
}

export function ErasureSteps({ erasure, words, onErase, sms, children }: ErasureStepsProps) {
  const t = useT();
  const { entry, busy, codeSent, outcome, setOutcome } = erasure;
  return (
    <>
      <Box sx={{ mb: 2 }}>
        <OutcomeNotice outcome={outcome} onDismiss={() => setOutcome(null)} />
      </Box>
      {codeSent ? (
        <Box component="form" noValidate onSubmit={onErase} aria-label={t(`${words}Title` as const)}>
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <OneTimeCodeField entry={entry} disabled={busy} autoFocus label={sms?.label} hint={sms?.hint} />
            <Typography sx={{ fontWeight: 600 }}>{t(`${words}Sure` as const)}</Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: { xs: '100%', sm: 'auto' } }}>
              <Button type="submit" variant="contained" color="error" size="large" disabled={busy}>
                {busy ? t(`${words}Erasing` as const) : t(`${words}Confirm` as const)}
              </Button>
              <Button variant="outlined" size="large" disabled={busy} onClick={() => (erasure.restart(), setOutcome(null))}>
                {t(`${words}Cancel` as const)}
              </Button>
            </Stack>
          </Stack>
        </Box>
      ) : (
        children
      )}
    </>
  );
}
