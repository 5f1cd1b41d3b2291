/**
 * Holds a prerendered form page's controls until the page is live (useHydrated): the HTML shows
 * the form at once on a slow network, yet what a person types or taps before the script runs
 * would be lost or sent the browser's own way. A disabled fieldset disables every control in
 * it natively, so the pages' own forms need no change; links inside still work. It is only a
 * switch, not a group of fields, so it takes no role and no room.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useHydrated } from '../lib/useHydrated';

const switchSx = {
  border: 0,
  m: 0,
  p: 0,
  minWidth: 0,
  // The controls look held, as the contact form's disabled ones do, until they answer (links
  // inside, like Sign Up, work and keep their look).
  '&:disabled :is(.MuiInputBase-root, button.MuiButton-root, .MuiFormControlLabel-root)': {
    opacity: 0.6,
  },
} as const;

export function UntilLive({ children }: { children: ReactNode }) {
  const live = useHydrated();
  return (
    <Box component="fieldset" role="none" disabled={!live} sx={switchSx}>
      {children}
    </Box>
  );
}
