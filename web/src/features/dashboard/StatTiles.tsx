import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { surfaceSx } from '../../components/surface';

export interface Stat {
  label: string;
  value: string;
}

/** The dashboard's figures: a large value over its label, each in a tile. */
export function StatTiles({ stats }: { stats: Stat[] }) {
  return (
    <>
      {stats.map((stat) => (
        <Box key={stat.label} data-testid={`stat-${stat.label}`} sx={{ ...surfaceSx, p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column-reverse', justifyContent: 'flex-end' }}>
          <Typography sx={{ color: 'text.secondary', fontWeight: 600 }}>{stat.label}</Typography>
          <Typography sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' }, fontWeight: 700, lineHeight: 1.2 }}>{stat.value}</Typography>
        </Box>
      ))}
    </>
  );
}
