/**
 * The look of Golden Hearts, tuned for older eyes: large body text, strong contrast (every
 * text colour of components/colors.ts passes WCAG AA on the backgrounds it is used on;
 * theme.test.ts checks), a thick keyboard focus ring, 48px controls and no motion for people
 * who ask for none.
 */
import { createTheme } from '@mui/material/styles';
import { colors } from '../components/colors';

const bodyFont = '"Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif';
const headingFont = 'Georgia, Cambria, "Times New Roman", serif';
/** A floating label's scale once its field is filled: 16px of the body's 19px. */
const SHRUNK_LABEL = 0.85;

/** Screens this short (in CSS px, so zoom counts) get a top bar that scrolls away. */
export const SHORT_SCREEN = '@media (max-height: 480px)';
/** The sticky top bar's height with room to spare: under 100 px on a phone, about 80 on a desktop. */
const STICKY_BAR_CLEARANCE = 112;

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: colors.amber, dark: colors.amberDark, contrastText: colors.white },
    secondary: { main: colors.gold, contrastText: colors.ink },
    error: { main: colors.error, contrastText: colors.white },
    background: { default: colors.cream, paper: colors.white },
    text: { primary: colors.ink, secondary: colors.inkSoft },
    divider: colors.line,
  },
  // MUI's own transitions (ripple, menus, collapse) stop when the OS asks for reduced motion.
  motion: { reducedMotion: 'system' },
  // A ring on every ButtonBase control, in the darkest colour so it shows on gold and cream.
  focusVisible: { outlineColor: colors.ink, outlineWidth: 3, outlineOffset: 2 },
  shape: { borderRadius: 10 },
  typography: {
    // rem units keep the reader's own browser text size in charge.
    fontFamily: bodyFont,
    body1: { fontSize: '1.1875rem', lineHeight: 1.6 }, // 19px
    body2: { fontSize: '1.125rem', lineHeight: 1.6 }, // 18px
    button: { fontSize: '1.125rem', fontWeight: 600, textTransform: 'none', letterSpacing: 0 },
    caption: { fontSize: '1rem', lineHeight: 1.5 },
    h1: {
      fontFamily: headingFont,
      fontSize: 'clamp(2.125rem, 1.6rem + 2.2vw, 3.25rem)',
      fontWeight: 700,
      lineHeight: 1.2,
    },
    h2: { fontFamily: headingFont, fontSize: 'clamp(1.75rem, 1.4rem + 1.4vw, 2.5rem)', fontWeight: 700, lineHeight: 1.25 },
    h3: { fontFamily: headingFont, fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.3 },
    h4: { fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.35 },
    h5: { fontSize: '1.3125rem', fontWeight: 700, lineHeight: 1.4 },
    h6: { fontSize: '1.1875rem', fontWeight: 700, lineHeight: 1.4 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // Whatever is scrolled to (a field Tab reaches, a note given focus) comes to rest below
        // the sticky top bar, never under it; on a short screen the bar does not stick.
        html: { scrollPaddingTop: STICKY_BAR_CLEARANCE, [SHORT_SCREEN]: { scrollPaddingTop: 0 } },
        // Native links and fields get the same ring as MUI controls.
        ':focus-visible': { outline: `3px solid ${colors.ink}`, outlineOffset: 2 },
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
            scrollBehavior: 'auto !important',
          },
        },
      },
    },
    MuiButton: {
      // The focus ring above marks keyboard focus; the grey focus ripple would only blur it.
      defaultProps: { disableElevation: true, disableFocusRipple: true },
      styleOverrides: {
        // A label that wraps on a narrow phone stays centred in its button.
        root: { minHeight: 48, paddingInline: 20, textAlign: 'center' },
        // MUI shrinks the text of small and large buttons (13 and 15px); ours keep 18px.
        sizeSmall: { minHeight: 44, fontSize: '1.125rem' },
        sizeLarge: { minHeight: 56, paddingInline: 24, fontSize: '1.1875rem' },
        // MUI's faint half-alpha outline is hard to see; a solid 2px edge reads as a button.
        outlined: { borderWidth: 2, borderColor: 'currentColor', '&:hover': { borderWidth: 2 } },
      },
    },
    MuiIconButton: {
      defaultProps: { disableFocusRipple: true },
      styleOverrides: { root: { minWidth: 48, minHeight: 48 } },
    },
    MuiTab: {
      defaultProps: { disableFocusRipple: true },
    },
    MuiLink: {
      defaultProps: { underline: 'always' },
      styleOverrides: { root: { textUnderlineOffset: '0.2em', textDecorationColor: 'currentColor' } },
    },
    MuiAppBar: {
      defaultProps: { elevation: 0, color: 'inherit' },
    },
    // MUI shrinks a filled field's floating label to 0.75 of the body's 19px (14px): ours keep
    // 16px (0.85), and the gap in the outline is cut to that size.
    MuiInputLabel: {
      styleOverrides: {
        shrink: {
          '&.MuiInputLabel-outlined': {
            transform: `translate(14px, -11px) scale(${SHRUNK_LABEL})`,
            maxWidth: `calc(${100 / SHRUNK_LABEL}% - 32px)`,
          },
        },
      },
    },
    MuiOutlinedInput: {
      styleOverrides: { notchedOutline: { '& legend': { fontSize: `${SHRUNK_LABEL}em` } } },
    },
    // A prerendered form is disabled until the page is live: its hints stay readable meanwhile
    // (MUI greys them to a 2.7:1 contrast).
    MuiFormHelperText: {
      styleOverrides: { root: { '&.Mui-disabled': { color: colors.inkSoft } } },
    },
  },
});
