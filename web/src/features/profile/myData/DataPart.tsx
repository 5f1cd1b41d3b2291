/** One part of /profile/data: its heading, then its list or "Nothing yet.", and the shapes its entries take. */
import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useT } from '../../../i18n/I18n';

export function DataPart({ title, empty = false, children }: { title: string; empty?: boolean; children?: ReactNode }) {
  const t = useT();
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 5, maxWidth: 880 }}>
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
        {title}
      </Typography>
      {empty ? <Typography sx={{ color: 'text.secondary' }}>{t('myData.none')}</Typography> : children}
    </Box>
  );
}

/** Label and value pairs, side by side on a wide screen, one under the other on a phone. */
export function DataFacts({ facts }: { facts: { label: string; value: string }[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, 16rem) 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.5, sm: 1.5 },
        fontSize: '1.125rem',
      }}
    >
      {facts.map(({ label, value }) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ fontWeight: 700, mt: { xs: 1.5, sm: 0 } }}>
            {label}
          </Box>
          <Box component="dd" sx={{ m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** A list of bordered entries, each a line or a few: the first of a few in bold. */
export function DataList({ testId, entries }: { testId: string; entries: { key: string; lines: string[] }[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
      {entries.map(({ key, lines }) => (
        <Box
          component="li"
          key={key}
          data-testid={testId}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: 2, md: 3 }, display: 'grid', gap: 0.5 }}
        >
          {lines.map((line, index) => (
            <Typography
              key={index}
              sx={{
                fontWeight: index === 0 && lines.length > 1 ? 700 : 400,
                whiteSpace: 'pre-line',
                overflowWrap: 'anywhere',
                fontSize: '1.125rem',
              }}
            >
              {line}
            </Typography>
          ))}
        </Box>
      ))}
    </Box>
  );
}
