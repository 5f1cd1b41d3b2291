import type { ReactNode } from 'react';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from './useDocumentTitle';

interface PageIntroProps {
  /** The page's one h1. */
  title: string;
  /** One short line under the heading. */
  lead?: ReactNode;
  /** The browser tab's name; defaults to the title. Null names the tab after the site alone. */
  pageName?: string | null;
  children?: ReactNode;
}

/** The opening of a page: its heading and a short line, in a comfortable reading width. */
export function PageIntro({ title, lead, pageName = title, children }: PageIntroProps) {
  useDocumentTitle(pageName);
  return (
    <Container sx={{ py: { xs: 5, md: 8 } }}>
      <Typography variant="h1" sx={{ mb: 2, maxWidth: '22em' }}>
        {title}
      </Typography>
      {lead && <Typography sx={{ fontSize: '1.3125rem', color: 'text.secondary', maxWidth: '40em' }}>{lead}</Typography>}
      {children}
    </Container>
  );
}
