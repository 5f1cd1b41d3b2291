/**
 * Who is coming, on the senior's visit card: her volunteer's photo (his initial until it loads,
 * or without one), first name, languages, his own two lines, and "Checked by Golden Hearts" once
 * the admin has seen his identity paper. All from her own document's link; the photo through
 * a short-lived link only she and he may ask for.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { firstName, type Link } from '@gh/common/documents';
import { PersonPhoto } from '../../components/PersonPhoto';
import { useT } from '../../i18n/I18n';
import { useChoiceList } from '../../i18n/choices';
import { usePhotoLink } from '../../lib/usePhotoLink';

/** A tick in a circle, drawn here: no icon package (components/CardIcon.tsx). */
function CheckedMark() {
  return (
    <Box
      component="svg"
      viewBox="0 0 24 24"
      aria-hidden="true"
      sx={{
        width: 22,
        height: 22,
        flexShrink: 0,
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth: 2,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
      }}
    >
      <circle cx="12" cy="12" r="9.5" />
      <path d="M7.5 12.5l3 3 6-6.5" />
    </Box>
  );
}

export function VolunteerCard({ link }: { link: Link }) {
  const t = useT();
  const choiceList = useChoiceList();
  const first = firstName(link.name) || link.name || link.email;
  const photo = usePhotoLink(link.email, link.photoId);
  const languages = choiceList(link.languages);
  // On a phone his words and the check take the card's whole width, under the photo and name.
  const below = { gridColumn: { xs: '1 / -1', sm: '2' }, minWidth: 0 } as const;
  return (
    <Box
      data-testid="volunteer-card"
      sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 2, alignItems: 'center', mb: 2 }}
    >
      <PersonPhoto name={first} src={photo} alt={t('dashboard.photoOf', { first })} />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ color: 'text.secondary' }}>{t('dashboard.personRole', { role: 'volunteer' })}</Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {first}
        </Typography>
        {languages && <Typography>{t('dashboard.speaks', { list: languages })}</Typography>}
      </Box>
      {link.intro && (
        <Typography
          data-testid="volunteer-intro"
          sx={{ ...below, mt: 1.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere', fontStyle: 'italic' }}
        >
          {t('dashboard.introQuoted', { intro: link.intro })}
        </Typography>
      )}
      {link.checked && (
        <Typography
          data-testid="volunteer-checked"
          sx={{ ...below, mt: 1, display: 'flex', alignItems: 'center', gap: 0.75, fontWeight: 700, color: 'success.dark' }}
        >
          <CheckedMark />
          {t('dashboard.checkedByUs')}
        </Typography>
      )}
    </Box>
  );
}
