/** What came of a volunteer's steps on a visit's day: the last tap's answer, and the kept steps sent since. */
import Box from '@mui/material/Box';
import { OutcomeNotice } from '../../components/OutcomeNotice';
import type { DayActions } from './useDayActions';

export function DayOutcomes({ day }: { day: DayActions }) {
  const shown = [
    { outcome: day.calls.outcome, dismiss: day.calls.dismiss },
    { outcome: day.steps.sent, dismiss: day.steps.dismissSent },
  ];
  return shown.map(
    ({ outcome, dismiss }, index) =>
      outcome && (
        <Box key={index} sx={{ mb: 2 }}>
          <OutcomeNotice outcome={outcome} onDismiss={dismiss} />
        </Box>
      ),
  );
}
