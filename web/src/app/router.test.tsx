import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from '@mui/material/styles';
import { AppRoutes } from './router';
import { theme } from './theme';

afterEach(cleanup);

/** Pages are lazy-loaded: on a loaded machine their first import takes longer than findBy's 1 s. */
const LAZY = { timeout: 10_000 };

function renderAt(path: string) {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe('routes', { timeout: 30_000 }, () => {
  it.each([
    ['/', /listen, share and laugh/i],
    ['/register', 'Welcome to Golden Hearts'],
    ['/careers', 'Join Our Team'],
    ['/apply', 'Job Application'],
    ['/senior-registration', 'Senior Registration'],
    ['/admin', 'Admin Access'],
  ])('%s shows its heading', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading }, LAZY)).toBeTruthy();
  });

  it('shows the line of /register from the spec', async () => {
    renderAt('/register');
    expect(await screen.findByText('Choose your path to join our caring community', {}, LAZY)).toBeTruthy();
  });

  it('answers an unknown address with a friendly page and a way home', async () => {
    renderAt('/no-such-page');
    await screen.findByRole('heading', { level: 1, name: 'We could not find that page' }, LAZY);
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });

  it('wraps pages in the chrome, marking the current page in the navigation', async () => {
    renderAt('/careers');
    await screen.findByRole('heading', { level: 1, name: 'Join Our Team' }, LAZY);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Careers' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    // One in the bar for a phone, one beside Register for a wide screen: CSS shows one at a time.
    for (const link of screen.getAllByRole('link', { name: 'Sign In' })) expect(link.getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });
});
