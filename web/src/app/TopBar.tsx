/**
 * The sticky top bar (spec section 2, shared chrome): the brand, the pages, and either Sign In
 * and Register (signed out), Sign Out (an admin session: the admin is signed in, not a visitor),
 * the bell and the account menu (signed in), or an account menu with the family page and Sign
 * Out (a family circle's session, which has no dashboard). Below the `lg`
 * breakpoint the pages fold into a panel under a Menu toggle; the panel closes on a route
 * change, a click outside the bar, a link chosen inside it, or Escape. Sign In stays in the
 * bar on a phone too, beside the toggle, so a returning visitor finds it at once.
 *
 * Before the page is live the toggle is a plain link to the panel, which CSS opens as the
 * address's target, so the menu works while the script is still on its way. On a short
 * screen (a phone on its side, a page zoomed 200-400%) the bar scrolls away with the page
 * instead of sticking, so it never covers a quarter of what is left.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { Link as RouterLink, NavLink, useLocation } from 'react-router-dom';
import { PAGES } from '@gh/common/routes';
import { SIGNED_IN_NAV, SIGNED_OUT_NAV, type NavItem } from '../content/chrome';
import { useT } from '../i18n/I18n';
import { useHydrated } from '../lib/useHydrated';
import { useSession } from '../lib/useSession';
import { Brand } from './Brand';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MenuGlyph } from './icons';
import { WHILE_MARKED_SIGNED_IN, clearSignedInMark } from './signedInMark';
import { ACTIONS_ROOM, FIRST_PAINT } from './firstChunk';
import { withOwnMessages } from './lazyPage';
import { SHORT_SCREEN } from './theme';
import { colors } from '../components/colors';

// Their words are the member area's (i18n/areas.ts), loaded with their chunks.
const SignedInActions = lazy(() => import('./SignedInActions').then(withOwnMessages));
const AdminSignOut = lazy(() => import('./AdminSignOut').then(withOwnMessages));
const FamilyActions = lazy(() => import('./FamilyActions').then(withOwnMessages));

const PANEL_ID = 'main-menu';

/** Below `lg`, where the pages fold into the panel, Sign In and the toggle sit at the bar's end. */
const foldedEndSx = { ml: 'auto', display: { xs: 'flex', lg: 'none' }, alignItems: 'center', gap: 1 } as const;
const toggleSx = { px: 1, flexShrink: 0 } as const;

/**
 * The same room the bell and the avatar take (SignedInActions: a 48px button, a 4px gap and a
 * 56px one), so the bar does not jump when they arrive; e2e/tests/prerender.test.ts checks.
 */
const actionsRoom = { width: 108, height: 56 } as const;
const ActionsPlaceholder = () => <Box sx={actionsRoom} />;

/** A signed-in visitor's prerendered bar (signedInMark.ts) hides these until the page is live. */
const signedOutOnlySx = { [WHILE_MARKED_SIGNED_IN]: { display: 'none' } } as const;
/** ...and keeps the account buttons' room. */
const markedActionsRoomSx = { ...actionsRoom, display: 'none', [WHILE_MARKED_SIGNED_IN]: { display: 'block' } } as const;
const isSignedOutOnly = (item: NavItem) => !SIGNED_IN_NAV.includes(item);

const navLinkSx = {
  justifyContent: { xs: 'flex-start', lg: 'center' },
  px: { lg: 1.5 },
  fontWeight: 500,
  '&[aria-current="page"]': {
    fontWeight: 700,
    textDecoration: 'underline',
    textDecorationColor: colors.amber,
    textDecorationThickness: 3,
    textUnderlineOffset: '0.35em',
  },
} as const;

interface TopBarProps {
  /** Called when a link in the folded menu is chosen: the layout moves focus to the new page. */
  onMenuNavigate: () => void;
}

