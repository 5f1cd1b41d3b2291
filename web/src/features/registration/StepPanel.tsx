/**
 * A registration page's calm stop in place of its form: a heading, a few lines saying where the
 * person stands, and what to do next (already registered: sign in; not yet accepted: wait for
 * the e-mail). It opens the page, so nobody scrolls past a long form to find it.
 */
import { useEffect, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { surfaceSx } from '../../components/surface';

interface StepPanelProps {
  title: string;
  /** The lines under the heading. */
  children: ReactNode;
  /** The buttons. */
  actions: ReactNode;
}

export function StepPanel({ title, children, actions }: StepPanelProps) {
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, []);
  return (
    <Box component="section" aria-labelledby="step-panel-title" sx={{ ...surfaceSx, height: 'auto', mt: 4, maxWidth: 640 }}>
      <Typography id="step-panel-title" variant="h4" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Box sx={{ fontSize: '1.125rem', '& p': { mb: 1.5 } }}>{children}</Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 3 }}>{actions}</Box>
    </Box>
  );
}
