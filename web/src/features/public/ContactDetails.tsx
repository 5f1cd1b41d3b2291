/** Phone and e-mail, and that the same phone is the 24/7 emergency line, as links a phone can dial or a mail app open. */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { SUPPORT, telHref } from '../../content/support';
import { useT } from '../../i18n/I18n';

const linkSx = {
  display: 'inline-block',
  py: 0.5,
  fontSize: { xs: '1.1875rem', sm: '1.3125rem' },
  fontWeight: 600,
  overflowWrap: 'anywhere',
} as const;

export function ContactDetails() {
  const t = useT();
  return (
    <Box component="aside" aria-labelledby="contact-details-heading" sx={{ display: 'grid', gap: 3, alignContent: 'start' }}>
      <Box>
        <Typography id="contact-details-heading" variant="h2" sx={{ fontSize: '1.75rem', mb: 2 }}>
          {t('contact.details.heading')}
        </Typography>
        <Box component="dl" sx={{ m: 0, '& dt': { fontWeight: 600, color: 'text.secondary' }, '& dd': { m: 0, mb: 2 } }}>
          <dt>{t('contact.details.phoneLabel')}</dt>
          <dd>
            <Link href={telHref(SUPPORT.phone)} sx={linkSx}>
              {SUPPORT.phone}
            </Link>
          </dd>
          <dt>{t('contact.details.emailLabel')}</dt>
          <dd>
            <Link href={`mailto:${SUPPORT.email}`} sx={linkSx}>
              {SUPPORT.email}
            </Link>
          </dd>
        </Box>
      </Box>
      <Box
        component="section"
        aria-labelledby="emergency-line-heading"
        sx={{ p: 3, borderRadius: 2, border: 2, borderColor: 'error.main', bgcolor: 'background.paper' }}
      >
        <Typography id="emergency-line-heading" variant="h3" sx={{ fontSize: '1.375rem', mb: 1 }}>
          {t('contact.details.emergencyHeading')} · {SUPPORT.hours}
        </Typography>
        <Typography sx={{ mb: 1 }}>{t('contact.details.emergencyText')}</Typography>
        <Link href={telHref(SUPPORT.phone)} sx={{ ...linkSx, fontSize: { xs: '1.375rem', sm: '1.5rem' } }}>
          {SUPPORT.phone}
        </Link>
        <Typography sx={{ mt: 1, color: 'text.secondary' }}>{t('contact.details.emergencyNote')}</Typography>
      </Box>
    </Box>
  );
}
