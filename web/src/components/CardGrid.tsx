import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

interface CardGridProps {
  /** The narrowest a card may get before the grid drops a column (rem). */
  minCardRem?: number;
  /** Each entry becomes a list item, so a screen reader announces how many there are. */
  items: readonly { key: string; card: ReactNode }[];
}

/** A list of equal cards that reflows from one column on a phone to four on a wide screen. */
export function CardGrid({ minCardRem = 16, items }: CardGridProps) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: { xs: 2, md: 3 },
        // min() keeps one card from overflowing a 320px screen.
        gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${minCardRem}rem), 1fr))`,
      }}
    >
      {items.map(({ key, card }) => (
        <li key={key}>{card}</li>
      ))}
    </Box>
  );
}
