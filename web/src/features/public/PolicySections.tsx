/** The body of /terms and /privacy: short sections in a comfortable reading width. */
import type { ReactNode } from 'react';
import { useId } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { PolicySection } from '../../content/policies';
import { useT } from '../../i18n/I18n';

/** The column the sections sit in: lines of at most about 70 characters read easily. */
export function PolicyBody({ children }: { children: ReactNode }) {
  return (
    <Container sx={{ pb: { xs: 5, md: 8 } }}>
      <Box sx={{ maxWidth: '42em', display: 'grid', gap: { xs: 4, md: 5 } }}>{children}</Box>
    </Container>
  );
}

/** One section: an h2 and what follows it, named by its heading for a screen reader's list of regions. */
export function PolicyBlock({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h2" sx={{ fontSize: { xs: '1.625rem', md: '2rem' }, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export const Paragraph = ({ children }: { children: ReactNode }) => <Typography sx={{ mb: 1.5 }}>{children}</Typography>;

export function PolicySections({ sections }: { sections: readonly PolicySection[] }) {
  const t = useT();
  return sections.map((section) => (
    <PolicyBlock key={section.title} title={t(section.title)}>
      {section.paragraphs.map((key) => (
        <Paragraph key={key}>{t(key)}</Paragraph>
      ))}
    </PolicyBlock>
  ));
}

/** A link to another page, as big as a finger needs. */
export function PageLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to} sx={{ fontWeight: 600, display: 'inline-block', py: 1 }}>
      {children}
    </Link>
  );
}
