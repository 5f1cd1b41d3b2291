/**
 * The sticky top bar for signed-out visitors: brand, public pages, Sign In and Register.
 * Below the `lg` breakpoint the links fold into a Menu panel, which closes on a route change
 * or a click outside it. (The signed-in chrome comes with the session work.)
 */
import { useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { Link as RouterLink, NavLink, useLocation } from 'react-router-dom';
import { PAGES } from '@gh/common/routes';
import { Brand } from './Brand';
import { MAIN_NAV } from './navigation';
import { colors } from './theme';

const PANEL_ID = 'main-menu';

function MenuGlyph({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path
        d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}

export function TopBar() {
  const { pathname } = useLocation();
  // The menu is open only on the page where it was opened, so navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const close = () => setOpenOn(null);

  return (
    <ClickAwayListener onClickAway={close}>
      <AppBar
        position="sticky"
        sx={{ bgcolor: colors.creamDeep, color: 'text.primary', borderBottom: 1, borderColor: 'divider' }}
      >
        <Container>
          <Toolbar disableGutters sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 1, py: 1, minHeight: { xs: 64 } }}>
            <Brand />
            <Button
              onClick={() => setOpenOn(open ? null : pathname)}
              aria-expanded={open}
              aria-controls={PANEL_ID}
              color="inherit"
              startIcon={<MenuGlyph open={open} />}
              sx={{ ml: 'auto', display: { lg: 'none' } }}
            >
              Menu
            </Button>
            <Box
              id={PANEL_ID}
              sx={{
                display: { xs: open ? 'flex' : 'none', lg: 'flex' },
                flexDirection: { xs: 'column', lg: 'row' },
                alignItems: { lg: 'center' },
                flexGrow: 1,
                gap: 2,
                width: { xs: '100%', lg: 'auto' },
                pb: { xs: 2, lg: 0 },
              }}
            >
              <Box
                component="nav"
                aria-label="Main"
                sx={{
                  display: 'flex',
                  flexDirection: { xs: 'column', lg: 'row' },
                  alignItems: { xs: 'stretch', lg: 'center' },
                  justifyContent: 'center',
                  flexGrow: 1,
                  gap: { xs: 0.5, lg: 0.5 },
                }}
              >
                {MAIN_NAV.map((item) => (
                  <Button
                    key={item.to}
                    component={NavLink}
                    to={item.to}
                    end
                    color="inherit"
                    sx={{
                      justifyContent: { xs: 'flex-start', lg: 'center' },
                      fontWeight: 500,
                      '&[aria-current="page"]': {
                        fontWeight: 700,
                        textDecoration: 'underline',
                        textDecorationColor: colors.amber,
                        textDecorationThickness: 3,
                        textUnderlineOffset: '0.35em',
                      },
                    }}
                  >
                    {item.label}
                  </Button>
                ))}
              </Box>
              <Box sx={{ display: 'flex', gap: 1.5, '& > *': { flex: { xs: 1, lg: 'none' } } }}>
                <Button component={RouterLink} to={PAGES.login} variant="outlined">
                  Sign In
                </Button>
                <Button component={RouterLink} to={PAGES.register} variant="contained" color="secondary">
                  Register
                </Button>
              </Box>
            </Box>
          </Toolbar>
        </Container>
      </AppBar>
    </ClickAwayListener>
  );
}
