/**
 * The frame around every page: skip link, top bar, the page itself (lazy, so a Suspense
 * boundary sits here where the chrome stays put), footer.
 */
import { Suspense, useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { Outlet, useLocation } from 'react-router-dom';
import { Footer } from './Footer';
import { LanguageOfferSlot } from './LanguageOfferSlot';
import { TopBar } from './TopBar';
import { colors } from '../components/colors';
import { useT } from '../i18n/I18n';

export const MAIN_ID = 'main';

/** After a choice in the folded menu, keyboard and screen-reader users land on the new page. */
const focusMain = () => document.getElementById(MAIN_ID)?.focus({ preventScroll: true });

function SkipLink() {
  const t = useT();
  return (
    <Box
      component="a"
      href={`#${MAIN_ID}`}
      sx={{
        position: 'absolute',
        left: 16,
        top: -100,
        zIndex: 'tooltip',
        p: 1.5,
        bgcolor: colors.ink,
        color: colors.white,
        borderRadius: 1,
        '&:focus': { top: 16 },
      }}
    >
      {t('chrome.skipToMain')}
    </Box>
  );
}

const appear = keyframes({ to: { opacity: 1 } });

/** Shown only if a page takes a moment to arrive, so quick loads do not flash. */
function PageLoading() {
  const t = useT();
  return (
    <Box role="status" sx={{ p: 6, textAlign: 'center', opacity: 0, animation: `${appear} 0s linear 400ms forwards` }}>
      {t('chrome.loading')}
    </Box>
  );
}

/**
 * A new page starts at its top, as it would on a multi-page site. Not the first: the page on
 * screen before the app (prerendered, or painted from the phone's copy) stays where it was read.
 */
function useScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname === first.current) return;
    first.current = '';
    (document.scrollingElement ?? document.documentElement).scrollTop = 0;
  }, [pathname]);
}

export function Layout() {
  useScrollToTopOnNavigate();
  return (
    <>
      <SkipLink />
      <LanguageOfferSlot />
      {/* The chrome never suspends: these boundaries let a prerendered page hydrate in small
          slices (each boundary its own low-priority pass) instead of one long task. */}
      <Suspense>
        <TopBar onMenuNavigate={focusMain} />
      </Suspense>
      {/* At least a screen tall, so the footer starts below the fold: a page that arrives late
          (its lazy chunk) or grows never pushes the footer across the screen (layout shift). */}
      <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ minHeight: '100vh', '&:focus': { outline: 'none' } }}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Box>
      <Suspense>
        <Footer />
      </Suspense>
    </>
  );
}
