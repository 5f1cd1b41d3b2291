/** One part of /profile below the form (declined volunteers, the family circle, your data): its heading and a line on what it is. */
import { useId, type ReactNode, type Ref } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export function ProfilePart({
  id,
  ref,
  title,
  lead,
  children,
}: {
  /** The part's id, for a link to it from another page. */
  id?: string;
  ref?: Ref<HTMLElement>;
  title: string;
  lead: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Box component="section" id={id} ref={ref} aria-labelledby={titleId} sx={{ mt: 6, maxWidth: 880, scrollMarginTop: 120 }}>
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
        {title}
      </Typography>
      <Typography sx={{ mb: 2 }}>{lead}</Typography>
      {children}
    </Box>
  );
}

/** One bordered entry of a part's list: what it is on the left, its button on the right (below it on a phone). */
export function ProfileEntry({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <Box
      component="li"
      data-testid={testId}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        p: { xs: 2, md: 3 },
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        alignItems: 'center',
        justifyContent: 'space-between',
      }}
    >
      {children}
    </Box>
  );
}
