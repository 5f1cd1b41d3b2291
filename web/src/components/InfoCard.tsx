import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CardGrid } from './CardGrid';
import { CardIcon, type CardIconName } from './CardIcon';
import { surfaceSx } from './surface';
import { colors } from './colors';

interface InfoCardProps {
  icon: CardIconName;
  title: string;
  /** The heading level that fits the page's outline (a card under an h2 is an h3). */
  headingLevel?: 'h2' | 'h3';
  children: ReactNode;
}

/** A card with an icon in a warm disc, a heading and a few sentences. */
export function InfoCard({ icon, title, headingLevel = 'h3', children }: InfoCardProps) {
  return (
    <Box sx={surfaceSx}>
      <Box
        sx={{
          display: 'grid',
          placeItems: 'center',
          width: 56,
          height: 56,
          mb: 2,
          borderRadius: '50%',
          bgcolor: colors.creamDeep,
          color: colors.amber,
        }}
      >
        <CardIcon name={icon} />
      </Box>
      <Typography variant="h5" component={headingLevel} sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography component="div" sx={{ color: 'text.secondary' }}>
        {children}
      </Typography>
    </Box>
  );
}

interface InfoCardGridProps {
  cards: readonly { icon: CardIconName; title: string; text: string }[];
  headingLevel?: 'h2' | 'h3';
  minCardRem?: number;
}

/** A grid of InfoCards from content entries. */
export function InfoCardGrid({ cards, headingLevel, minCardRem }: InfoCardGridProps) {
  return (
    <CardGrid
      minCardRem={minCardRem}
      items={cards.map((card) => ({
        key: card.title,
        card: (
          <InfoCard icon={card.icon} title={card.title} headingLevel={headingLevel}>
            {card.text}
          </InfoCard>
        ),
      }))}
    />
  );
}
