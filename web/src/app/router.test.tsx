import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from '@mui/material/styles';
import { AppRoutes } from './router';
import { theme } from './theme';

afterEach(cleanup);

function renderAt(path: string) {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe('routes', () => {
  it.each([
    ['/', /listen, share and laugh/i],
    ['/register', 'Welcome to Golden Hearts'],
    ['/careers', 'Join Our Team'],
    ['/apply', 'Job Application'],
    ['/senior-registration', 'Senior Registration'],
    ['/admin', 'Admin Access'],
  ])('%s shows its heading', async (path, heading) => {
    renderAt(path);
    // A lazy page's chunk (the registration pages carry the zod schemas) can take more than
    // findByRole's default second to load on a busy machine.
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 })).toBeTruthy();
  });

  it('shows the line of /register from the spec', async () => {
    renderAt('/register');
    expect(await screen.findByText('Choose your path to join our caring community')).toBeTruthy();
  });

  it('answers an unknown address with a friendly page and a way home', async () => {
    renderAt('/no-such-page');
    await screen.findByRole('heading', { level: 1, name: 'We could not find that page' });
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });

  it('wraps pages in the chrome, marking the current page in the navigation', async () => {
    renderAt('/careers');
    await screen.findByRole('heading', { level: 1, name: 'Join Our Team' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Careers' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });
});
