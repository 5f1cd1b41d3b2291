import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useT } from '../i18n/I18n';

interface DraftNoticeProps {
  /** useFormFields' `draft`. */
  draft: { restored: boolean; startAgain: () => void };
}

/**
 * Says quietly that the form shows what the person typed before (a reload, Back), with a way to
 * empty it. A status, not an alert: nothing went wrong. Its words are the `fields` area's, which
 * every form's page loads.
 */
export function DraftNotice({ draft }: DraftNoticeProps) {
  const t = useT();
  if (!draft.restored) return null;
  return (
    <Box sx={{ mb: 3, display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 1 }}>
      <Typography role="status" sx={{ color: 'text.secondary' }}>
        {t('fields.draftKept')}
      </Typography>
      <Button variant="outlined" onClick={draft.startAgain}>
        {t('fields.draftStartAgain')}
      </Button>
    </Box>
  );
}
