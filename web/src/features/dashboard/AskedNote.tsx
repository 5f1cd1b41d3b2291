import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { firstName, type MatchItem } from '@gh/common/documents';
import { useT } from '../../i18n/I18n';

/**
 * Where the Connect button was, once it worked: who was asked and what happens next. It takes
 * the focus, so the eye and a screen reader are there (the list it replaces is gone, and the
 * top of the page, which now shows the request, is out of sight).
 */
export function AskedNote({ senior }: { senior: MatchItem }) {
  const t = useT();
  const note = useRef<HTMLDivElement>(null);
  useEffect(() => {
    note.current?.focus();
  }, []);
  return (
    <Alert
      ref={note}
      tabIndex={-1}
      severity="success"
      role="status"
      data-testid="asked-note"
      sx={{
        fontSize: '1.125rem',
        '& .MuiAlert-message': { minWidth: 0 },
        '&:focus': { outline: 3, outlineColor: 'primary.main', outlineOffset: 2 },
        scrollMarginBottom: 24,
      }}
    >
      <Typography sx={{ fontSize: '1.1875rem', fontWeight: 700, overflowWrap: 'anywhere' }}>
        {t('dashboard.askedTitle', { name: senior.name })}
      </Typography>
      <Typography sx={{ fontSize: 'inherit', mt: 1, overflowWrap: 'anywhere' }}>
        {t('dashboard.askedNext', { first: firstName(senior.name), card: t('dashboard.nextVisitTitle') })}
      </Typography>
    </Alert>
  );
}
