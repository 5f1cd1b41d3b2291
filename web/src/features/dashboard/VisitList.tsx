/** What the two visit lists share: their look and their Show more. */
import Button from '@mui/material/Button';
import { useT } from '../../i18n/I18n';

export const listSx = { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 } as const;
export const itemSx = { border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: 2, md: 3 }, minWidth: 0 } as const;

interface ShowMoreProps {
  title: string;
  busy: boolean;
  onClick: () => void;
}

/** Asks the list's listener for more; busy while the longer list is on its way. */
export function ShowMore({ title, busy, onClick }: ShowMoreProps) {
  const t = useT();
  return (
    <Button
      variant="outlined"
      disabled={busy}
      aria-label={t('dashboard.showMoreLabel', { title })}
      onClick={onClick}
      sx={{ mt: 2, minHeight: 48 }}
    >
      {t('dashboard.showMore')}
    </Button>
  );
}
