/**
 * The account menu of the top bar: a round button with the person's initial, which opens who is
 * signed in, a link to their own page and Sign Out. A member's (SignedInActions: their profile)
 * and a family circle's session (FamilyActions: the family page) share it.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ChromePopover } from './ChromePopover';
import { initialOf } from './initial';
import { colors } from '../components/colors';
import { useT } from '../i18n/I18n';

interface AccountMenuProps {
  email: string;
  /** Their name, or '' when it is not known: the e-mail's letter then. */
  name: string;
  /** Their own page, offered above Sign Out. */
  page: { to: string; label: string };
  onSignOut: () => void;
}

export function AccountMenu({ email, name, page, onSignOut }: AccountMenuProps) {
  const t = useT();
  // The name holds the letter the avatar shows, so what is seen is part of what is heard.
  const label = name.trim() ? t('member.accountMenuNamed', { name: name.trim(), email }) : t('member.accountMenuLabel', { email });
  return (
    <ChromePopover
      label={label}
      title={label}
      trigger={
        <Box
          aria-hidden="true"
          sx={{
            display: 'grid',
            placeItems: 'center',
            width: 40,
            height: 40,
            borderRadius: '50%',
            bgcolor: 'primary.main',
            color: colors.white,
            fontWeight: 700,
            // Pixels, not rem: at 200% text the letter would outgrow its fixed circle. It is
            // aria-hidden, and the button's name says the whole name.
            fontSize: '20px',
            lineHeight: 1,
            overflow: 'hidden',
          }}
        >
          {initialOf(name, email)}
        </Box>
      }
    >
      {(close) => (
        <>
          <Typography sx={{ color: 'text.secondary' }}>{t('member.signedInAs')}</Typography>
          <Typography sx={{ mb: 2, fontWeight: 700, overflowWrap: 'anywhere' }}>{email}</Typography>
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            <Button component={RouterLink} to={page.to} onClick={close} variant="outlined">
              {page.label}
            </Button>
            <Button onClick={onSignOut} variant="contained">
              {t('member.signOut')}
            </Button>
          </Box>
        </>
      )}
    </ChromePopover>
  );
}