export function TopBar({ onMenuNavigate }: TopBarProps) {
  const { pathname, hash } = useLocation();
  const session = useSession();
  const live = useHydrated();
  const t = useT();
  const toggleRef = useRef<HTMLButtonElement>(null);
  // The menu is open only on the page where it was opened, so navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const close = () => setOpenOn(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  // Neither a visitor (Sign In, Register) nor a member (account menu): the admin, signed in.
  const admin = !session.user && session.adminKey !== null;
  // A member of a family circle signed in at /family: no role, so no dashboard or bell.
  const family = !session.user && !admin ? session.family : null;
  const visitor = !session.user && !admin && !family;
  const nav = session.user || family ? SIGNED_IN_NAV : SIGNED_OUT_NAV;
  useEffect(() => {
    // Not while the page painted before the app is on screen (firstPaint.ts): its bar is under
    // the mark, which goes when the app takes it over (takeover.ts).
    if (live && !document.querySelector(`#root[${FIRST_PAINT}]`)) clearSignedInMark();
  }, [live]);
  // Opened by its plain link before the page was live: it stays open as the page goes live
  // (state adjusted while rendering, React's way for a change of input).
  const [wasLive, setWasLive] = useState(live);
  if (live && !wasLive) {
    setWasLive(true);
    if (hash === `#${PANEL_ID}`) setOpenOn(pathname);
  }

  return (
    <ClickAwayListener onClickAway={close}>
      <AppBar
        position="sticky"
        sx={{
          bgcolor: colors.creamDeep,
          color: 'text.primary',
          borderBottom: 1,
          borderColor: 'divider',
          [SHORT_SCREEN]: { position: 'static' },
        }}
      >
        <Container>
          <Toolbar
            disableGutters
            sx={{ flexWrap: 'wrap', alignItems: 'center', columnGap: { xs: 1, sm: 2 }, rowGap: 1, py: 1, minHeight: { xs: 64 } }}
          >
            {/* The languages sit in a slim row above the bar's row, at every width: the bar has
                no room left for them, and a phone's visitor must not have to open the menu. It
                takes back the bar's top padding and the gap below it, so the sticky bar stays
                low on a phone (e2e/tests/prerender-forms.test.ts holds its height). */}
            <Box sx={{ display: 'flex', order: -1, width: '100%', justifyContent: 'flex-end', mt: -0.5, mb: -1 }}>
              <LanguageSwitcher />
            </Box>
            <Brand compact={session.user !== null || family !== null} />
            <Box sx={foldedEndSx}>
              {visitor && (
                <Button component={RouterLink} to={PAGES.login} variant="outlined" sx={{ flexShrink: 0, ...signedOutOnlySx }}>
                  {t('topBar.signIn')}
                </Button>
              )}
              {live ? (
                <Button
                  ref={toggleRef}
                  onClick={() => setOpenOn(open ? null : pathname)}
                  aria-expanded={open}
                  aria-controls={PANEL_ID}
                  color="inherit"
                  startIcon={<MenuGlyph open={open} />}
                  sx={toggleSx}
                >
                  {t('topBar.menuToggle')}
                </Button>
              ) : (
                <Button href={`#${PANEL_ID}`} color="inherit" startIcon={<MenuGlyph open={false} />} sx={toggleSx}>
                  {t('topBar.menuToggle')}
                </Button>
              )}
            </Box>
            <Box
              id={PANEL_ID}
              onClick={(event) => {
                if (open && (event.target as Element).closest('a')) {
                  close();
                  onMenuNavigate();
                }
              }}
              sx={{
                display: { xs: open ? 'flex' : 'none', lg: 'flex' },
                ...(!live && { '&:target': { display: 'flex' } }),
                flexDirection: { xs: 'column', lg: 'row' },
                alignItems: { lg: 'center' },
                order: { xs: 3, lg: 0 },
                flexGrow: 1,
                gap: 2,
                width: { xs: '100%', lg: 'auto' },
                pb: { xs: 2, lg: 0 },
              }}
            >
              <Box
                component="nav"
                aria-label={t('topBar.mainNavLabel')}
                sx={{
                  display: 'flex',
                  flexDirection: { xs: 'column', lg: 'row' },
                  alignItems: { xs: 'stretch', lg: 'center' },
                  justifyContent: 'center',
                  flexGrow: 1,
                  gap: 0.5,
                }}
              >
                {nav.map((item) => (
                  <Button
                    key={item.to}
                    component={NavLink}
                    to={item.to}
                    end
                    color="inherit"
                    sx={isSignedOutOnly(item) ? { ...navLinkSx, ...signedOutOnlySx } : navLinkSx}
                  >
                    {t(item.label)}
                  </Button>
                ))}
              </Box>
              {visitor && (
                <Box sx={{ display: 'flex', gap: 1.5, '& > *': { flex: { xs: 1, lg: 'none' } }, ...signedOutOnlySx }}>
                  {/* Folded, Sign In is in the bar beside the toggle instead. */}
                  <Button component={RouterLink} to={PAGES.login} variant="outlined" sx={{ display: { xs: 'none', lg: 'inline-flex' } }}>
                    {t('topBar.signIn')}
                  </Button>
                  <Button component={RouterLink} to={PAGES.register} variant="contained" color="secondary">
                    {t('topBar.register')}
                  </Button>
                </Box>
              )}
            </Box>
            {/* The dashboard's first paint draws the bell and the avatar here (app/firstPaint.ts). */}
            {visitor && <Box sx={markedActionsRoomSx} {...{ [ACTIONS_ROOM]: '' }} />}
            {/* The admin dashboard has its own Sign Out (the spec's): one is enough. */}
            {admin && pathname !== PAGES.admin && (
              <Suspense fallback={<ActionsPlaceholder />}>
                <AdminSignOut />
              </Suspense>
            )}
            {family && (
              <Suspense fallback={<ActionsPlaceholder />}>
                <FamilyActions email={family} />
              </Suspense>
            )}
            {session.user && (
              <Suspense fallback={<ActionsPlaceholder />}>
                <SignedInActions
                  email={session.user.email}
                  name={typeof session.user.name === 'string' ? session.user.name : ''}
                  role={session.role ?? 'senior'}
                />
              </Suspense>
            )}
          </Toolbar>
        </Container>
      </AppBar>
    </ClickAwayListener>
  );
}
