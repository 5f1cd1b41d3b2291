import type { ReactNode } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
// MUI's own ThemeProvider also carries the CSS-variables provider and its colour-scheme script
// (~2.5 kB gzip on every page); our theme has no CSS variables, and for such a theme MUI's
// provider renders exactly this one.
import { ThemeProvider } from '@mui/system';
import { theme } from './theme';

/**
 * What every page sits in: the style cache, the theme and the baseline CSS. The router comes
 * from outside: BrowserRouter in the browser (main.tsx), StaticRouter in the prerender.
 */
export function App({ cache, children }: { cache: EmotionCache; children: ReactNode }) {
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
