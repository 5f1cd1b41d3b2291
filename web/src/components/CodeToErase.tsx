/**
 * The last step of erasing something with a mailed code (an account on /profile, an application
 * on /careers): the code, a plain warning, and the buttons to erase it or keep it. Its calls go
 * through useErasureCall: one at a time, and a failure is said in the page's language.
 */
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { OneTimeCodeField } from './OneTimeCodeField';
import type { Outcome } from './outcome';
import { useServerText } from './serverText';
import type { CodeEntry } from './useCodeEntry';

export interface ErasureCall {
  busy: boolean;
  outcome: Outcome | null;
  setOutcome: (outcome: Outcome | null) => void;
  /** Runs one step; its failure becomes the outcome. */
  call: (work: () => Promise<void>) => Promise<void>;
}

export function useErasureCall(): ErasureCall {
  const said = useServerText();
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

  return { busy, outcome, setOutcome, call };
}

interface CodeToEraseProps {
  entry: CodeEntry;
  busy: boolean;
  /** The form's name for screen readers. */
  label: string;
  words: { sure: string; confirm: string; erasing: string; cancel: string };
  onErase: (event: FormEvent) => void;
  onCancel: () => void;
}

export function CodeToErase({ entry, busy, label, words, onErase, onCancel }: CodeToEraseProps) {
  return (
    <Box component="form" noValidate onSubmit={onErase} aria-label={label}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <OneTimeCodeField entry={entry} disabled={busy} autoFocus />
        <Typography sx={{ fontWeight: 600 }}>{words.sure}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: { xs: '100%', sm: 'auto' } }}>
          <Button type="submit" variant="contained" color="error" size="large" disabled={busy}>
            {busy ? words.erasing : words.confirm}
          </Button>
          <Button variant="outlined" size="large" disabled={busy} onClick={onCancel}>
            {words.cancel}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
