import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { colors } from './colors';

interface SectionProps {
  title: string;
  lead?: ReactNode;
  /** A tinted band sets a section apart from the one before it. */
  tinted?: boolean;
  children: ReactNode;
}

/** A titled band of a page: an h2 that also names the region for screen readers. */
export function Section({ title, lead, tinted = false, children }: SectionProps) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ py: { xs: 5, md: 7 }, bgcolor: tinted ? colors.creamBand : undefined }}>
      <Container>
        <Typography id={headingId} variant="h2" sx={{ mb: lead ? 1.5 : 3 }}>
          {title}
        </Typography>
        {lead && <Typography sx={{ mb: 3, maxWidth: '40em', color: 'text.secondary' }}>{lead}</Typography>}
        {children}
      </Container>
    </Box>
  );
}
