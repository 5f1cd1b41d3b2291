import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from '@mui/material/styles';
import type { Lang } from '@gh/common/i18n';
import {
  clearAdminKey,
  clearFamily,
  clearUser,
  keepFamily,
  readAdminKey,
  readFamily,
  readUser,
  writeAdminKey,
  writeUser,
} from '../lib/session';
import { InLanguage, tIn } from '../testing/inLanguage';
import { TopBar } from './TopBar';
import { theme } from './theme';

afterEach(() => {
  cleanup();
  clearUser();
  clearAdminKey();
  clearFamily();
  // The files of this project share a window: what a sign-in kept must not reach the next one.
  localStorage.clear();
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderBar(path = '/about', lang: Lang = 'en') {
  let menuNavigations = 0;
  render(
    <InLanguage lang={lang}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[path]}>
          <TopBar onMenuNavigate={() => menuNavigations++} />
          <Routes>
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </ThemeProvider>
    </InLanguage>,
  );
  return { menuNavigations: () => menuNavigations };
}

const navLinks = () =>
  within(screen.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('TopBar', () => {
  it('offers signed-out visitors the public pages with Careers and Admin, Sign In and Register', () => {
    renderBar();
    expect(navLinks()).toEqual(['Home', 'Services', 'Events', 'About', 'Careers', 'Contact', 'Admin']);
    expect(screen.getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin');
    // One in the bar for a phone, one beside Register for a wide screen: CSS shows one at a time.
    for (const link of screen.getAllByRole('link', { name: 'Sign In' })) expect(link.getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
    expect(screen.queryByRole('button', { name: /your account/i })).toBeNull();
  });

  it('gives signed-in people five pages, the bell and their account menu', async () => {
    writeUser({ email: 'meena@example.com', name: 'Savitri Joshi', interests: [] });
    renderBar();
    expect(navLinks()).toEqual(['Home', 'Services', 'Events', 'About', 'Contact']);
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    const account = await screen.findByRole('button', { name: 'Your account: Savitri Joshi (meena@example.com)' });
    // Her name's letter, not her e-mail's; and nothing new shows no "0".
    expect(account.textContent).toBe('S');
    expect(screen.getByRole('button', { name: 'Notifications: 0 new' }).textContent).toBe('');

    fireEvent.click(account);
    const menu = await screen.findByRole('dialog', { name: /your account/i });
    expect(within(menu).getByText('meena@example.com')).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/profile');
  });

  it('signs out from the account menu, forgets the user and goes to /login', async () => {
    writeUser({ email: 'meena@example.com', interests: [] });
    renderBar();
    fireEvent.click(await screen.findByRole('button', { name: /your account/i }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sign Out' }));
    await screen.findByText('/login');
    expect(readUser()).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Sign In' }).length).toBeGreaterThan(0);
  });

  it('leaves Sign Out to the admin dashboard itself, which has its own', async () => {
    writeAdminKey('session');
    // Elsewhere the bar's Sign Out comes, its own chunk a moment after the bar...
    renderBar('/admin/profile');
    await screen.findByRole('button', { name: 'Sign Out' });
    cleanup();
    // ...which is here now: on /admin it would show as the bar renders.
    renderBar('/admin');
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign Out' })).toBeNull();
  });

  it('shows the admin as signed in elsewhere: Sign Out, no Sign In or Register, and Sign Out forgets the session and goes to /', async () => {
    writeAdminKey('session');
    renderBar('/admin/profile');
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Register' })).toBeNull();
    // Its own chunk: it arrives a moment after the bar.
    fireEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    await screen.findByText('/');
    expect(readAdminKey()).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Sign In' }).length).toBeGreaterThan(0);
  });

  it.each(['en', 'hi', 'mr'] as const)(
    'shows a family circle session (%s) as signed in: an account menu with the family page and Sign Out, no Sign In, bell or dashboard',
    async (lang) => {
      const t = tIn(lang);
      keepFamily('riya@example.com');
      renderBar('/about', lang);
      expect(screen.queryByRole('link', { name: t('topBar.signIn') })).toBeNull();
      expect(screen.queryByRole('link', { name: t('topBar.register') })).toBeNull();
      // Its own chunk: it arrives a moment after the bar.
      const account = await screen.findByRole('button', { name: t('member.accountMenuLabel', { email: 'riya@example.com' }) });
      expect(account.textContent).toBe('R');
      expect(screen.queryByRole('button', { name: t('member.notificationsLabel', { count: 0 }) })).toBeNull();

      fireEvent.click(account);
      const menu = await screen.findByRole('dialog');
      expect(within(menu).getByText('riya@example.com')).toBeTruthy();
      expect(
        within(menu)
          .getByRole('link', { name: t('member.familyPage') })
          .getAttribute('href'),
      ).toBe('/family');
      // No role: nothing leads to a dashboard or a profile they do not have.
      expect(document.querySelectorAll('a[href="/dashboard"], a[href="/profile"]')).toHaveLength(0);

      fireEvent.click(within(menu).getByRole('button', { name: t('member.signOut') }));
      await screen.findByText('/family');
      expect(readFamily()).toBeNull();
      expect(screen.getAllByRole('link', { name: t('topBar.signIn') }).length).toBeGreaterThan(0);
    },
  );

  it('shows a member signed in as a member even with a family session kept', async () => {
    keepFamily('meena@example.com');
    writeUser({ email: 'meena@example.com', name: 'Savitri Joshi', interests: [] });
    renderBar();
    await screen.findByRole('button', { name: 'Notifications: 0 new' });
    expect(screen.queryByRole('button', { name: 'Your account (meena@example.com)' })).toBeNull();
  });

  it('opens the folded menu with its toggle, and Escape closes it and returns focus', () => {
    renderBar();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    act(() =>
      within(screen.getByRole('navigation', { name: 'Main' }))
        .getByRole('link', { name: 'Events' })
        .focus(),
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('closes the folded menu when a page is chosen in it, and hands focus to the page', () => {
    const { menuNavigations } = renderBar();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(toggle);
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Events' }));
    expect(screen.getByTestId('where').textContent).toBe('/events');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(menuNavigations()).toBe(1);
  });
});
