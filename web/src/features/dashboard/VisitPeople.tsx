/**
 * Who an assigned visit is with: their first name (for a senior, her volunteer's card: photo,
 * languages, his two lines, whether he was checked), a Call button, and for a volunteer the
 * senior's address, the languages she speaks and her special needs, in her own words.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Link } from '@gh/common/documents';
import { useT } from '../../i18n/I18n';
import { useChoiceList } from '../../i18n/choices';
import { telHref, type VisitPerson } from './dashboardModel';
import { VolunteerCard } from './VolunteerCard';

export function VisitPeople({ person, volunteer }: { person: VisitPerson; volunteer: Link | null }) {
  const t = useT();
  const choiceList = useChoiceList();
  const languages = choiceList(person.languages);
  return (
    <Box data-testid="visit-person" sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }}>
      {volunteer ? (
        <VolunteerCard link={volunteer} />
      ) : (
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {t('dashboard.personRole', { role: person.role })}: <strong>{person.firstName}</strong>
        </Typography>
      )}
      {person.address && <Typography sx={{ overflowWrap: 'anywhere' }}>{t('dashboard.address', { address: person.address })}</Typography>}
      {languages && <Typography sx={{ overflowWrap: 'anywhere' }}>{t('dashboard.speaks', { list: languages })}</Typography>}
      {person.needs && (
        <Box
          data-testid="senior-needs"
          sx={{ mt: 1.5, mb: 0.5, p: 1.5, borderLeft: 4, borderColor: 'primary.main', bgcolor: 'action.hover' }}
        >
          <Typography sx={{ fontWeight: 700 }}>{t('dashboard.needs')}</Typography>
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{person.needs}</Typography>
        </Box>
      )}
      {person.phone && (
        <>
          {/* The number in words too, for a phone that cannot place the call. */}
          <Typography sx={{ overflowWrap: 'anywhere' }}>{t('dashboard.phone', { phone: person.phone })}</Typography>
          <Button variant="contained" href={telHref(person.phone)} sx={{ mt: 1.5 }}>
            {t('dashboard.call', { name: person.firstName })}
          </Button>
        </>
      )}
    </Box>
  );
}
