/**
 * On the senior's visit card, the moment her volunteer taps "I've arrived": his photo and that
 * he arrived, and when. Read live from her own visit document (its check-in), so it shows
 * without a reload; a status, so a screen reader says it as it appears.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { firstName, type Link } from '@gh/common/documents';
import { clockIn } from '@gh/common/locale-format';
import { colors } from '../../components/colors';
import { PersonPhoto } from '../../components/PersonPhoto';
import { useLang, useT } from '../../i18n/I18n';
import { usePhotoLink } from '../../lib/usePhotoLink';

export function ArrivalNote({ volunteer, at }: { volunteer: Link; at: number }) {
  const t = useT();
  const lang = useLang();
  const first = firstName(volunteer.name) || volunteer.email;
  const photo = usePhotoLink(volunteer.email, volunteer.photoId);
  return (
    <Box
      role="status"
      data-testid="volunteer-arrived"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        mb: 2,
        p: 2,
        borderRadius: 2,
        border: 2,
        borderColor: colors.success,
        bgcolor: 'background.paper',
      }}
    >
      <PersonPhoto name={first} src={photo} alt={t('dashboard.photoOf', { first })} size={64} />
      <Typography sx={{ fontSize: '1.25rem', fontWeight: 700, color: colors.success, overflowWrap: 'anywhere', minWidth: 0 }}>
        {t('dashboard.volunteerArrived', { first, time: clockIn(at, lang) })}
      </Typography>
    </Box>
  );
}
