/**
 * A volunteer's visit on its day: "I've arrived", then the time they arrived, and
 * "Visit finished" with an optional note, which asks once to confirm (FinishVisitDialog). The
 * note is there to fill in first if they wish; its helper text says who reads it (the senior
 * and the team), so nothing is written for the senior's eyes by mistake. A step tapped with no
 * network shows as taken, with a word that it waits on the phone (useVisitSteps).
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { clockIn } from '@gh/common/locale-format';
import { useLang, useT } from '../../i18n/I18n';
import { FinishVisitDialog } from './FinishVisitDialog';
import { ShortTextField } from './ShortTextField';
import type { PendingCall } from './usePendingCall';
import type { VisitSteps } from './useVisitSteps';
import type { VisitItem } from './visitsModel';

/** The running call's key: which visit and which step. */
export type DayCall = `${'in' | 'out'}:${string}`;

const bigButtonSx = { minHeight: 56, fontSize: '1.25rem', px: 3 } as const;

interface VisitDayActionsProps {
  visit: VisitItem;
  calls: PendingCall<DayCall>;
  steps: Pick<VisitSteps, 'queued' | 'take'>;
}

const strongSx = { fontWeight: 700, fontSize: '1.25rem' } as const;

export function VisitDayActions({ visit, calls, steps }: VisitDayActionsProps) {
  const t = useT();
  const lang = useLang();
  const busy = calls.pending !== null;
  const kept = (step: 'in' | 'out') => steps.queued.find((queued) => queued.step === step && queued.id === visit.id);
  const keptIn = kept('in');
  const keptOut = kept('out');
  const arrivedAt = visit.checkInAt ?? keptIn?.at ?? null;
  const arrived = arrivedAt !== null;
  const waiting = <Typography sx={{ color: 'text.secondary' }}>{t('dashboard.keptWaiting')}</Typography>;
  return (
    <Box
      role="group"
      aria-label={t('dashboard.onTheDayLabel', { task: visit.task })}
      sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider', display: 'grid', gap: 2 }}
    >
      <Typography>{t('dashboard.onTheDay')}</Typography>
      {arrivedAt !== null ? (
        <Typography data-testid="arrived-at" sx={strongSx}>
          {t('dashboard.arrivedAt', { time: clockIn(arrivedAt, lang) })}
        </Typography>
      ) : (
        <Button
          variant="contained"
          disabled={busy}
          sx={{ ...bigButtonSx, justifySelf: 'start' }}
          onClick={() => void calls.run(`in:${visit.id}`, () => steps.take('in', visit.id))}
        >
          {t(calls.pending === `in:${visit.id}` ? 'dashboard.sending' : 'dashboard.arrived')}
        </Button>
      )}
      {keptIn && !keptOut && waiting}
      {keptOut ? (
        <>
          <Typography data-testid="finished-at" sx={strongSx}>
            {t('dashboard.finishedAt', { time: clockIn(keptOut.at, lang) })}
          </Typography>
          {waiting}
        </>
      ) : (
        <FinishStep visit={visit} arrived={arrived} busy={busy} calls={calls} steps={steps} />
      )}
    </Box>
  );
}

/** The note and "Visit finished", which asks once to confirm. */
function FinishStep({
  visit,
  arrived,
  busy,
  calls,
  steps,
}: Pick<VisitDayActionsProps, 'visit' | 'calls' | 'steps'> & { arrived: boolean; busy: boolean }) {
  const t = useT();
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <ShortTextField label={t('dashboard.noteLabel')} helperText={t('dashboard.noteReaders')} value={note} onChange={setNote} />
      <Button
        variant={arrived ? 'contained' : 'outlined'}
        disabled={busy}
        sx={{ ...bigButtonSx, justifySelf: 'start' }}
        onClick={() => setConfirming(true)}
      >
        {t(calls.pending === `out:${visit.id}` ? 'dashboard.sending' : 'dashboard.finished')}
      </Button>
      <FinishVisitDialog
        task={confirming ? visit.task : null}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void calls.run(`out:${visit.id}`, () => steps.take('out', visit.id, note));
        }}
      />
    </>
  );
}
