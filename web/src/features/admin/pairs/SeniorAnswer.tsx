/**
 * The senior's answer to a volunteer's request, for the admin before assigning: Yes, or not
 * yet (a No ends the request, so it never reaches this panel). Assigning does not wait for a
 * Yes: the admin may have settled it with the senior by phone (docs/members.md).
 */
import Typography from '@mui/material/Typography';
import type { Link } from '@gh/common/documents';
import { useT } from '../../../i18n/I18n';

export function SeniorAnswer({ request }: { request: Link }) {
  const t = useT();
  const said = request.answer === 'yes';
  return (
    <Typography data-testid="senior-answer" sx={{ fontWeight: said ? 700 : 400 }}>
      {t('adminVisits.seniorAnswer', { answer: said ? 'yes' : 'no' })}
    </Typography>
  );
}
