import { useId, type ReactNode, type Ref } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { surfaceSx } from '../../../components/surface';

interface AdminPanelProps {
  title: string;
  /** Shown instead of the children when there is nothing to list. */
  empty?: string;
  /** Under the heading, before the list or its empty text: what chooses what is listed. */
  controls?: ReactNode;
  children?: ReactNode;
  /** For moving focus to the heading (it takes focus from scripts only). */
  headingRef?: Ref<HTMLHeadingElement>;
  /** The section element, e.g. for watching whether it is near the screen. */
  panelRef?: Ref<HTMLElement>;
  minHeight?: string;
}

/** One titled panel of the admin dashboard: a card whose h2 names it for screen readers. */
export function AdminPanel({ title, empty, controls, children, headingRef, panelRef, minHeight }: AdminPanelProps) {
  const headingId = useId();
  return (
    <Box component="section" ref={panelRef} aria-labelledby={headingId} sx={{ ...surfaceSx, height: 'auto', minWidth: 0, minHeight }}>
      <Typography
        id={headingId}
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        variant="h3"
        component="h2"
        sx={{ fontSize: { xs: '1.5rem', md: '1.75rem' }, mb: 2 }}
      >
        {title}
      </Typography>
      {controls}
      {empty ? <Typography sx={{ color: 'text.secondary' }}>{empty}</Typography> : children}
    </Box>
  );
}

/** A list of entries in a panel, each set apart by a hairline. */
export function PanelList({ children, label }: { children: ReactNode; label: string }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}>
      {children}
    </Box>
  );
}
