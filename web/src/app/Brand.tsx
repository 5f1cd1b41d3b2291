import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router-dom';
import { PAGES } from '@gh/common/routes';
import { WHILE_MARKED_SIGNED_IN } from './signedInMark';
import { colors } from '../components/colors';
import { useT } from '../i18n/I18n';

/** Out of sight but still read aloud, so the link keeps its name. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const onPhone = { '@media (max-width: 599.95px)': visuallyHidden } as const;
/**
 * Signed out, a phone's bar also holds Sign In and Menu: the name breaks onto two lines when
 * room is short, and on the narrowest phones only the heart stays.
 */
const roomForSignIn = { '@media (max-width: 359.95px)': visuallyHidden } as const;

/**
 * The name with a golden heart; a link home. `compact` keeps only the heart on a phone, as
 * does a signed-in visitor's prerendered page until it is live (signedInMark.ts).
 */
export function Brand({ compact = false }: { compact?: boolean }) {
  const t = useT();
  return (
    <Box
      component={RouterLink}
      to={PAGES.home}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        minHeight: 48,
        color: 'text.primary',
        textDecoration: 'none',
        fontFamily: 'Georgia, Cambria, "Times New Roman", serif',
        fontWeight: 700,
        fontSize: { xs: '1.25rem', sm: '1.375rem' },
        whiteSpace: { xs: 'normal', sm: 'nowrap' },
        lineHeight: 1.15,
        // The bar wraps its items rather than shrink them: from no width of its own, the name
        // takes two short lines on a phone, and the row keeps Sign In and Menu.
        flex: { xs: '0 1 0', sm: '0 0 auto' },
      }}
    >
      <Box component="svg" viewBox="0 0 24 24" aria-hidden="true" sx={{ width: 30, height: 30, flexShrink: 0 }}>
        <path
          fill={colors.gold}
          stroke={colors.amber}
          strokeWidth="1.2"
          d="M12 21s-7.5-4.6-9.5-9.1C1.1 8.6 3.2 5 6.6 5c2 0 3.5 1.1 5.4 3 1.9-1.9 3.4-3 5.4-3 3.4 0 5.5 3.6 4.1 6.9C19.5 16.4 12 21 12 21z"
        />
      </Box>
      <Box component="span" sx={compact ? onPhone : { ...roomForSignIn, [WHILE_MARKED_SIGNED_IN]: onPhone }}>
        {t('site.name')}
      </Box>
    </Box>
  );
}
