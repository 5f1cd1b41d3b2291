/**
 * The languages in the top bar: on the first screen at every width (not in the folded menu),
 * हिन्दी · मराठी · English, each a link to this page in it, named and marked in its own language,
 * the page's own marked current.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from '@mui/material/styles';
import { renderIn } from '../testing/inLanguage';
import { TopBar } from './TopBar';
import { theme } from './theme';

afterEach(cleanup);

describe("the top bar's languages", () => {
  it("are in the bar itself, not the folded menu, Hindi and Marathi first, the page's own current", () => {
    renderIn(
      'mr',
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={['/about?x=1']}>
          <TopBar onMenuNavigate={() => {}} />
        </MemoryRouter>
      </ThemeProvider>,
    );
    const [languages, ...more] = within(screen.getByRole('banner')).getAllByRole('navigation', { name: 'भाषा' });
    expect(more).toEqual([]);
    expect(document.getElementById('main-menu')!.contains(languages!)).toBe(false);
    const links = within(languages!).getAllByRole('link');
    expect(
      links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('lang'), link.getAttribute('aria-current')]),
    ).toEqual([
      ['हिन्दी', '/hi/about?x=1', 'hi', null],
      ['मराठी', '/mr/about?x=1', 'mr', 'true'],
      ['English', '/about?x=1', 'en', null],
    ]);
    // The dots between them are not read out.
    expect(languages!.textContent).toBe('हिन्दी·मराठी·English');
    for (const dot of languages!.querySelectorAll('span')) expect(dot.getAttribute('aria-hidden')).toBe('true');
  });
});
